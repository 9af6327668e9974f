import CFreeType
import CHarfBuzz
import Foundation
import Synchronization

// A font file opened once: FreeType reads its outlines and renders glyphs, HarfBuzz shapes text with its
// OpenType tables (kerning lives in GPOS, which FreeType alone cannot read). A `Font` is a face at a size.

/// A font weight, as the OpenType `usWeightClass` numbers.
public enum FontWeight: Int, Sendable, CaseIterable, CustomStringConvertible {
    case thin = 100, extraLight = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700,
         extraBold = 800, black = 900

    public var description: String {
        switch self {
        case .thin: return "thin"
        case .extraLight: return "extra light"
        case .light: return "light"
        case .regular: return "regular"
        case .medium: return "medium"
        case .semibold: return "semibold"
        case .bold: return "bold"
        case .extraBold: return "extra bold"
        case .black: return "black"
        }
    }
}

/// Why a font could not be had. Never answered with a silent substitute: a substitute would change
/// every snapshot that uses it.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No installed face has this family, weight and slant.
    case notFound(family: String, weight: FontWeight, italic: Bool)
    /// A font file named by its file name was not found under the standard font folders.
    case fileNotFound(name: String, searched: [String])
    /// The file exists (or was named by path) but is not a font FreeType and HarfBuzz can read.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let family, let weight, let italic):
            let hint = family.lowercased() == "inter"
                ? "install it (Debian/Ubuntu: apt-get install fonts-inter)"
                : "install it, or load its file with FontFace(contentsOfFile:)"
            return "font '\(family)' \(weight) \(italic ? "italic" : "upright") is not installed: \(hint)"
        case .fileNotFound(let name, let searched):
            return "font file '\(name)' not found under \(searched.joined(separator: ", ")): install it or give its full path"
        case .unreadable(let path, let reason):
            return "font file '\(path)' cannot be read: \(reason)"
        }
    }
}

/// One face of a font file, shared by every `Font` made from it. Thread-safe: shaping only reads
/// HarfBuzz's font, and FreeType glyph loading and the glyph cache sit behind a lock.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The file the face was read from, and the face's index in it.
    public let path: String, index: Int
    /// Names from the font's own tables, e.g. "Inter" and "Bold".
    public let familyName: String, styleName: String
    /// Font design units per em.
    public let unitsPerEm: Double
    /// Vertical metrics in design units: ascender (up, positive), descender (down, positive), line gap,
    /// cap height and x-height (from OS/2 when present, else measured from "H" and "x").
    public let ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double
    /// The `usWeightClass` of the face (400 when the font has no OS/2 table).
    public let weightClass: Int

    let hbFont: OpaquePointer
    private let hbFace: OpaquePointer
    private let freeType: Mutex<FreeTypeState>

    /// Opens face `index` of the font file at `path`.
    /// - Throws: `FontError.unreadable` when the file is missing or not a font.
    public init(contentsOfFile path: String, index: Int = 0) throws {
        self.path = path
        self.index = index
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw FontError.unreadable(path: path, reason: FileManager.default.fileExists(atPath: path)
                                       ? "permission denied" : "no such file")
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontError.unreadable(path: path, reason: "FreeType could not start")
        }
        var ftFace: FT_Face?
        let error = FT_New_Face(library, path, FT_Long(index), &ftFace)
        guard error == 0, let ftFace else {
            FT_Done_FreeType(library)
            throw FontError.unreadable(path: path, reason: Self.freeTypeMessage(error))
        }
        guard ftFace.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(ftFace); FT_Done_FreeType(library)
            throw FontError.unreadable(path: path, reason: "not a scalable (outline) font")
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(ftFace); FT_Done_FreeType(library)
            throw FontError.unreadable(path: path, reason: "HarfBuzz could not read the file")
        }
        let hbFace = hb_face_create(blob, UInt32(index))!
        hb_blob_destroy(blob)
        let hbFont = hb_font_create(hbFace)!
        let upem = Int32(ftFace.pointee.units_per_EM)
        hb_font_set_scale(hbFont, upem, upem)  // positions come back in design units
        hb_font_make_immutable(hbFont)
        self.hbFace = hbFace
        self.hbFont = hbFont

        familyName = ftFace.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = ftFace.pointee.style_name.map { String(cString: $0) } ?? ""
        unitsPerEm = Double(ftFace.pointee.units_per_EM)
        // hhea ascender/descender/line gap: what Core Text uses for line metrics.
        ascender = Double(ftFace.pointee.ascender)
        descender = -Double(ftFace.pointee.descender)
        lineGap = max(0, Double(ftFace.pointee.height) - ascender - descender)
        var cap = 0.0, xh = 0.0, weight = 400
        if let raw = FT_Get_Sfnt_Table(ftFace, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            weight = Int(os2.usWeightClass)
            if os2.version >= 2 { cap = Double(os2.sCapHeight); xh = Double(os2.sxHeight) }
        }
        let state = FreeTypeState(library: library, face: ftFace)
        if cap <= 0 { cap = state.outlineTop(of: "H") }
        if xh <= 0 { xh = state.outlineTop(of: "x") }
        capHeight = cap
        xHeight = xh
        weightClass = weight
        freeType = Mutex(state)
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        freeType.withLock { $0.close() }
    }

    public var description: String { "\(familyName) \(styleName) (\(path))" }

    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// Whether the face has a glyph for `scalar` (its cmap maps it to something other than .notdef).
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// The outline of the glyph the face maps `scalar` to, in design units with y up and the origin at the
    /// glyph's origin on the baseline; nil when the face has no glyph for it.
    public func outline(of scalar: Unicode.Scalar) -> Path? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0, glyph != 0 else { return nil }
        return glyphOutline(glyph)
    }

    /// The coverage bitmap of `glyph` at `pixelSize` pixels per em, its origin shifted right by
    /// `subpixel` quarters of a pixel (cached; at most `GlyphCache.capacity` bitmaps per face).
    func glyphBitmap(_ glyph: UInt32, pixelSize: Double, subpixel: Int) -> GlyphBitmap {
        let key = GlyphKey(glyph: glyph, size64: Int((pixelSize * 64).rounded()), subpixel: subpixel)
        return freeType.withLock { state in
            if let hit = state.cache.lookup(key) { return hit }
            let bitmap = state.render(key)
            state.cache.insert(bitmap, for: key)
            return bitmap
        }
    }

    /// The outline of `glyph` in design units, y up (for sizes and transforms bitmaps do not serve).
    func glyphOutline(_ glyph: UInt32) -> Path {
        freeType.withLock { $0.outline(glyph) }
    }

    static func freeTypeMessage(_ error: FT_Error) -> String {
        if let s = FT_Error_String(error) { return String(cString: s) }
        switch error {
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format"
        case 0x03: return "broken file"
        default: return "FreeType error \(error)"
        }
    }
}

