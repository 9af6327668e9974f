import Foundation
import Synchronization

/// Apple's own symbol artwork, brought by you: SVG files exported from the SF Symbols app (select
/// symbols, File ▸ Export Symbol…, any template version) or your custom symbols' templates, registered
/// once and then drawn by `Image(systemName:)` — and `Label(_:systemImage:)` and every other view that
/// shows a symbol — instead of SheetshotUI's own drawings, at the text's weight and the image's scale
/// and in every rendering mode their layer annotations support.
///
/// Each file is named for its symbol (`heart.fill.svg`). SheetshotUI ships none of Apple's artwork (its
/// licence does not allow that); on a machine that has the files:
///
///     try SymbolFiles.register(folder: "/path/to/exported-symbols")
///
/// or, for a whole test run, `SHEETSHOT_SYMBOLS=/path/to/exported-symbols swift test` (several folders
/// separated by `:`). A registered symbol takes the place of a built-in one of the same name.
///
/// Weights: a template's variants (`Ultralight-S`, `Regular-S`, `Black-S`, or all 27) are used as they
/// are; a weight between two variants is interpolated point for point, as the SF Symbols app does, when
/// their outlines correspond (else the nearest variant is drawn). Scales: the requested scale's variants
/// when the file has them, else the nearest scale's, sized in proportion. Size: the template's cap line
/// to baseline is SF Pro's cap height (0.705 em) of the font the symbol is drawn in.
public enum SymbolFiles {
    /// The environment variable whose folders are registered the first time a symbol is drawn.
    public static let environmentVariable = "SHEETSHOT_SYMBOLS"
    /// The most symbol files a folder may hold.
    public static let maximumFilesPerFolder = 20_000

    private struct Registry {
        var files: [String: SymbolFile] = [:]
        var glyphs: [GlyphKey: SymbolGlyph] = [:]
        var environmentRead = false
        var environmentProblems: [String] = []
    }
    private struct GlyphKey: Hashable { let name: String, weight: Int, scale: Int }
    private static let registry = Mutex(Registry())

    /// Registers every `.svg` file directly in `folder` under its file name without the extension, and
    /// returns the names registered, sorted.
    /// - Throws: `SymbolFileError` for a folder that cannot be read, one with too many files, or the
    ///   first file that is not a readable symbol template (nothing from the folder is registered then).
    @discardableResult
    public static func register(folder: String) throws -> [String] {
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        } catch {
            throw SymbolFileError(folder, "is not a folder that can be read")
        }
        let read = try loadFolder(entries, folder)
        registry.withLock { r in
            for (name, file) in read { r.files[name] = file }
            r.glyphs.removeAll()
        }
        return read.keys.sorted()
    }

    /// The symbols of a folder's `.svg` files, by name (nothing registered yet).
    private static func loadFolder(_ entries: [URL], _ folder: String) throws -> [String: SymbolFile] {
        let svgs = entries.filter { $0.pathExtension.lowercased() == "svg" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard svgs.count <= maximumFilesPerFolder else {
            throw SymbolFileError(folder, "holds \(svgs.count) SVG files; a symbol folder may hold at most \(maximumFilesPerFolder)")
        }
        var read: [String: SymbolFile] = [:]
        for file in svgs { read[file.deletingPathExtension().lastPathComponent] = try load(file.path) }
        return read
    }

    /// Registers the symbol template at `path` under `name`.
    /// - Throws: `SymbolFileError` when the file cannot be read or is not a symbol template.
    public static func register(_ name: String, contentsOfFile path: String) throws {
        let file = try load(path)
        registry.withLock { r in r.files[name] = file; r.glyphs.removeAll() }
    }

    /// Registers the symbol template in `svg` under `name`.
    /// - Throws: `SymbolFileError` when `svg` is not a symbol template.
    public static func register(_ name: String, svg: Data) throws {
        let file = try SymbolFile(data: svg, source: name)
        registry.withLock { r in r.files[name] = file; r.glyphs.removeAll() }
    }

    /// The names registered, sorted.
    public static var names: [String] { registry.withLock { $0.files.keys.sorted() } }

    /// Forgets every registered symbol (those of `SHEETSHOT_SYMBOLS` are read again on next use).
    public static func removeAll() {
        registry.withLock { $0 = Registry() }
    }

    /// Reads the file at `path`, checking its size before reading it.
    static func load(_ path: String) throws -> SymbolFile {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int, attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw SymbolFileError(path, "is not a file that can be read")
        }
        guard size <= SymbolFile.maximumBytes else {
            throw SymbolFileError(path, "is \(size) bytes; a symbol file may have at most \(SymbolFile.maximumBytes)")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw SymbolFileError(path, "cannot be read") }
        return try SymbolFile(data: data, source: path)
    }

    /// The glyph of the registered symbol `name` at `weight` (0…8, ultralight to black) and `scale` (0…2),
    /// or nil when none is registered under that name.
    static func glyph(named name: String, weight: Int, scale: Int) -> SymbolGlyph? {
        readEnvironmentOnce()
        return registry.withLock { r in
            let key = GlyphKey(name: name, weight: weight, scale: scale)
            if let cached = r.glyphs[key] { return cached }
            guard let file = r.files[name] else { return nil }
            let glyph = file.glyph(weight: weight, scale: scale)
            r.glyphs[key] = glyph
            return glyph
        }
    }

    /// Problems found reading `SHEETSHOT_SYMBOLS`'s folders (reported with every rendering until fixed).
    static var environmentProblems: [String] {
        readEnvironmentOnce()
        return registry.withLock { $0.environmentProblems }
    }

    /// Reads `SHEETSHOT_SYMBOLS`'s folders the first time, under the registry's lock, so that renderings
    /// on other threads wait for them rather than draw without them.
    private static func readEnvironmentOnce() {
        registry.withLock { r in
            guard !r.environmentRead else { return }
            r.environmentRead = true
            guard let value = ProcessInfo.processInfo.environment[environmentVariable], !value.isEmpty else { return }
            for folder in value.split(separator: ":").map(String.init) where !folder.isEmpty {
                do {
                    let entries = try FileManager.default.contentsOfDirectory(at: URL(fileURLWithPath: folder, isDirectory: true),
                                                                              includingPropertiesForKeys: nil)
                    for (name, file) in try loadFolder(entries, folder) { r.files[name] = file }
                } catch let error as SymbolFileError {
                    r.environmentProblems.append("\(environmentVariable): \(error)")
                } catch {
                    r.environmentProblems.append("\(environmentVariable): \(SymbolFileError(folder, "is not a folder that can be read"))")
                }
            }
            r.glyphs.removeAll()
        }
    }
}
