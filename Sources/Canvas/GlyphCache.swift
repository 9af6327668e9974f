// Rendered glyphs, kept per face so that text drawn again (every frame of an animation) costs a lookup.

/// Which rendering of a glyph: its id, the pixel size in 1/64 px, and the origin's x offset in quarter pixels.
struct GlyphKey: Hashable {
    let glyph: UInt32
    let size64: Int
    let subpixel: Int
}

/// A glyph's coverage: `width × height` bytes, row by row; the bitmap's top-left pixel sits `left` pixels
/// right of the pen and `top` pixels above the baseline.
struct GlyphBitmap: Sendable {
    let left: Int, top: Int
    let width: Int, height: Int
    let coverage: [UInt8]
}

/// A bounded map from keys to bitmaps. When full, the least recently used half is dropped: eviction
/// changes only speed, never pixels, because a glyph renders the same every time.
struct GlyphCache {
    /// The most bitmaps one face keeps.
    static let capacity = 2048

    private var entries: [GlyphKey: (bitmap: GlyphBitmap, used: UInt64)] = [:]
    private var clock: UInt64 = 0

    var count: Int { entries.count }

    mutating func lookup(_ key: GlyphKey) -> GlyphBitmap? {
        guard let hit = entries[key] else { return nil }
        clock += 1
        entries[key] = (hit.bitmap, clock)
        return hit.bitmap
    }

    mutating func insert(_ bitmap: GlyphBitmap, for key: GlyphKey) {
        if entries.count >= Self.capacity {
            let cut = entries.values.map(\.used).sorted()[entries.count / 2]
            entries = entries.filter { $0.value.used > cut }
        }
        clock += 1
        entries[key] = (bitmap, clock)
    }
}
