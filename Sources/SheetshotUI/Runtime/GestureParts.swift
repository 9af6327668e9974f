// What a session's fingers run of the gestures a view attaches: each gesture — a drag, tap or long press,
// with its callbacks, or gestures composed from them — comes down to parts a finger can drive (a drag, a
// tap, a long press, a long press then a drag), each holding every callback its values reach, already
// turned into the values of the gestures written around it.

/// What a drag runs: the gesture's minimum distance and its callbacks (those of the gestures composed
/// from it included).
struct DragHandlers {
    var minimumDistance: CGFloat = 10
    var changed: [(DragGesture.Value) -> Void] = []
    var ended: [(DragGesture.Value) -> Void] = []
    var update: [(DragGesture.Value) -> Void] = []
    var reset: [() -> Void] = []

    /// One drag running both's callbacks, beginning at the shorter distance.
    func merged(with other: DragHandlers) -> DragHandlers {
        DragHandlers(minimumDistance: min(minimumDistance, other.minimumDistance), changed: changed + other.changed,
                     ended: ended + other.ended, update: update + other.update, reset: reset + other.reset)
    }
}

/// What a tap or a long press runs: the callbacks on a `TapGesture` or `LongPressGesture` chain.
struct PressHandlers {
    /// 0 for a tap; the seconds a long press must last.
    var minimumDuration: Double = 0
    /// How far a long press's finger may move before it fails, in points.
    var maximumDistance: CGFloat = 10
    var ended: [() -> Void] = []
    /// How many taps a tap gesture asks for.
    var count = 1

    /// One press running both's callbacks (with this one's duration and distance).
    func merged(with other: PressHandlers) -> PressHandlers {
        var both = self
        both.ended += other.ended
        return both
    }
}

/// The callbacks a gesture's values go to in a session: its own and those of the gestures composed from it.
struct GestureSinks<V> {
    var changed: [(V) -> Void] = []
    var ended: [(V) -> Void] = []
    var update: [(V) -> Void] = []
    var reset: [() -> Void] = []

    /// The same callbacks, given values of another gesture turned into this one's by `wrap`.
    func map<U>(_ wrap: @escaping (U) -> V) -> GestureSinks<U> {
        GestureSinks<U>(changed: changed.map { c in { c(wrap($0)) } }, ended: ended.map { e in { e(wrap($0)) } },
                        update: update.map { u in { u(wrap($0)) } }, reset: reset)
    }
}

/// What a session's fingers run of a gesture: a drag, a tap, a long press, or a long press followed by a
/// drag of the same finger.
struct GestureParts {
    var drag: DragHandlers?
    var tap: PressHandlers?
    var longPress: PressHandlers?
    /// A long press and, once it has ended, a drag by the finger still down (`sequenced(before:)`).
    var pressThenDrag: PressThenDrag?

    /// Both gestures' parts; where both have one of a kind, one part running both's callbacks.
    func merged(with other: GestureParts) -> GestureParts {
        func both<T>(_ a: T?, _ b: T?, _ merge: (T, T) -> T) -> T? { a.flatMap { a in b.map { merge(a, $0) } } ?? a ?? b }
        return GestureParts(drag: both(drag, other.drag) { $0.merged(with: $1) }, tap: both(tap, other.tap) { $0.merged(with: $1) },
                            longPress: both(longPress, other.longPress) { $0.merged(with: $1) }, pressThenDrag: pressThenDrag ?? other.pressThenDrag)
    }

    /// This gesture's parts, and the other's of the kinds this one has none of: a finger that this gesture
    /// recognises never reaches the other (`exclusively(before:)`).
    /// (A session's tap is one tap: of a double tap tried before a single one, the single one runs.)
    func preferred(over other: GestureParts) -> GestureParts {
        var first = tap ?? other.tap
        if let tap, let single = other.tap, tap.count > 1, single.count == 1 { first = single }
        return GestureParts(drag: drag ?? other.drag, tap: first, longPress: longPress ?? other.longPress,
                            pressThenDrag: pressThenDrag ?? other.pressThenDrag)
    }
}

/// A long press and the drag that follows it once the press has ended.
struct PressThenDrag {
    let press: PressHandlers
    let drag: DragHandlers
}

/// A gesture a session's fingers can run.
protocol RunnableGesture: Gesture {
    /// The parts a finger runs, their values going to `sinks`.
    func parts(_ sinks: GestureSinks<Value>) -> GestureParts
}

extension DragGesture: RunnableGesture {
    func parts(_ sinks: GestureSinks<Value>) -> GestureParts {
        GestureParts(drag: DragHandlers(minimumDistance: minimumDistance, changed: sinks.changed, ended: sinks.ended, update: sinks.update,
                                        reset: sinks.reset))
    }
}

extension TapGesture: RunnableGesture {
    func parts(_ sinks: GestureSinks<Void>) -> GestureParts {
        GestureParts(tap: PressHandlers(ended: sinks.ended.map { ended in { ended(()) } }, count: count))
    }
}

extension LongPressGesture: RunnableGesture {
    func parts(_ sinks: GestureSinks<Bool>) -> GestureParts {
        // Its `onChanged` sees it held (true) once it has begun, then `onEnded` runs.
        GestureParts(longPress: PressHandlers(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                              ended: sinks.changed.map { c in { c(true) } } + sinks.ended.map { e in { e(true) } }))
    }
}

extension _CallbackGesture: RunnableGesture where Base: RunnableGesture {
    func parts(_ sinks: GestureSinks<Value>) -> GestureParts {
        // The callbacks nearest the gesture run first (`updating` before `onChanged`, as written).
        var sinks = sinks
        if let changed { sinks.changed.insert(changed, at: 0) }
        if let ended { sinks.ended.insert(ended, at: 0) }
        if let update { sinks.update.insert(update, at: 0) }
        if let reset { sinks.reset.insert(reset, at: 0) }
        return base.parts(sinks)
    }
}

/// The parts a session's fingers run of `gesture` (none for a gesture they cannot make, such as a pinch).
func runnableParts<G: Gesture>(of gesture: G) -> GestureParts {
    func open<R: RunnableGesture>(_ runnable: R) -> GestureParts { runnable.parts(GestureSinks<R.Value>()) }
    guard let runnable = gesture as? any RunnableGesture else { return GestureParts() }
    return open(runnable)
}

/// A gesture that may be absent (`.gesture(isLocked ? nil : DragGesture())`): nil attaches nothing.
extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
}

extension Optional: RunnableGesture where Wrapped: RunnableGesture {
    func parts(_ sinks: GestureSinks<Value>) -> GestureParts {
        switch self {
        case .some(let gesture): return gesture.parts(sinks)
        case .none: return GestureParts()
        }
    }
}
