import Widgets

// Gestures as view code written for iOS uses them. A picture reads every value at rest (no gesture has
// happened); in a `ViewSession` fingers run them: drags a drag gesture's callbacks, taps a tap gesture's,
// a held finger a long press's.

/// A gesture a view responds to (SwiftUI's `Gesture`).
public protocol Gesture {
    /// The gesture's value while it happens.
    associatedtype Value
}

/// A drag (SwiftUI's `DragGesture`).
public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI reports it: the touch-down point, the finger's point and speed, and the
    /// predictions SwiftUI makes from the speed — a quarter of a second of travel at it.
    public struct Value: Equatable, Sendable {
        /// When the value was taken.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the finger touched down.
        public var startLocation: CGPoint
        /// How fast the finger moves, in points per second.
        public var velocity: CGSize
        /// How far the finger has moved: `location − startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Where the drag would end if released now: the location plus a quarter second at `velocity`.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.predictionTime, y: location.y + velocity.height * Self.predictionTime)
        }
        /// How far the drag would have moved if released now: `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }
        /// The travel time SwiftUI's predictions assume: velocity = 4 × (predicted end − location).
        static let predictionTime: CGFloat = 0.25
    }

    /// How far the finger must move before the drag begins, in points.
    public var minimumDistance: CGFloat
    /// Where locations are measured.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points (10 by default).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.coordinateSpace = coordinateSpace
    }

    /// The values a finger's path produces: none until it has moved `minimumDistance` from where it
    /// touched down, then one per sample, each with the velocity of the last two samples (as the sheet's
    /// own drags measure it). Samples are (seconds from a reference time, location); out of order or not
    /// finite ones are skipped.
    func values(for samples: [(time: Double, location: CGPoint)], reference: Date = Date(timeIntervalSince1970: 0)) -> [Value] {
        let clean = samples.filter { $0.time.isFinite && $0.location.x.isFinite && $0.location.y.isFinite }
        guard let first = clean.first else { return [] }
        var values: [Value] = []
        var began = false
        var previous = first
        for sample in clean.dropFirst() where sample.time >= previous.time {
            let dx = sample.location.x - first.location.x, dy = sample.location.y - first.location.y
            if !began, (dx * dx + dy * dy).squareRoot() < minimumDistance { previous = sample; continue }
            began = true
            let dt = max(0.001, sample.time - previous.time)
            let velocity = CGSize(width: (sample.location.x - previous.location.x) / dt, height: (sample.location.y - previous.location.y) / dt)
            values.append(Value(time: reference.addingTimeInterval(sample.time), location: sample.location, startLocation: first.location,
                                velocity: velocity))
            previous = sample
        }
        return values
    }
}

/// Where gesture locations are measured.
public enum CoordinateSpace: Hashable, Sendable {
    case local, global, named(String)
    /// The enclosing scroll view's content (iOS 17's `.scrollView`).
    public static var scrollView: CoordinateSpace { .named("scrollView") }
}

/// A coordinate space a view names for the views inside it (iOS 17's `NamedCoordinateSpace`).
public struct NamedCoordinateSpace: Hashable, Sendable {
    /// The space it names.
    public let coordinateSpace: CoordinateSpace
    /// The space named `name` (a string, or any hashable value written as one).
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named((name as? String) ?? "\(name)"))
    }
    /// The enclosing scroll view's content.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .scrollView) }
    /// The enclosing scroll view's content along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

/// A tap (SwiftUI's `TapGesture`): in a `ViewSession`, a tap on the view ends it.
public struct TapGesture: Gesture {
    /// A tap has no value.
    public typealias Value = Void
    /// How many taps it takes (a session's tap counts as all of them).
    public var count: Int
    /// A tap of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A long press (SwiftUI's `LongPressGesture`): in a `ViewSession`, a finger held on the view for
/// `minimumDuration` seconds without moving more than `maximumDistance` points ends it (at that moment).
public struct LongPressGesture: Gesture {
    /// Whether the press is still held.
    public typealias Value = Bool
    /// How long the finger must stay down, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails, in points.
    public var maximumDistance: CGFloat
    /// A press held for `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isFinite ? max(0, maximumDistance) : 10
    }
}

