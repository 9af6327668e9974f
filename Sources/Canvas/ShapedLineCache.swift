import Synchronization

/// Remembers shaped lines by text and font (face, size and features), so that drawing the same line again —
/// a display list replayed frame after frame — draws its glyphs without shaping it again (HarfBuzz's
/// shaping is most of a short line's cost). Bounded (least recently used go first) and safe to share
/// between threads; the lines are the ones `TextShaper.shape` makes, so pictures are the same with or
/// without it.
public final class ShapedLineCache: Sendable {
    private struct Key: Hashable {
        let text: String, font: Font
    }
    private struct State {
        var entries: [Key: (line: ShapedLine, used: UInt64)] = [:]
        var clock: UInt64 = 0
        var hits = 0, misses = 0
    }
    private let state = Mutex(State())
    /// The most lines kept.
    public let capacity: Int

    /// A cache of at most `capacity` lines.
    public init(capacity: Int = 1024) { self.capacity = max(1, capacity) }

    /// `text` shaped in `font` (its paragraph direction from its first strong character), from the cache
    /// when it was shaped before.
    /// - Throws: `TextError.tooLong` past `TextShaper.maximumLength`.
    public func line(_ text: String, font: Font) throws -> ShapedLine {
        let key = Key(text: text, font: font)
        if let hit = state.withLock({ s -> ShapedLine? in
            guard let e = s.entries[key] else { s.misses += 1; return nil }
            s.clock += 1; s.hits += 1
            s.entries[key] = (e.line, s.clock)
            return e.line
        }) { return hit }
        let made = try TextShaper.shape(text, font: font)
        state.withLock { s in
            if s.entries.count >= capacity {
                // Keep the more recently used half.
                let cut = s.entries.values.map(\.used).sorted()[s.entries.count / 2]
                s.entries = s.entries.filter { $0.value.used > cut }
            }
            s.clock += 1
            s.entries[key] = (made, s.clock)
        }
        return made
    }

    /// Lookups answered from the cache and lookups that shaped text, since the cache was made.
    public var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }
}
