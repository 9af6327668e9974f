import Canvas
import Foundation
import Synchronization

/// An app's own fonts, for `Font.custom(_:size:)`: font files registered by hand, or found in the
/// resource bundles beside the program (a package's `resources: [.process("Fonts")]`), read the first time a
/// custom font is asked for. A name is a face's PostScript name ("Roboto-BoldItalic", its weight and
/// slant with it) or a family name ("Roboto"), as SwiftUI takes it.
public enum CustomFonts {
    /// Makes the fonts in the file at `url` available to `Font.custom`.
    /// - Throws: `FontError.fileNotFound` or `FontError.unreadable`, naming the file.
    public static func register(fileAt url: URL) throws {
        try FontLocator.register(fileAt: url.path)
        resolved.withLock { $0.removeAll() }
    }

    /// Makes every font file (`.ttf`, `.otf`, `.ttc`) in `bundle`, at any depth, available to
    /// `Font.custom`; returns how many files were added.
    /// - Throws: `FontError.unreadable` for a file that is not a font.
    @discardableResult
    public static func registerFonts(in bundle: Bundle) throws -> Int {
        try registerFonts(inFolder: bundle.bundleURL)
    }

    static func registerFonts(inFolder folder: URL) throws -> Int {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
              let walker = FileManager.default.enumerator(atPath: folder.path) else { return 0 }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            if ext == "ttf" || ext == "otf" || ext == "ttc" { files.append(relative) }
        }
        for file in files.sorted() { try FontLocator.register(fileAt: folder.appendingPathComponent(file).path) }
        if !files.isEmpty { resolved.withLock { $0.removeAll() } }
        return files.count
    }

    /// The family, weight and slant `name` stands for, or nil when no installed or registered face has
    /// that PostScript or family name. The first lookup registers the fonts of the resource bundles beside
    /// the program.
    static func resolve(_ name: String) -> Face? {
        registerBundledFontsOnce()
        // (Asked at every build of every text in the font: fontconfig is asked once per name.)
        if let known = resolved.withLock({ $0[name] }) { return known }
        var face: Face? = nil
        if let named = FontLocator.face(postScriptName: name) {
            face = Face(family: named.family, weight: named.weight, italic: named.italic)
        } else if FontLocator.hasFamily(name) {
            face = Face(family: name, weight: nil, italic: nil)
        }
        resolved.withLock { $0[name] = .some(face) }
        return face
    }

    /// What a custom font's name stands for: its family, and the weight and slant a PostScript name gives.
    struct Face: Sendable {
        let family: String
        let weight: FontWeight?
        let italic: Bool?
    }

    /// Names already resolved (nil: no face has the name), forgotten when a font file is registered.
    private static let resolved = Mutex<[String: Face?]>([:])

    private static let bundledRegistered = Mutex(false)

    private static func registerBundledFontsOnce() {
        let first = bundledRegistered.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        guard first else { return }
        for url in ResourceBundles.searched.dropFirst() { _ = try? registerFonts(inFolder: url) }
    }
}
