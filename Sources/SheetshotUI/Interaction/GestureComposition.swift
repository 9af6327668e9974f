// Gestures made of two (SwiftUI's `SimultaneousGesture`, `ExclusiveGesture`, `SequenceGesture`), with
// their values as SwiftUI gives them. In a `ViewSession` a finger runs them: both parts of a simultaneous
// gesture; of an exclusive one, the first where it recognises the finger (a tap, a drag, a held finger),
// else the second; of a sequence of a long press then a drag, the drag once the press has ended with the
// finger still down (other sequences run their first gesture: a tap lifts the finger).

/// Two gestures recognised at once (SwiftUI's `SimultaneousGesture`).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of the two gestures, each nil until that gesture has a value.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// `first` and `second` at once.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first of two gestures that recognises the finger; the second only where the first fails
/// (SwiftUI's `ExclusiveGesture`).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture was recognised, with its value.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    /// The gesture tried first.
    public var first: First
    /// The gesture tried where the first fails.
    public var second: Second
    /// `first`, or `second` where `first` fails.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture, then another once it has ended (SwiftUI's `SequenceGesture`).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is: in its first gesture, or in its second (nil until that has a value) after
    /// the first ended with its value.
    public enum Value {
        /// The first gesture is happening.
        case first(First.Value)
        /// The first ended; the second's value.
        case second(First.Value, Second.Value?)
    }
    /// The gesture that comes first.
    public var first: First
    /// The gesture that follows it.
    public var second: Second
    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other` recognised at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    /// This gesture, or `other` where this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
    /// This gesture, then `other` once it has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
}

extension SimultaneousGesture: RunnableGesture where First: RunnableGesture, Second: RunnableGesture {
    func parts(_ sinks: GestureSinks<Value>) -> GestureParts {
        first.parts(sinks.map { Value(first: $0, second: nil) }).merged(with: second.parts(sinks.map { Value(first: nil, second: $0) }))
    }
}

extension ExclusiveGesture: RunnableGesture where First: RunnableGesture, Second: RunnableGesture {
    func parts(_ sinks: GestureSinks<Value>) -> GestureParts {
        first.parts(sinks.map { .first($0) }).preferred(over: second.parts(sinks.map { .second($0) }))
    }
}

/// The first gesture's last value, for the values of the second.
private final class LastValue<V> {
    var value: V?
}

extension SequenceGesture: RunnableGesture where First: RunnableGesture, Second: RunnableGesture {
    func parts(_ sinks: GestureSinks<Value>) -> GestureParts {
        let last = LastValue<First.Value>()
        // While the first happens: .first(value); when it ends: .second(value, nil) (a change, not the end).
        var a = GestureSinks<First.Value>()
        a.changed = [{ v in last.value = v; sinks.changed.forEach { $0(.first(v)) } }]
        a.update = [{ v in last.value = v; sinks.update.forEach { $0(.first(v)) } }]
        a.ended = [{ v in
            last.value = v
            sinks.update.forEach { $0(.second(v, nil)) }
            sinks.changed.forEach { $0(.second(v, nil)) }
        }]
        // Then the second's values, beside the first's last; its end is the sequence's.
        var b = GestureSinks<Second.Value>()
        b.changed = [{ v in if let first = last.value { sinks.changed.forEach { $0(.second(first, v)) } } }]
        b.update = [{ v in if let first = last.value { sinks.update.forEach { $0(.second(first, v)) } } }]
        b.ended = [{ v in if let first = last.value { sinks.ended.forEach { $0(.second(first, v)) } } }]
        b.reset = sinks.reset
        let firstParts = first.parts(a), secondParts = second.parts(b)
        if let press = firstParts.longPress, let drag = secondParts.drag {
            return GestureParts(pressThenDrag: PressThenDrag(press: press, drag: drag))
        }
        return firstParts
    }
}
