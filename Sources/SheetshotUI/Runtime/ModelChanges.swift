import Foundation
import Observation

// What a session's kept frame was built from, and whether that has changed since: a frame is reused for
// the hit test before an action and for the picture after it only while nothing it could show has changed.

/// The changes a session's state and models have seen: every write to a `@State`-like box it keeps, and every
/// `@Published` set or `objectWillChange.send()` of an observable object its `@StateObject`s made. A frame or
/// body it kept from when the counts were lower may be out of date.
final class ModelChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count: UInt64 = 0, objectCount: UInt64 = 0

    /// Notes one change (`ofObject`: an observable object's, which any of the session's bodies may have read).
    func note(ofObject: Bool = false) {
        lock.lock()
        count &+= 1
        if ofObject { objectCount &+= 1 }
        lock.unlock()
    }

    /// The changes so far: all of them, and those of observable objects.
    var counts: (all: UInt64, objects: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        return (count, objectCount)
    }
}

/// Where a change is counted. A change that belongs to one session — a write to a box its store keeps, a
/// change of an object one of its `@StateObject`s made, its window's edit mode — is counted for that session
/// alone, so another session's kept frames and bodies stay valid. Any other change — an observable object
/// made outside every session (a model the test made, a shared singleton), an object two sessions' state
/// objects hold, a publisher that names no object — is counted for every session: a body may read such an
/// object without any property wrapper, and nothing tells which session did.
enum ModelChanges {
    /// The changes no one session owns.
    static let everySession = ModelChangeCounter()

    /// Notes a change in `counter`'s session (nil: every session's).
    static func note(ofObject: Bool = false, in counter: ModelChangeCounter?) {
        (counter ?? everySession).note(ofObject: ofObject)
    }

    /// Notes a change of `object` (nil: an object no one names): in the session whose state object made it,
    /// else in every session.
    static func noteChange(of object: AnyObject?) {
        note(ofObject: true, in: object.flatMap(owner(of:)))
    }

    /// What a session's kept frame or body was made from: its own changes and every session's.
    struct Generation: Equatable {
        let own: UInt64, shared: UInt64
    }

    /// The changes `counter`'s session has seen so far (nil: a build outside any session).
    static func generation(of counter: ModelChangeCounter?) -> Generation {
        Generation(own: counter?.counts.all ?? 0, shared: everySession.counts.all)
    }

    /// The changes of observable objects `counter`'s session has seen so far.
    static func objectGeneration(of counter: ModelChangeCounter?) -> Generation {
        Generation(own: counter?.counts.objects ?? 0, shared: everySession.counts.objects)
    }

    // The session each object a session's state object made belongs to, by the object's identity (the
    // object held weakly, so a reused address is not taken for it); an object two sessions claim belongs to
    // neither.
    private struct Claim {
        weak var object: AnyObject?
        weak var owner: ModelChangeCounter?
        var shared: Bool
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var claims: [ObjectIdentifier: Claim] = [:]

    /// Notes that a state object of `counter`'s session made (or was handed) `object`.
    static func claim(_ object: AnyObject, by counter: ModelChangeCounter) {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let known = claims[key], known.object === object {
            if known.owner !== counter { claims[key]?.shared = true }
            return
        }
        if claims.count > 4_096 { claims = claims.filter { $0.value.object != nil } }
        claims[key] = Claim(object: object, owner: counter, shared: false)
    }

    /// The session `object` belongs to, if one alone claimed it.
    private static func owner(of object: AnyObject) -> ModelChangeCounter? {
        lock.lock()
        defer { lock.unlock() }
        guard let claim = claims[ObjectIdentifier(object)], claim.object === object, !claim.shared else { return nil }
        return claim.owner
    }
}

/// Whether an `@Observable` property a frame read has changed since: set by the Observation framework's
/// change handler, which may run on any thread.
final class ObservedChange: @unchecked Sendable {
    private let lock = NSLock()
    private var changed = false
    /// The session whose frame or body read the properties (nil: none).
    private let counter: ModelChangeCounter?

    /// A flag for a frame or body of `counter`'s session.
    init(in counter: ModelChangeCounter? = nil) { self.counter = counter }

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
        ModelChanges.note(in: counter)
    }
}
