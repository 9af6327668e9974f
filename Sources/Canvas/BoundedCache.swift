import Synchronization

/// Values kept by key, at most `capacity` of them — when full, the less recently used half goes — safe to
/// share between threads, counting the lookups it answered and those it had to make. (The text caches'
/// common part: laid-out paragraphs, shaped lines.)
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var entries: [Key: (value: Value, used: UInt64)] = [:]
        var clock: UInt64 = 0
        var hits = 0, misses = 0
    }
    private let state = Mutex(State())
    /// The most values kept.
    let capacity: Int

    /// A cache of at most `capacity` values (at least one).
    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The value kept for `key`, or the one `make` makes (kept from now on). `make` runs outside the lock,
    /// so two threads asking for a new key at once may both make it; either result is the same value.
    func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let hit = state.withLock({ s -> Value? in
            guard let e = s.entries[key] else { s.misses += 1; return nil }
            s.clock += 1; s.hits += 1
            s.entries[key] = (e.value, s.clock)
            return e.value
        }) { return hit }
        let made = try make()
        state.withLock { s in
            if s.entries.count >= capacity {
                let cut = s.entries.values.map(\.used).sorted()[s.entries.count / 2]
                s.entries = s.entries.filter { $0.value.used > cut }
            }
            s.clock += 1
            s.entries[key] = (made, s.clock)
        }
        return made
    }

    /// Lookups answered from the cache and lookups that made a value, since the cache was made.
    var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }
}
