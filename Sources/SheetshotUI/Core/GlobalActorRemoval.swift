// Apple's SwiftUI declares `Shape` and `GeometryEffect` so that conforming types are *not* inferred to
// run on the main actor, although both refine a main-actor protocol (`View`, `ViewModifier`): a shape's
// `path(in:)` and an effect's `animatableData` are called from any context. It does so by also refining a
// marker protocol isolated to a second global actor; the two inferences conflict and the conformer is
// left nonisolated. Without it, a Swift 6 file with `struct Wobble: GeometryEffect { var animatableData }`
// fails here ("conformance … crosses into main actor-isolated code") while it compiles on iOS.

/// A global actor no code runs on: it exists so that `_RemoveGlobalActorIsolation` conflicts with the main
/// actor a refined protocol would otherwise give its conformers. Never isolate code to it.
@globalActor
public actor _ImpossibleActor: Sendable {
    /// The actor's one instance.
    public static let shared = _ImpossibleActor()
    /// An executor that stops the program if a job is ever sent to it.
    nonisolated public var unownedExecutor: UnownedSerialExecutor {
        ImpossibleExecutor.shared.asUnownedSerialExecutor()
    }
}

private final class ImpossibleExecutor: SerialExecutor {
    /// The one executor (an unowned reference to it must stay valid).
    static let shared = ImpossibleExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        preconditionFailure("_RemoveGlobalActorIsolation is not meant to isolate code to a global actor of its own")
    }
}

/// A marker that leaves the types conforming to a protocol refining it with no inferred global actor
/// (as SwiftUI's `Shape` and `GeometryEffect` do).
@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}