/// FreeType's side of a face: not thread-safe, so only reached through the face's lock.
struct FreeTypeState: ~Copyable {
    let library: FT_Library
    let face: FT_Face
    var cache = GlyphCache()
    private var closed = false

    init(library: FT_Library, face: FT_Face) {
        self.library = library
        self.face = face
    }

    mutating func close() {
        guard !closed else { return }
        closed = true
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The top of a character's outline in design units (0 when the face lacks it).
    func outlineTop(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard glyph != 0, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0 else { return 0 }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
        return Double(box.yMax)
    }

    /// Renders one glyph: unhinted outline, grayscale anti-aliasing, origin shifted by the subpixel offset.
    func render(_ key: GlyphKey) -> GlyphBitmap {
        let empty = GlyphBitmap(left: 0, top: 0, width: 0, height: 0, coverage: [])
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(key.size64), 72, 72) == 0 else { return empty }
        var delta = FT_Vector(x: FT_Pos(key.subpixel * 16), y: 0)  // 26.6: a quarter pixel is 16
        FT_Set_Transform(face, nil, &delta)
        let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, key.glyph, flags) == 0,
              FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0 else { return empty }
        let slot = face.pointee.glyph.pointee
        let bitmap = slot.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard w > 0, h > 0, let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else {
            return GlyphBitmap(left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: 0, height: 0, coverage: [])
        }
        var coverage = [UInt8](repeating: 0, count: w * h)
        coverage.withUnsafeMutableBufferPointer { out in
            for row in 0..<h {
                let src = pitch >= 0 ? buffer + row * pitch : buffer + (h - 1 - row) * -pitch
                (out.baseAddress! + row * w).update(from: src, count: w)
            }
        }
        return GlyphBitmap(left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: w, height: h, coverage: coverage)
    }

    /// The glyph's outline in design units, y up.
    func outline(_ glyph: UInt32) -> Path {
        FT_Set_Transform(face, nil, nil)
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0 else { return Path() }
        var outline = face.pointee.glyph.pointee.outline
        var builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let b = user!.assumingMemoryBound(to: OutlineBuilder.self)
                b.pointee.path.move(to: Point(Double(to!.pointee.x), Double(to!.pointee.y)))
                return 0
            },
            line_to: { to, user in
                let b = user!.assumingMemoryBound(to: OutlineBuilder.self)
                b.pointee.path.line(to: Point(Double(to!.pointee.x), Double(to!.pointee.y)))
                return 0
            },
            conic_to: { c, to, user in
                let b = user!.assumingMemoryBound(to: OutlineBuilder.self)
                b.pointee.path.quad(to: Point(Double(to!.pointee.x), Double(to!.pointee.y)),
                                    control: Point(Double(c!.pointee.x), Double(c!.pointee.y)))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                let b = user!.assumingMemoryBound(to: OutlineBuilder.self)
                b.pointee.path.cubic(to: Point(Double(to!.pointee.x), Double(to!.pointee.y)),
                                     control1: Point(Double(c1!.pointee.x), Double(c1!.pointee.y)),
                                     control2: Point(Double(c2!.pointee.x), Double(c2!.pointee.y)))
                return 0
            },
            shift: 0, delta: 0)
        _ = withUnsafeMutablePointer(to: &builder) { b in
            FT_Outline_Decompose(&outline, &funcs, UnsafeMutableRawPointer(b))
        }
        return builder.path
    }
}

/// Collects FreeType's outline callbacks into a `Path`.
private struct OutlineBuilder {
    var path = Path()
}
