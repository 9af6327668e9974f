import Foundation
import Observation

// What a session's kept frame was built from, and whether that has changed since: a frame is reused for
// the hit test before an action and for the picture after it only while nothing it could show has changed.

/// How many changes the app's state and models have seen — every `@State`-like box write, `@Published`
/// property set and `objectWillChange.send()`, in any session, on any thread. A frame built when the count
/// was lower may be out of date. (Counting every change, not only one session's, keeps the question cheap
/// and errs towards building again.)
enum ModelChanges {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count: UInt64 = 0
    nonisolated(unsafe) private static var objectCount: UInt64 = 0

    /// Notes one change (`ofObject`: an observable object's, which any body may have read).
    static func note(ofObject: Bool = false) {
        lock.lock()
        count &+= 1
        if ofObject { objectCount &+= 1 }
        lock.unlock()
    }

    /// The number of changes of observable objects noted so far (`@Published`, `objectWillChange.send()`).
    static var objectGeneration: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return objectCount
    }

    /// The number of changes noted so far.
    static var generation: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Whether an `@Observable` property a frame read has changed since: set by the Observation framework's
/// change handler, which may run on any thread.
final class ObservedChange: @unchecked Sendable {
    private let lock = NSLock()
    private var changed = false

    /// Whether a property read while the frame was made has changed since.
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return changed
    }

    /// Runs `work`, noting the `@Observable` properties it reads: a later change to any of them sets the flag.
    func tracking<R>(_ work: () throws -> R) throws -> R {
        let result: Result<R, Error> = withObservationTracking({ Result { try work() } }, onChange: { [self] in set() })
        return try result.get()
    }

    /// `tracking(_:)` for work that cannot fail.
    func tracking<R>(_ work: () -> R) -> R {
        withObservationTracking(work, onChange: { [self] in set() })
    }

    /// Sets the flag, and counts a change: a frame that reused a body which read the property is out of date too.
    private func set() {
        lock.lock()
        changed = true
        lock.unlock()
        ModelChanges.note()
    }
}
