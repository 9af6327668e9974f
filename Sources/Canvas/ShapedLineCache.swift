/// Remembers shaped lines by text and font (face, size and features), so that drawing the same line again —
/// a display list replayed frame after frame — draws its glyphs without shaping it again (HarfBuzz's
/// shaping is most of a short line's cost). Bounded (least recently used go first) and safe to share
/// between threads; the lines are the ones `TextShaper.shape` makes, so pictures are the same with or
/// without it.
public final class ShapedLineCache: Sendable {
    private struct Key: Hashable, Sendable {
        let text: String, font: Font
    }
    private let cache: BoundedCache<Key, ShapedLine>
    /// The most lines kept.
    public var capacity: Int { cache.capacity }

    /// A cache of at most `capacity` lines.
    public init(capacity: Int = 1024) { cache = BoundedCache(capacity: capacity) }

    /// `text` shaped in `font` (its paragraph direction from its first strong character), from the cache
    /// when it was shaped before.
    /// - Throws: `TextError.tooLong` past `TextShaper.maximumLength`.
    public func line(_ text: String, font: Font) throws -> ShapedLine {
        try cache.value(for: Key(text: text, font: font)) { try TextShaper.shape(text, font: font) }
    }

    /// Lookups answered from the cache and lookups that shaped text, since the cache was made.
    public var statistics: (hits: Int, misses: Int) { cache.statistics }
}