/// A gesture with callbacks attached: run in a `ViewSession` as the finger moves (`onChanged`, `updating`)
/// and lifts (`onEnded`).
public struct _CallbackGesture<Base: Gesture>: Gesture {
    /// The value of the gesture the callbacks are on.
    public typealias Value = Base.Value
    let base: Base
    let changed: ((Value) -> Void)?
    let ended: ((Value) -> Void)?
    let update: ((Value) -> Void)?
    let reset: (() -> Void)?
    init(base: Base, changed: ((Value) -> Void)? = nil, ended: ((Value) -> Void)? = nil, update: ((Value) -> Void)? = nil,
         reset: (() -> Void)? = nil) {
        self.base = base; self.changed = changed; self.ended = ended; self.update = update; self.reset = reset
    }
}

extension Gesture {
    /// Calls `action` as the gesture changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _CallbackGesture<Self> { _CallbackGesture(base: self, changed: action) }
    /// Calls `action` when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _CallbackGesture<Self> { _CallbackGesture(base: self, ended: action) }
    /// Updates `state` as the gesture changes (it returns to its initial value when the gesture ends).
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> _CallbackGesture<Self> {
        let box = state.box, initial = state.initial, resetTransaction = state.resetTransaction
        return _CallbackGesture(base: self, update: { value in
            var transaction = Transaction(animation: WriteTransaction.current.animation)
            transaction.disablesAnimations = WriteTransaction.current.disablesAnimations
            var state = box.value
            body(value, &state, &transaction)
            // An animation the body set on the transaction moves what the change moves.
            if let animation = transaction.animation { ActionScope.current?.use(animation) }
            WriteTransaction.with(WriteTransaction(animation: transaction.animation, disablesAnimations: transaction.disablesAnimations)) {
                box.value = state
            }
        }, reset: {
            // The return takes the state's reset transaction: its animation, when it has one, moves what
            // the return moves (an animation the gesture's end sets moves it too: one update, as SwiftUI's).
            let reset = resetTransaction(box.value)
            if let animation = reset.animation { ActionScope.current?.use(animation, keepingFirst: true) }
            let transaction = reset.animation != nil || reset.disablesAnimations
                ? WriteTransaction(animation: reset.animation, disablesAnimations: reset.disablesAnimations)
                : WriteTransaction(animation: WriteTransaction.current.animation, followsAction: WriteTransaction.current.animation == nil)
            WriteTransaction.with(transaction) { box.value = initial }
        })
    }
}

