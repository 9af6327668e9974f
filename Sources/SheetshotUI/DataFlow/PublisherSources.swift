import Foundation

// The publishers view models start chains from (Combine's `Empty`, `Fail`, `Future`, `Deferred`, a
// sequence's `publisher`) and the `Publishers` that combine others. All deliver synchronously: a value is
// delivered where it is sent, in the order sent.

/// A publisher that sends nothing and finishes at once, or never (Combine's `Empty`).
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes as soon as it is subscribed (otherwise it never does).
    public let completeImmediately: Bool
    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// An empty publisher of the types given.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if completeImmediately { completion(.finished) }
        return AnyCancellable {}
    }
}

/// A publisher that fails at once with an error (Combine's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure
    /// A publisher failing with `error`.
    public init(error: Failure) { self.error = error }
    /// A publisher of `outputType` failing with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        completion(.failure(error))
        return AnyCancellable {}
    }
}

/// One result, made once by a closure that runs when the future is made, sent to every subscriber
/// (Combine's `Future`).
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// What the closure calls with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private var result: Result<Output, Failure>?
    private var waiting: [(id: Int, receive: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []
    private var nextID = 0
    private let lock = NSLock()

    /// Runs `attemptToFulfill` now; the first result it gives its promise is the future's. The promise
    /// keeps the future (as Combine's does), so a result given later still reaches its subscribers.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { lock.unlock(); return }
        self.result = result
        let subscribers = waiting
        waiting = []
        lock.unlock()
        for subscriber in subscribers { Self.deliver(result, to: subscriber.receive, subscriber.completion) }
    }

    private static func deliver(_ result: Result<Output, Failure>, to receive: (Output) -> Void,
                                _ completion: (Subscribers.Completion<Failure>) -> Void) {
        switch result {
        case .success(let value): receive(value); completion(.finished)
        case .failure(let error): completion(.failure(error))
        }
    }

    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        lock.lock()
        if let result {
            lock.unlock()
            Self.deliver(result, to: receive, completion)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        waiting.append((id, receive, completion))
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.waiting.removeAll { $0.id == id }
            self.lock.unlock()
        }
    }
}

/// A publisher made anew by a closure for each subscriber (Combine's `Deferred`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher a subscriber gets.
    public let createPublisher: () -> DeferredPublisher
    /// A publisher made by `createPublisher` when subscribed.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        createPublisher().subscribe(receive: receive, completion: completion)
    }
    public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                           isLive: @escaping () -> Bool) -> AnyCancellable {
        createPublisher()._subscribe(receive: receive, completion: completion, isLive: isLive)
    }
}

