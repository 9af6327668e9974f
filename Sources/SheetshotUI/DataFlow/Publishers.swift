import Foundation
import Widgets

// Combine's core as SwiftUI code uses it (Combine is not on Linux): the `Publisher` protocol, subscriptions
// kept in `AnyCancellable`s, `Just`, subjects and `@Published`'s publisher. Everything delivers
// synchronously, where a value is sent, in the order sent, so pictures never depend on timing; the
// operators are in PublisherOperators.swift, the other sources in PublisherSources.swift and the timers,
// notifications and URL loads Foundation gives in SystemPublishers.swift. Views do not receive yet: a
// session's `onReceive` is warned about.

/// Something that delivers values over time (Combine's `Publisher`).
public protocol Publisher<Output, Failure> {
    /// What it delivers.
    associatedtype Output
    /// How it can fail.
    associatedtype Failure: Error
    /// Delivers values to `receive` (and completion to `completion`) until the returned subscription is
    /// cancelled.
    func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
    /// `subscribe(receive:completion:)` for a subscriber that can stop wanting values while they are being
    /// delivered (an operator such as `first()` or `prefix(_:)`): a synchronous source checks `isLive`
    /// before each value and stops when it says no, so `(1...).publisher.first()` ends. Operators pass it
    /// on; a publisher of yours need not implement it.
    func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    isLive: @escaping () -> Bool) -> AnyCancellable
}

extension Publisher {
    /// Subscribes without looking at `isLive` (what a publisher that delivers later, or only once, needs).
    public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                           isLive: @escaping () -> Bool) -> AnyCancellable {
        subscribe(receive: receive, completion: completion)
    }
}

/// What subscribers receive (Combine's `Subscribers`).
public enum Subscribers {
    /// How a publisher finished.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Something that can be cancelled (Combine's `Cancellable`).
public protocol Cancellable {
    /// Cancels it.
    func cancel()
}

extension Cancellable {
    /// Keeps the subscription in `set` (wrapped in an `AnyCancellable`, which cancels it when released).
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
    /// Keeps the subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// A subscription that is cancelled when cancelled or released (Combine's `AnyCancellable`).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var onCancel: (() -> Void)?
    /// A subscription cancelled by `cancel`.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    /// A subscription wrapping another.
    public init<C: Cancellable>(_ canceller: C) { onCancel = { canceller.cancel() } }
    deinit { onCancel?() }
    /// Cancels the subscription.
    public func cancel() { let c = onCancel; onCancel = nil; c?() }
    /// Keeps the subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Keeps the subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { collection.append(self) }
    /// Whether two cancellables are the same one.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    /// Hashes the cancellable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` at the end.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receive: receiveValue, completion: receiveCompletion)
    }
    /// The values transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        relayValues { value, send, _ in send(transform(value)) }
    }
    /// The values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayValues { value, send, _ in if isIncluded(value) { send(value) } }
    }
    /// The values delivered on `scheduler` (here: at once, where they are sent).
    public func receive<S>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    /// The values with repeats dropped.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> where Output: Equatable {
        perSubscription {
            var last: Output?
            return self.relayValues { (value: Output, send: (Output) -> Void, _) in
                if value != last { last = value; send(value) }
            }
        }
    }
    /// The values after each has been followed by `dueTime` of quiet (here: at once).
    public func debounce<S>(for dueTime: SchedulerStride, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    /// The values, each `interval` later (here: at once — a picture never waits on a clock).
    public func delay<S>(for interval: SchedulerStride, tolerance: SchedulerStride? = nil, scheduler: S, options: Any? = nil)
        -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    /// At most one value each `interval` (here: every value, at once).
    public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    /// The values, type-erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(live: { self._subscribe(receive: $0, completion: $1, isLive: $2) })
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receive: receiveValue, completion: { _ in })
    }
    /// Writes each value to `object`'s property at `keyPath`.
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { [weak object] in object?[keyPath: keyPath] = $0 }
    }
}

/// A publisher of any type (Combine's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    typealias Attach = (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void, @escaping () -> Bool) -> AnyCancellable
    let attach: Attach
    /// A publisher whose subscriptions `attach` makes (it ignores whether the subscriber is still live).
    init(_ attach: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        self.attach = { receive, completion, _ in attach(receive, completion) }
    }
    /// A publisher whose subscriptions `attach` makes, told whether the subscriber is still live.
    init(live attach: @escaping Attach) { self.attach = attach }
    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        attach(receive, completion, { true })
    }
    public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                           isLive: @escaping () -> Bool) -> AnyCancellable {
        attach(receive, completion, isLive)
    }
}

/// One value, delivered when subscribed (Combine's `Just`).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value.
    public let output: Output
    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }
    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receive(output); completion(.finished)
        return AnyCancellable {}
    }
}