/// A value that a gesture sets while it happens and that returns to its initial value after
/// (SwiftUI's `@GestureState`); in a picture, its initial value; in a `ViewSession`, what the drag in
/// progress has set.
@propertyWrapper
public struct GestureState<Value> {
    let initial: Value
    let box: StateBox<Value>
    /// The transaction of the return to the initial value, given the value it returns from.
    let resetTransaction: (Value) -> Transaction
    /// State starting (and resting) at `wrappedValue`.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, reset: { _, _ in }) }
    /// State starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// State starting at `wrappedValue` that returns to it with `resetTransaction` (its animation moves
    /// what the return moves, in a session).
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue, reset: { _, t in t = resetTransaction }) }
    /// State starting at `initialValue` that returns to it with `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue, resetTransaction: resetTransaction) }
    /// State starting at `wrappedValue` whose return to it takes the transaction `reset` sets, given the
    /// value it returns from.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initial = wrappedValue
        box = StateBox(wrappedValue)
        resetTransaction = { value in var t = Transaction(); reset(value, &t); return t }
    }
    /// State starting at `initialValue` whose return to it takes the transaction `reset` sets.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: initialValue, reset: reset) }
    /// The value (the initial one while no gesture happens).
    public var wrappedValue: Value { box.value }
    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State starting at nil that returns to it with `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
    /// State starting at nil whose return to it takes the transaction `reset` sets.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

extension GestureState {
    @MainActor func install(at site: PropertySite, label: String) { site.bind(bind(to:key:name:), label: label) }

    @MainActor func bind(to store: StateStore, key: String, name: String) {
        let kept = store.box(at: key) { StateBox(initial) }
        if kept.onChange == nil {
            // Its writes are noted with their transactions, as `@State`'s are (not logged as state changes).
            let writes = store.writes
            kept.onChange = { [unowned kept] old, new in
                let box = kept   // (held by the write's closures for as long as they live)
                writes.record(StateWrites.Write(transaction: WriteTransaction.current,
                                                revert: { box.restore(old) }, apply: { box.restore(new) }))
            }
            kept.counter = store.modelChanges
        }
        box.forward(to: kept)
    }
}

/// The context of a state change (SwiftUI's `Transaction`): its animation.
public struct Transaction {
    /// The animation of the change.
    public var animation: Animation?
    /// Whether the change jumps, whatever animation views inside ask for.
    public var disablesAnimations = false
    /// A transaction with `animation`.
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// Which gestures of a view and its subviews respond (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    /// A mask of raw value `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// None.
    public static let none: GestureMask = []
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches `gesture` (a picture shows the view at rest; in a `ViewSession` fingers run it: drags, taps,
    /// long presses and gestures composed of them).
    public func gesture<G: Gesture>(_ gesture: G) -> some View { attaching(gesture) }
    /// Attaches `gesture`, with `mask` choosing which gestures respond (`.none` attaches nothing).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View {
        attaching(gesture, mask.contains(.gesture))
    }
    /// Attaches `gesture` alongside the view's own, with `mask` choosing which respond (in a session it
    /// runs as `gesture(_:)` does).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View {
        attaching(gesture, mask.contains(.gesture))
    }
    /// Attaches `gesture` before the view's own, with `mask` choosing which respond (in a session it runs
    /// as `gesture(_:)` does).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View {
        attaching(gesture, mask.contains(.gesture))
    }

    /// This view with `gesture`'s callbacks noted for a session's fingers: a drag's for drags, a tap's for
    /// taps, a long press's for held fingers.
    private func attaching<G: Gesture>(_ gesture: G, _ enabled: Bool = true) -> some View {
        let parts = enabled ? runnableParts(of: gesture) : GestureParts()
        return wrapped { node, context in
            if let drag = parts.drag { context.session.drags?.register(node, drag) }
            if let press = parts.longPress { context.session.drags?.register(node, press) }
            if let sequence = parts.pressThenDrag { context.session.drags?.register(node, sequence) }
            if let tap = parts.tap { _ = context.onTap(node) { tap.ended.forEach { $0() } } }
            return node
        }
    }
    /// Names this view's coordinate space for gestures and geometry readers inside it (kept: gesture
    /// locations are used once gestures run).
    public func coordinateSpace(name: String) -> some View { self }
    /// Names this view's coordinate space (iOS 17's form: `.coordinateSpace(.named("grid"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
    /// Makes this view's geometry one unit for animation (a picture at rest is unchanged by it).
    public func geometryGroup() -> some View { self }
    /// Attaches `gesture` alongside the view's own (in a session it runs as `gesture(_:)` does).
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { attaching(gesture) }
    /// Attaches `gesture` before the view's own (in a session it runs as `gesture(_:)` does).
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { attaching(gesture) }
    /// Runs `action` when tapped (in a `ViewSession`; a picture shows the view untapped).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        wrapped { node, context in context.onTap(node) { action() } }
    }
    /// Runs `action` when long-pressed: in a session, when a finger has stayed on the view for
    /// `minimumDuration` seconds without moving more than `maximumDistance` points.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void) -> some View {
        attaching(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }
    /// iOS 13's long press: `pressing` with true when a press begins and false when it ends, `action` when
    /// it completes (in a session).
    @available(*, deprecated, message: "use onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)?,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
    /// Runs `action` when long-pressed, and `onPressingChanged` with true when a press begins and false
    /// when it ends (in a session).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)?) -> some View {
        attaching(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onChanged { _ in onPressingChanged?(true) }
            .onEnded { _ in action(); onPressingChanged?(false) })
    }
    /// Whether taps reach this view and what is inside it (false: they pass through to what is behind).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        wrapped { node, _ in enabled ? node : HitTestingDisabled(node) }
    }
    /// The shape that receives taps (kept; hit testing uses the view's frame).
    public func contentShape<S: Shape>(_ shape: S) -> some View { self }
}

/// A view that taps pass through (see `View.allowsHitTesting(_:)`).
final class HitTestingDisabled: SingleChildModifier {
    init(_ child: Node) { super.init(child: child) }
    override var isHiddenFromHitTesting: Bool { true }
    override var dumpDetails: String { "no hit testing" }
}

extension GestureState {
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { box.token }
}

/// A gesture with an action for its end (SwiftUI's `_EndedGesture`, the type `onEnded(_:)` returns, as an
/// app's signatures name it).
public typealias _EndedGesture<Base: Gesture> = _CallbackGesture<Base>
/// A gesture with an action for its changes (SwiftUI's `_ChangedGesture`, what `onChanged(_:)` returns).
public typealias _ChangedGesture<Base: Gesture> = _CallbackGesture<Base>
/// A gesture that updates a gesture state (SwiftUI's `GestureStateGesture`, what `updating(_:body:)` returns).
public typealias GestureStateGesture<Base: Gesture, State> = _CallbackGesture<Base>
