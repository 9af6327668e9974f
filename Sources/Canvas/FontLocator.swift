import CFontconfig
import Foundation
import Synchronization

// Finding font files: by family, weight and slant through fontconfig (exact matches only), or by file
// name under the standard font folders. Opened faces are shared process-wide: a face is immutable
// apart from its locked glyph cache, and opening a font file costs far more than drawing with it.

/// Finds and opens installed fonts.
public enum FontLocator {
    /// The folders searched for a font given by file name.
    public static var searchFolders: [String] {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.local/share/fonts", home + "/.fonts"]
    }

    private static let openFaces = Mutex<[String: FontFace]>([:])
    /// Family, weight and slant requests no installed face answered (asked again only after a font file
    /// is registered): a text in a weight its family lacks is looked up once, not at every measurement.
    private static let missingFaces = Mutex<Set<String>>([])
    /// Font file names already found under `searchFolders`, and where.
    private static let foundFiles = Mutex<[String: String]>([:])
    private static let fontconfigLock = Mutex<Void>(())

    /// The installed face of `family` with exactly this weight and slant.
    ///
    /// Fontconfig is asked to *list* faces whose family, weight and slant equal the request — unlike a
    /// fontconfig *match*, a listing never answers with a different font. When several files qualify
    /// (the same font installed twice), the first path in sorted order wins, so the answer does not
    /// depend on directory order.
    /// - Throws: `FontError.notFound` naming the font and how to install it.
    public static func face(family: String, weight: FontWeight = .regular, italic: Bool = false) throws -> FontFace {
        let key = "\(family)\u{0}\(weight.rawValue)\u{0}\(italic)"
        if let face = openFaces.withLock({ $0[key] }) { return face }
        if missingFaces.withLock({ $0.contains(key) }) { throw FontError.notFound(family: family, weight: weight, italic: italic) }
        let files = fontconfigLock.withLock { _ in listFiles(family: family, weight: weight, italic: italic) }
        guard let (path, index) = files.sorted(by: { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }).first else {
            missingFaces.withLock { _ = $0.insert(key) }
            throw FontError.notFound(family: family, weight: weight, italic: italic)
        }
        let face = try open(path: path, index: index)
        openFaces.withLock { $0[key] = face }
        return face
    }

    /// Opens a font given as a path, or as a file name found under `searchFolders`.
    /// - Throws: `FontError.fileNotFound` or `FontError.unreadable`.
    public static func face(file: String, index: Int = 0) throws -> FontFace {
        if file.contains("/") { return try open(path: file, index: index) }
        if let path = foundFiles.withLock({ $0[file] }) { return try open(path: path, index: index) }
        let folders = searchFolders
        for folder in folders {
            // (corelibs Foundation's enumerator traps on a folder that does not exist: look first.)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                  let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            var matches: [String] = []
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent == file { matches.append(folder + "/" + relative) }
            }
            if let first = matches.sorted().first {
                foundFiles.withLock { $0[file] = first }
                return try open(path: first, index: index)
            }
        }
        throw FontError.fileNotFound(name: file, searched: folders)
    }

    /// Opens (once per process) face `index` of the file at `path`.
    public static func open(path: String, index: Int = 0) throws -> FontFace {
        let key = "\(path)\u{0}\(index)"
        if let face = openFaces.withLock({ $0[key] }) { return face }
        let face = try FontFace(contentsOfFile: path, index: index)
        return openFaces.withLock { faces in
            if let existing = faces[key] { return existing }
            faces[key] = face
            return face
        }
    }

    /// Makes the fonts in the file at `path` (TrueType, OpenType, a collection) findable by family and
    /// PostScript name for the rest of the process, as installed fonts are: an app's or package's own fonts.
    /// Adding a file twice is harmless.
    /// - Throws: `FontError.fileNotFound` for a file that is not there, `FontError.unreadable` for one
    ///   fontconfig cannot read as a font.
    public static func register(fileAt path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw FontError.fileNotFound(name: path, searched: [])
        }
        let added = fontconfigLock.withLock { _ -> Bool in
            guard FcInit() != 0 else { return false }
            return path.withCString { FcConfigAppFontAddFile(nil, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) } != 0
        }
        guard added else { throw FontError.unreadable(path: path, reason: "fontconfig cannot read it as a font") }
        missingFaces.withLock { $0.removeAll() }   // the new file may have what was missing
    }

    /// The family, weight and slant of the installed (or registered) face whose PostScript name is `name`
    /// ("Roboto-BoldItalic"), or nil when there is none.
    public static func face(postScriptName name: String) -> (family: String, weight: FontWeight, italic: Bool)? {
        fontconfigLock.withLock { _ -> (String, FontWeight, Bool)? in
            var found: [(file: String, family: String, weight: FontWeight, italic: Bool)] = []
            listFonts(objects: [FC_FAMILY, FC_WEIGHT, FC_SLANT, FC_FILE], matching: { addString($0, FC_POSTSCRIPT_NAME, name) }) { font in
                guard let family = string(font, FC_FAMILY), let file = string(font, FC_FILE) else { return }
                var weight = 80.0, slant: Int32 = 0
                _ = FcPatternGetDouble(font, FC_WEIGHT, 0, &weight)
                _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
                let openType = Int((FcWeightToOpenTypeDouble(weight) / 100).rounded()) * 100
                found.append((file, family, FontWeight(rawValue: min(900, max(100, openType))) ?? .regular, slant != FC_SLANT_ROMAN))
            }
            guard let first = found.min(by: { $0.file < $1.file }) else { return nil }
            return (first.family, first.weight, first.italic)
        }
    }

    /// Whether a face of `family` is installed or registered.
    public static func hasFamily(_ family: String) -> Bool {
        fontconfigLock.withLock { _ -> Bool in
            var any = false
            listFonts(objects: [FC_FILE], matching: { addString($0, FC_FAMILY, family) }) { _ in any = true }
            return any
        }
    }

    /// Calls `body` with each installed face fontconfig lists for the pattern `matching` fills in, each
    /// listing the properties `objects` (call with `fontconfigLock` held).
    private static func listFonts(objects: [String], matching fill: (OpaquePointer) -> Void, _ body: (OpaquePointer) -> Void) {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return }
        defer { FcPatternDestroy(pattern) }
        fill(pattern)
        guard let set = FcObjectSetCreate() else { return }
        defer { FcObjectSetDestroy(set) }
        for object in objects { _ = FcObjectSetAdd(set, object) }
        guard let list = FcFontList(nil, pattern, set) else { return }
        defer { FcFontSetDestroy(list) }
        for i in 0..<Int(list.pointee.nfont) {
            if let font = list.pointee.fonts[i] { body(font) }
        }
    }

    /// Adds the string `value` for property `object` to `pattern`.
    private static func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) {
        _ = value.withCString { FcPatternAddString(pattern, object, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
    }

    /// The first string value of property `object` in `pattern`, or nil.
    private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    /// Files and face indices of installed faces with exactly this family, weight and slant (call with
    /// `fontconfigLock` held).
    private static func listFiles(family: String, weight: FontWeight, italic: Bool) -> [(String, Int)] {
        var result: [(String, Int)] = []
        listFonts(objects: [FC_FILE, FC_INDEX], matching: { pattern in
            addString(pattern, FC_FAMILY, family)
            _ = FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight.rawValue)))
            _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            _ = FcPatternAddBool(pattern, FC_SCALABLE, 1)
        }) { font in
            guard let file = string(font, FC_FILE) else { return }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            result.append((file, Int(index)))
        }
        return result
    }
}