/// Kinds of publisher (Combine's `Publishers`): the combinations of other publishers.
public enum Publishers {
    /// A sequence's elements, in order, then finished (`[1, 2, 3].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        /// The elements.
        public let sequence: Elements
        /// A publisher of `sequence`'s elements.
        public init(sequence: Elements) { self.sequence = sequence }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            _subscribe(receive: receive, completion: completion, isLive: { true })
        }
        /// Sends the elements while the subscriber is live: `(1...).publisher.first()` ends after one.
        public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                               isLive: @escaping () -> Bool) -> AnyCancellable {
            for element in sequence {
                guard isLive() else { return AnyCancellable {} }
                receive(element)
            }
            if isLive() { completion(.finished) }
            return AnyCancellable {}
        }
    }

    /// The values of many publishers of one type as each sends them; finished when all have, failed when one
    /// fails.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publishers merged.
        public let publishers: [Upstream]
        /// Merges `upstream`.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Merges `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            _subscribe(receive: receive, completion: completion, isLive: { true })
        }
        public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                               isLive: @escaping () -> Bool) -> AnyCancellable {
            let link = OperatorLink()
            var open = publishers.count
            guard open > 0 else { completion(.finished); return AnyCancellable {} }
            for publisher in publishers where !link.finished {
                link.hold(publisher._subscribe(receive: { if !link.finished { receive($0) } }, completion: { ending in
                    guard !link.finished else { return }
                    if case .finished = ending {
                        open -= 1
                        guard open == 0 else { return }
                    }
                    link.end()
                    completion(ending)
                }, isLive: { !link.finished && isLive() }))
            }
            return link.cancellable
        }
    }

    /// The values of two publishers as each sends them.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// The publishers combined, in order.
        public let a: A, b: B
        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            _subscribe(receive: receive, completion: completion, isLive: { true })
        }
        public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                               isLive: @escaping () -> Bool) -> AnyCancellable {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()])._subscribe(receive: receive, completion: completion, isLive: isLive)
        }
    }

    /// The values of three publishers as each sends them.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// The publishers combined, in order.
        public let a: A, b: B, c: C
        /// Merges `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            _subscribe(receive: receive, completion: completion, isLive: { true })
        }
        public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                               isLive: @escaping () -> Bool) -> AnyCancellable {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()])
                ._subscribe(receive: receive, completion: completion, isLive: isLive)
        }
    }

    /// The latest value of each of two publishers, each time either sends once both have; finished when
    /// both have, failed when one fails.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        /// The publishers combined, in order.
        public let a: A, b: B
        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            _subscribe(receive: receive, completion: completion, isLive: { true })
        }
        public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                               isLive: @escaping () -> Bool) -> AnyCancellable {
            let link = OperatorLink()
            let live = { !link.finished && isLive() }
            var latestA: A.Output?
            var latestB: B.Output?
            var open = 2
            let end: (Subscribers.Completion<Failure>) -> Void = { ending in
                guard !link.finished else { return }
                if case .finished = ending {
                    open -= 1
                    guard open == 0 else { return }
                }
                link.end()
                completion(ending)
            }
            link.hold(a._subscribe(receive: { value in
                guard !link.finished else { return }
                latestA = value
                if let latestB { receive((value, latestB)) }
            }, completion: end, isLive: live))
            link.hold(b._subscribe(receive: { value in
                guard !link.finished else { return }
                latestB = value
                if let latestA { receive((latestA, value)) }
            }, completion: end, isLive: live))
            return link.cancellable
        }
    }

    /// The latest value of each of three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, A.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        /// The publishers combined, in order.
        public let a: A, b: B, c: C
        /// Combines `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            _subscribe(receive: receive, completion: completion, isLive: { true })
        }
        public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                               isLive: @escaping () -> Bool) -> AnyCancellable {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }._subscribe(receive: receive, completion: completion, isLive: isLive)
        }
    }

    /// The latest value of each of four publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        /// The publishers combined, in order.
        public let a: A, b: B, c: C, d: D
        /// Combines `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            _subscribe(receive: receive, completion: completion, isLive: { true })
        }
        public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                               isLive: @escaping () -> Bool) -> AnyCancellable {
            CombineLatest(CombineLatest3(a, b, c), d).map { ($0.0.0, $0.0.1, $0.0.2, $0.1) }._subscribe(receive: receive, completion: completion, isLive: isLive)
        }
    }

    /// Pairs of two publishers' values, the first with the first and so on; finished when either has
    /// finished with nothing left to pair.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        /// The publishers combined, in order.
        public let a: A, b: B
        /// Zips `a` and `b`.
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            _subscribe(receive: receive, completion: completion, isLive: { true })
        }
        public func _subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                               isLive: @escaping () -> Bool) -> AnyCancellable {
            let link = OperatorLink()
            let live = { !link.finished && isLive() }
            var queueA: [A.Output] = []
            var queueB: [B.Output] = []
            var doneA = false
            var doneB = false
            let finishIfDrained = {
                if (doneA && queueA.isEmpty) || (doneB && queueB.isEmpty), !link.finished { link.end(); completion(.finished) }
            }
            let pair = {
                while !link.finished, !queueA.isEmpty, !queueB.isEmpty { receive((queueA.removeFirst(), queueB.removeFirst())) }
                finishIfDrained()
            }
            let fail: (Subscribers.Completion<Failure>) -> Void = { ending in
                if case .failure = ending, !link.finished { link.end(); completion(ending) }
            }
            link.hold(a._subscribe(receive: { if !link.finished { queueA.append($0); pair() } },
                                   completion: { ending in fail(ending); doneA = true; finishIfDrained() }, isLive: live))
            link.hold(b._subscribe(receive: { if !link.finished { queueB.append($0); pair() } },
                                   completion: { ending in fail(ending); doneB = true; finishIfDrained() }, isLive: live))
            return link.cancellable
        }
    }

    /// A connectable publisher connected when first subscribed (what `autoconnect()` gives).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public let upstream: Upstream
        /// Connects `upstream` when first subscribed.
        public init(upstream: Upstream) { self.upstream = upstream }
        public func subscribe(receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let subscription = upstream.subscribe(receive: receive, completion: completion)
            let connection = upstream.connect()
            return AnyCancellable { subscription.cancel(); connection.cancel() }
        }
    }
}

/// A publisher that delivers only once connected (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher: Publisher {
    /// Connects it; cancelling what it returns disconnects it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// The publisher, connected when first subscribed.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Sequence {
    /// The elements as a publisher, sent in order when subscribed.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Subscribers {
    /// How many values a subscriber asks for (Combine's `Subscribers.Demand`): here every publisher sends as
    /// values come, so a demand is only reported to `handleEvents` (and `flatMap` keeps to its `.max`).
    public struct Demand: Equatable, Hashable, Sendable {
        /// The most values asked for (nil: no limit).
        public let max: Int?
        /// As many values as are sent.
        public static let unlimited = Demand(max: nil)
        /// No values.
        public static let none = Demand(max: 0)
        /// At most `value` values.
        public static func max(_ value: Int) -> Demand { Demand(max: Swift.max(0, value)) }
    }
}

/// A subscriber's link to a publisher (Combine's `Subscription`).
public protocol Subscription: Cancellable {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Subscriptions with nothing behind them (Combine's `Subscriptions`).
public enum Subscriptions {
    /// A subscription that asks for nothing and cancels nothing.
    public static var empty: any Subscription { EmptySubscription() }
    private struct EmptySubscription: Subscription {
        func request(_ demand: Subscribers.Demand) {}
        func cancel() {}
    }
}