/// Values sent by hand to every subscriber, in the order they subscribed (Combine's `PassthroughSubject`):
/// the same order on every run, so what subscribers do to a picture never depends on hashing.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private var subscribers: [(id: Int, receive: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []
    private var nextID = 0
    /// How the subject ended (nil: it has not): nothing is sent after it, and a later subscriber gets it at once.
    private(set) var ending: Subscribers.Completion<Failure>?
    /// A subject.
    public init() {}
    /// Sends `value` to every subscriber (a subscriber cancelled by an earlier one's delivery is skipped).
    public func send(_ value: Output) {
        guard ending == nil else { return }
        for subscriber in subscribers where subscribers.contains(where: { $0.id == subscriber.id }) { subscriber.receive(value) }
    }
    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) {
        guard ending == nil else { return }
        ending = completion
        let ended = subscribers
        subscribers = []
        for subscriber in ended { subscriber.completion(completion) }
    }
    /// Delivers the values sent from now on to `receive`, and the end to `completion`, until cancelled.
    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let ending { completion(ending); return AnyCancellable {} }
        let id = nextID
        nextID += 1
        subscribers.append((id, receive, completion))
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends an event.
    public func send() { send(()) }
}

/// A value whose changes are sent to every subscriber, the current one first (Combine's `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subject = PassthroughSubject<Output, Failure>()
    /// The current value (setting it sends it).
    public var value: Output { didSet { subject.send(value) } }
    /// A subject holding `value`.
    public init(_ value: Output) { self.value = value }
    /// Sets and sends `value`.
    public func send(_ value: Output) { self.value = value }
    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) { subject.send(completion: completion) }
    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let ending = subject.ending { completion(ending); return AnyCancellable {} }
        receive(value)
        return subject.subscribe(receive: receive, completion: completion)
    }
}

extension Published.Publisher: Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    /// The value now, then each new value as it is set.
    public func subscribe(receive: @escaping (Value) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receive(storage.value)
        return storage.changes.subscribe(receive: receive, completion: completion)
    }
}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    /// Changes are not delivered yet.
    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }
}

/// A publisher that never delivers here: timers and notifications, which on iOS fire on the machine's clock
/// or on other code's posts.
public struct SilentPublisher<Output>: Publisher {
    public typealias Failure = Never
    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }
    /// Connects the publisher (it still never fires).
    public func autoconnect() -> SilentPublisher<Output> { self }
    /// Connects the publisher (it still never fires).
    public func connect() -> AnyCancellable { AnyCancellable {} }
}

extension View {
    /// Runs `action` with each value `publisher` delivers — not yet here: a picture shows the view before
    /// any value arrived (as iOS draws it before a timer first fires); in a `ViewSession`, where values
    /// would arrive as time passes, the view is warned about.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        wrapped { node, context in
            if context.isInSession {
                context.diagnostics.warn("onReceive(\(P.self)): publishers do not deliver to views in a session yet")
            }
            return node
        }
    }
}

/// A span of time a scheduler waits, as Combine's schedulers write it (`.seconds(0.3)`, `.milliseconds(300)`,
/// or a number of seconds): what `debounce`, `delay` and `throttle` take. Pictures never wait on a clock,
/// so the span is kept, not waited.
public struct SchedulerStride: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The span in seconds.
    public var timeInterval: Double
    /// A span of `seconds`.
    public init(_ seconds: Double) { timeInterval = seconds }
    /// A span written as a number of seconds (`0.3`).
    public init(floatLiteral value: Double) { timeInterval = value }
    /// A span written as a whole number of seconds (`2`).
    public init(integerLiteral value: Int) { timeInterval = Double(value) }
    /// `seconds` seconds.
    public static func seconds(_ seconds: Double) -> SchedulerStride { SchedulerStride(seconds) }
    /// `seconds` seconds.
    public static func seconds(_ seconds: Int) -> SchedulerStride { SchedulerStride(Double(seconds)) }
    /// `milliseconds` thousandths of a second.
    public static func milliseconds(_ milliseconds: Int) -> SchedulerStride { SchedulerStride(Double(milliseconds) / 1e3) }
    /// `microseconds` millionths of a second.
    public static func microseconds(_ microseconds: Int) -> SchedulerStride { SchedulerStride(Double(microseconds) / 1e6) }
    /// `nanoseconds` billionths of a second.
    public static func nanoseconds(_ nanoseconds: Int) -> SchedulerStride { SchedulerStride(Double(nanoseconds) / 1e9) }
    /// Whether `a` is the shorter span.
    public static func < (a: SchedulerStride, b: SchedulerStride) -> Bool { a.timeInterval < b.timeInterval }
}