extension FontLocator {
    private static let fallbacks = Mutex<[String: FontFace?]>([:])

    /// Families preferred for characters a font lacks, in order, before any other installed family:
    /// plain sans-serif faces with wide coverage (DejaVu Sans is in every Debian/Ubuntu install).
    public static let fallbackFamilies = ["DejaVu Sans", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew",
                                          "Noto Sans CJK SC", "Noto Sans Symbols", "Noto Sans Symbols 2"]

    /// An installed face that has a glyph for `scalar`, for text `face` cannot show: among the faces
    /// fontconfig lists as covering the character, the one closest in slant, then weight, then of normal
    /// width, then of the same family or else the earliest of `fallbackFamilies`, then first by path —
    /// a rule that depends only on what is installed.
    public static func fallbackFace(for scalar: Unicode.Scalar, like face: FontFace) -> FontFace? {
        let key = "\(scalar.value)\u{0}\(face.path)\u{0}\(face.index)"
        if let cached = fallbacks.withLock({ $0[key] }) { return cached }
        let italic = face.styleName.lowercased().contains("italic") || face.styleName.lowercased().contains("oblique")
        let candidates = fontconfigLock.withLock { _ in listFiles(covering: scalar) }
        func familyRank(_ family: String) -> Int {
            if family == face.familyName { return 0 }
            if let k = fallbackFamilies.firstIndex(of: family) { return 1 + k }
            return 1 + fallbackFamilies.count
        }
        let best = candidates.min { a, b in
            func rank(_ c: FallbackCandidate) -> (Int, Int, Int, Int, String, Int) {
                (c.italic == italic ? 0 : 1, abs(c.weight - face.weightClass), c.normalWidth ? 0 : 1, familyRank(c.family), c.path, c.index)
            }
            return rank(a) < rank(b)
        }
        var result: FontFace? = nil
        if let best, let opened = try? open(path: best.path, index: best.index), opened.hasGlyph(for: scalar) {
            result = opened
        }
        fallbacks.withLock { $0[key] = result }
        return result
    }

    /// Installed scalable faces whose character set includes `scalar`.
    private struct FallbackCandidate {
        let path: String, index: Int, weight: Int, italic: Bool, normalWidth: Bool, family: String
    }

    private static func listFiles(covering scalar: Unicode.Scalar) -> [FallbackCandidate] {
        guard let charset = FcCharSetCreate() else { return [] }
        defer { FcCharSetDestroy(charset) }
        _ = FcCharSetAddChar(charset, scalar.value)
        var result: [FallbackCandidate] = []
        listFonts(objects: [FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_FAMILY], matching: { pattern in
            _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            _ = FcPatternAddBool(pattern, FC_SCALABLE, 1)
        }) { font in
            guard let file = string(font, FC_FILE) else { return }
            var index: Int32 = 0, slant: Int32 = 0, width: Int32 = FC_WIDTH_NORMAL, weight = 80.0
            _ = FcPatternGetInteger(font, FC_WIDTH, 0, &width)
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            _ = FcPatternGetDouble(font, FC_WEIGHT, 0, &weight)
            result.append(FallbackCandidate(path: file, index: Int(index), weight: Int(FcWeightToOpenTypeDouble(weight).rounded()),
                                            italic: slant != FC_SLANT_ROMAN, normalWidth: width == FC_WIDTH_NORMAL,
                                            family: string(font, FC_FAMILY) ?? ""))
        }
        return result
    }
}
