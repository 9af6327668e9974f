import Foundation

// Combine's operators, as view models chain them. Every publisher here delivers synchronously, where a
// value is sent, in the order it was sent, so what a chain does to a picture is the same on every run.
// Operators return `AnyPublisher` rather than Combine's `Publishers.Map<…>`-style types (code that names
// those types in a declaration does not compile; code that chains and erases does).

/// One subscription through an operator: whether it has finished, and what it holds upstream (cancelled
/// when it finishes or its subscriber cancels).
final class OperatorLink {
    private(set) var finished = false
    private var upstream: [AnyCancellable] = []

    /// Keeps `subscription` until the link ends (cancelling it at once when the link already has).
    func hold(_ subscription: AnyCancellable) {
        if finished { subscription.cancel() } else { upstream.append(subscription) }
    }
    /// Ends the link and cancels what it holds.
    func end() {
        finished = true
        let held = upstream
        upstream = []
        for subscription in held { subscription.cancel() }
    }
    /// The subscriber's handle: cancelling it ends the link.
    var cancellable: AnyCancellable { AnyCancellable { self.end() } }
}

extension Subscribers.Completion {
    /// The same completion with its failure transformed.
    func mapFailure<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}

extension Publisher {
    /// An operator: `onValue` and `onCompletion` see each of this publisher's events with the downstream's
    /// `send` and `finish` (which ends the subscription: nothing is delivered after it).
    func relay<T, F: Error>(onValue: @escaping (Output, _ send: (T) -> Void, _ finish: (Subscribers.Completion<F>) -> Void) -> Void,
                            onCompletion: @escaping (Subscribers.Completion<Failure>, _ send: (T) -> Void,
                                                     _ finish: (Subscribers.Completion<F>) -> Void) -> Void) -> AnyPublisher<T, F> {
        AnyPublisher(live: { receive, completion, isLive in
            let link = OperatorLink()
            let send: (T) -> Void = { if !link.finished { receive($0) } }
            let finish: (Subscribers.Completion<F>) -> Void = { ending in
                guard !link.finished else { return }
                link.end()
                completion(ending)
            }
            link.hold(self._subscribe(receive: { if !link.finished { onValue($0, send, finish) } },
                                      completion: { if !link.finished { onCompletion($0, send, finish) } },
                                      isLive: { !link.finished && isLive() }))
            return link.cancellable
        })
    }

    /// An operator with state of its own for each subscription: `make` builds the chain afresh each time.
    func perSubscription<T, F: Error>(_ make: @escaping () -> AnyPublisher<T, F>) -> AnyPublisher<T, F> {
        AnyPublisher(live: { make()._subscribe(receive: $0, completion: $1, isLive: $2) })
    }

    /// An operator that transforms values and passes the completion on unchanged.
    func relayValues<T>(_ onValue: @escaping (Output, _ send: (T) -> Void, _ finish: (Subscribers.Completion<Failure>) -> Void) -> Void)
        -> AnyPublisher<T, Failure> {
        relay(onValue: onValue, onCompletion: { ending, _, finish in finish(ending) })
    }

    /// An operator whose failure becomes any `Error`, for the `try` operators.
    func relayThrowing<T>(_ onValue: @escaping (Output, _ send: (T) -> Void) throws -> Void) -> AnyPublisher<T, Error> {
        relay(onValue: { value, send, finish in
            do { try onValue(value, send) } catch { finish(.failure(error)) }
        }, onCompletion: { ending, _, finish in finish(ending.mapFailure { $0 as Error }) })
    }

    // MARK: Transforming values

    /// The value at `keyPath` of each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { map { $0[keyPath: keyPath] } }
    /// The values at two key paths of each value.
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>) -> AnyPublisher<(T0, T1), Failure> {
        map { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) }
    }
    /// The values transformed by `transform`, which may throw: the first error ends the publisher with it.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> {
        relayThrowing { value, send in send(try transform(value)) }
    }
    /// The non-nil results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        relayValues { value, send, _ in if let result = transform(value) { send(result) } }
    }
    /// The non-nil results of `transform`, which may throw.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, Error> {
        relayThrowing { value, send in if let result = try transform(value) { send(result) } }
    }
    /// The values `isIncluded` accepts; it may throw.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, Error> {
        relayThrowing { value, send in if try isIncluded(value) { send(value) } }
    }
    /// Each value followed by the running result of `nextPartialResult`, starting from `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        perSubscription {
            var result = initialResult
            return self.relayValues { (value: Output, send: (T) -> Void, _) in
                result = nextPartialResult(result, value)
                send(result)
            }
        }
    }
    /// One value when the publisher finishes: `nextPartialResult` applied to every value in turn.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        perSubscription {
            var result = initialResult
            return self.relay(onValue: { (value: Output, _: (T) -> Void, _: (Subscribers.Completion<Failure>) -> Void) in
                result = nextPartialResult(result, value)
            }, onCompletion: { ending, send, finish in
                if case .finished = ending { send(result) }
                finish(ending)
            })
        }
    }
    /// Every value, in one array when the publisher finishes.
    public func collect() -> AnyPublisher<[Output], Failure> {
        perSubscription {
            var buffer: [Output] = []
            return self.relay(onValue: { (value: Output, _: ([Output]) -> Void, _: (Subscribers.Completion<Failure>) -> Void) in
                buffer.append(value)
            }, onCompletion: { ending, send, finish in
                if case .finished = ending { send(buffer) }
                finish(ending)
            })
        }
    }
    /// The values in arrays of `count` (the last one shorter), each sent when full.
    public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> {
        let size = Swift.max(1, count)
        return perSubscription {
            var buffer: [Output] = []
            return self.relay(onValue: { (value: Output, send: ([Output]) -> Void, _: (Subscribers.Completion<Failure>) -> Void) in
                buffer.append(value)
                if buffer.count == size { let full = buffer; buffer = []; send(full) }
            }, onCompletion: { ending, send, finish in
                if case .finished = ending, !buffer.isEmpty { send(buffer) }
                finish(ending)
            })
        }
    }
    /// No values: only the completion.
    public func ignoreOutput() -> AnyPublisher<Never, Failure> { relayValues { _, _, _ in } }

    // MARK: Choosing values

    /// The first value, then finished.
    public func first() -> AnyPublisher<Output, Failure> { first { _ in true } }
    /// The first value `predicate` accepts, then finished.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayValues { value, send, finish in if predicate(value) { send(value); finish(.finished) } }
    }
    /// The last value, when the publisher finishes.
    public func last() -> AnyPublisher<Output, Failure> { last { _ in true } }
    /// The last value `predicate` accepts, when the publisher finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        perSubscription {
            var last: Output?
            return self.relay(onValue: { (value: Output, _: (Output) -> Void, _: (Subscribers.Completion<Failure>) -> Void) in
                if predicate(value) { last = value }
            }, onCompletion: { ending, send, finish in
                if case .finished = ending, let last { send(last) }
                finish(ending)
            })
        }
    }
    /// The values after the first `count`.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        perSubscription {
            var left = count
            return self.relayValues { (value: Output, send: (Output) -> Void, _) in
                if left > 0 { left -= 1 } else { send(value) }
            }
        }
    }
    /// The values from the first one `predicate` rejects on.
    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        perSubscription {
            var dropping = true
            return self.relayValues { (value: Output, send: (Output) -> Void, _) in
                if dropping, predicate(value) { return }
                dropping = false
                send(value)
            }
        }
    }
    /// The first `maxLength` values, then finished.
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
        guard maxLength > 0 else { return Empty().eraseToAnyPublisher() }
        return perSubscription {
            var sent = 0
            return self.relayValues { (value: Output, send: (Output) -> Void, finish) in
                send(value)
                sent += 1
                if sent >= maxLength { finish(.finished) }
            }
        }
    }
    /// The values until `predicate` first rejects one, then finished.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayValues { value, send, finish in if predicate(value) { send(value) } else { finish(.finished) } }
    }
    /// `output` when the publisher finishes without a value.
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> {
        perSubscription {
            var any = false
            return self.relay(onValue: { (value: Output, send: (Output) -> Void, _: (Subscribers.Completion<Failure>) -> Void) in
                any = true
                send(value)
            }, onCompletion: { ending, send, finish in
                if case .finished = ending, !any { send(output) }
                finish(ending)
            })
        }
    }
    /// Each value with nil replaced by `output`.
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { map { $0 ?? output } }

    // MARK: Failures

    /// The failure transformed by `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        relay(onValue: { value, send, _ in send(value) }, onCompletion: { ending, _, finish in finish(ending.mapFailure(transform)) })
    }
    /// A failure replaced by one last value, `output`, and a normal finish.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        relay(onValue: { value, send, _ in send(value) }, onCompletion: { ending, send, finish in
            if case .failure = ending { send(output) }
            finish(.finished)
        })
    }
    /// A failure replaced by the publisher `handler` makes from it.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
        AnyPublisher(live: { receive, completion, isLive in
            let link = OperatorLink()
            let live = { !link.finished && isLive() }
            link.hold(self._subscribe(receive: { if !link.finished { receive($0) } }, completion: { ending in
                guard !link.finished else { return }
                switch ending {
                case .finished:
                    link.end()
                    completion(.finished)
                case .failure(let error):
                    link.hold(handler(error)._subscribe(receive: { if !link.finished { receive($0) } },
                                                        completion: { if !link.finished { link.end(); completion($0) } }, isLive: live))
                }
            }, isLive: live))
            return link.cancellable
        })
    }
    /// A failure replaced by the publisher `handler` makes from it; `handler` may throw.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> AnyPublisher<Output, Error> where P.Output == Output {
        self.catch { (failure: Failure) -> AnyPublisher<Output, Error> in
            do { return try handler(failure).mapError { $0 as Error } } catch { return Fail(error: error).eraseToAnyPublisher() }
        }
    }
    /// The publisher subscribed again after a failure, up to `retries` more times.
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> {
        AnyPublisher(live: { receive, completion, isLive in
            let link = OperatorLink()
            var left = Swift.max(0, retries)
            var attempt: AnyCancellable?
            // A publisher that fails while it is being subscribed is subscribed again by the loop, not from
            // inside its own failure: `Fail(…).retry(100_000)` runs in constant stack.
            var attaching = false, again = false
            func attach() {
                repeat {
                    again = false
                    attaching = true
                    attempt?.cancel()
                    attempt = self._subscribe(receive: { if !link.finished { receive($0) } }, completion: { ending in
                        guard !link.finished else { return }
                        if case .failure = ending, left > 0 {
                            left -= 1
                            if attaching { again = true } else { attach() }
                        } else {
                            link.end()
                            completion(ending)
                        }
                    }, isLive: { !link.finished && isLive() })
                    attaching = false
                } while again && !link.finished
            }
            attach()
            link.hold(AnyCancellable { attempt?.cancel() })
            return link.cancellable
        })
    }

    // MARK: Flattening

    /// The values of the publishers `transform` makes of each value, merged; finished when this publisher and
    /// every one it made have finished.
    /// At most `maxPublishers` of them are subscribed at once (`.max(1)`: one after another, in order);
    /// the values beyond wait their turn.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<T, Failure> where T == P.Output, P.Failure == Failure {
        mergeMapped(maxPublishers: maxPublishers, transform)
    }

    /// What every `flatMap` does (one name, so that no overload picks itself again).
    func mergeMapped<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
        let limit = Swift.max(1, maxPublishers.max ?? Int.max)
        return AnyPublisher(live: { receive, completion, isLive in
            let link = OperatorLink()
            let live = { !link.finished && isLive() }
            var active = 0, upstreamDone = false
            var waiting: [Output] = []
            var inners: [Int: AnyCancellable] = [:], nextKey = 0
            func finishIfDone() {
                if upstreamDone, active == 0, waiting.isEmpty, !link.finished { link.end(); completion(.finished) }
            }
            func start(_ value: Output) {
                active += 1
                let key = nextKey
                nextKey += 1
                var done = false
                let subscription = transform(value)._subscribe(receive: { if !link.finished { receive($0) } }, completion: { ending in
                    guard !link.finished, !done else { return }
                    done = true
                    // A finished publisher's subscription is let go (a long chain does not keep every one).
                    inners[key] = nil
                    if case .failure = ending { link.end(); completion(ending); return }
                    active -= 1
                    if !waiting.isEmpty { start(waiting.removeFirst()) } else { finishIfDone() }
                }, isLive: live)
                if !done, !link.finished { inners[key] = subscription }
            }
            link.hold(self._subscribe(receive: { value in
                guard !link.finished else { return }
                if active < limit { start(value) } else { waiting.append(value) }
            }, completion: { ending in
                guard !link.finished else { return }
                if case .failure = ending { link.end(); completion(ending); return }
                upstreamDone = true
                finishIfDone()
            }, isLive: live))
            link.hold(AnyCancellable {
                let open = inners.sorted { $0.key < $1.key }.map(\.value)
                inners = [:]
                for subscription in open { subscription.cancel() }
            })
            return link.cancellable
        })
    }
    /// `flatMap` of publishers that never fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, Failure> where P.Failure == Never {
        mergeMapped(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }

    // MARK: Combining

    /// The values of this publisher and `other`, as each is sent; finished when both have.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        Publishers.MergeMany([eraseToAnyPublisher(), other.eraseToAnyPublisher()]).eraseToAnyPublisher()
    }
    /// The values of this publisher and the others, as each is sent; finished when all have.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> AnyPublisher<Output, Failure>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.MergeMany([eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()]).eraseToAnyPublisher()
    }
    /// The latest value of this publisher and of `other`, each time either sends once both have.
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).eraseToAnyPublisher()
    }
    /// `transform` of the latest values of this publisher and `other`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure>
        where P.Failure == Failure {
        combineLatest(other).map { transform($0.0, $0.1) }
    }
    /// The latest values of this publisher and two others.
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> AnyPublisher<(Output, B.Output, C.Output), Failure>
        where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c).eraseToAnyPublisher()
    }
    /// `transform` of the latest values of this publisher and two others.
    public func combineLatest<B: Publisher, C: Publisher, T>(_ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T)
        -> AnyPublisher<T, Failure> where B.Failure == Failure, C.Failure == Failure {
        combineLatest(b, c).map { transform($0.0, $0.1, $0.2) }
    }
    /// Pairs of this publisher's and `other`'s values, the first with the first, and so on.
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        Publishers.Zip(self, other).eraseToAnyPublisher()
    }
    /// `transform` of pairs of this publisher's and `other`'s values.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure>
        where P.Failure == Failure {
        zip(other).map { transform($0.0, $0.1) }
    }
    /// `values` first, then this publisher's.
    public func prepend(_ values: Output...) -> AnyPublisher<Output, Failure> { prepend(values) }
    /// `values` first, then this publisher's.
    public func prepend<S: Sequence>(_ values: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
        Publishers.Sequence<S, Failure>(sequence: values).append(self)
    }
    /// This publisher's values, then `values` once it has finished.
    public func append(_ values: Output...) -> AnyPublisher<Output, Failure> { append(values) }
    /// This publisher's values, then `values` once it has finished.
    public func append<S: Sequence>(_ values: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
        append(Publishers.Sequence<S, Failure>(sequence: values))
    }
    /// This publisher's values, then `other`'s once it has finished.
    public func append<P: Publisher>(_ other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        AnyPublisher(live: { receive, completion, isLive in
            let link = OperatorLink()
            let live = { !link.finished && isLive() }
            link.hold(self._subscribe(receive: { if !link.finished { receive($0) } }, completion: { ending in
                guard !link.finished else { return }
                guard case .finished = ending else { link.end(); completion(ending); return }
                link.hold(other._subscribe(receive: { if !link.finished { receive($0) } },
                                           completion: { if !link.finished { link.end(); completion($0) } }, isLive: live))
            }, isLive: live))
            return link.cancellable
        })
    }

    // MARK: Scheduling and side effects

    /// The publisher, subscribed on `scheduler` (here: at once, where it is subscribed).
    public func subscribe<S>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    /// The publisher, failing after `interval` of quiet (here never: a picture never waits on a clock).
    public func timeout<S>(_ interval: SchedulerStride, scheduler: S, options: Any? = nil,
                           customError: (() -> Failure)? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    /// The publisher shared among its subscribers (here each subscriber subscribes upstream, which delivers
    /// the same values in the same order, since every publisher here is synchronous).
    public func share() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    /// The publisher, calling the closures given at each of its events.
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher(live: { receive, completion, isLive in
            receiveSubscription?(Subscriptions.empty)
            receiveRequest?(.unlimited)
            var ended = false
            let upstream = self._subscribe(receive: { receiveOutput?($0); receive($0) },
                                           completion: { ended = true; receiveCompletion?($0); completion($0) },
                                           isLive: { !ended && isLive() })
            return AnyCancellable {
                if !ended { ended = true; receiveCancel?() }
                upstream.cancel()
            }
        })
    }
    /// The publisher, printing each event (prefixed by `prefix`) to standard output, as Combine's `print` does.
    public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> {
        let lead = prefix.isEmpty ? "" : prefix + ": "
        return handleEvents(receiveSubscription: { _ in Swift.print("\(lead)receive subscription") },
                            receiveOutput: { Swift.print("\(lead)receive value: (\($0))") },
                            receiveCompletion: { ending in
                                switch ending {
                                case .finished: Swift.print("\(lead)receive finished")
                                case .failure(let error): Swift.print("\(lead)receive error: (\(error))")
                                }
                            },
                            receiveCancel: { Swift.print("\(lead)receive cancel") })
    }
}

extension Publisher where Failure == Never {
    /// The publisher, typed as one that can fail with `failureType` (it still never does).
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        AnyPublisher(live: { receive, completion, isLive in
            self._subscribe(receive: receive, completion: { _ in completion(.finished) }, isLive: isLive)
        })
    }
    /// `flatMap` from a publisher that never fails to ones that may.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, P.Failure> {
        setFailureType(to: P.Failure.self).mergeMapped(maxPublishers: maxPublishers, transform)
    }
    /// `flatMap` where neither publisher fails.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, Never> where P.Failure == Never {
        mergeMapped(maxPublishers: maxPublishers, transform)
    }
    /// The values as an asynchronous sequence (`for await value in publisher.values`), which ends when the
    /// publisher finishes.
    public var values: AsyncStream<Output> {
        AsyncStream { continuation in
            let subscription = self.subscribe(receive: { value in nonisolated(unsafe) let value = value; continuation.yield(value) }, completion: { _ in continuation.finish() })
            let box = UncheckedBox(subscription)
            continuation.onTermination = { _ in box.value.cancel() }
        }
    }
}

extension Publisher {
    /// The values as an asynchronous sequence that throws the publisher's failure.
    public var values: AsyncThrowingStream<Output, Error> {
        AsyncThrowingStream { continuation in
            let subscription = self.subscribe(receive: { value in nonisolated(unsafe) let value = value; continuation.yield(value) }, completion: { ending in
                switch ending {
                case .finished: continuation.finish()
                case .failure(let error): continuation.finish(throwing: error)
                }
            })
            let box = UncheckedBox(subscription)
            continuation.onTermination = { _ in box.value.cancel() }
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this one sent (each new one cancels the one before); finished when
    /// this one and the latest have.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> { switchingToLatest() }

    /// What every `switchToLatest` does (one name, so that no overload picks itself again). Each inner
    /// publisher has a generation: events of one that is no longer the latest are dropped, even when a new
    /// one arrives while it is being subscribed.
    func switchingToLatest() -> AnyPublisher<Output.Output, Failure> {
        AnyPublisher(live: { receive, completion, isLive in
            let link = OperatorLink()
            var outerDone = false, innerDone = true
            var generation = 0
            var inner: AnyCancellable?
            link.hold(self._subscribe(receive: { publisher in
                guard !link.finished else { return }
                generation += 1
                let mine = generation
                inner?.cancel()
                inner = nil
                innerDone = false
                let subscription = publisher._subscribe(receive: { if !link.finished, mine == generation { receive($0) } }, completion: { ending in
                    guard !link.finished, mine == generation else { return }
                    innerDone = true
                    if case .failure = ending { link.end(); completion(ending) } else if outerDone { link.end(); completion(.finished) }
                }, isLive: { !link.finished && mine == generation && isLive() })
                if mine == generation, !link.finished { inner = subscription } else { subscription.cancel() }
            }, completion: { ending in
                guard !link.finished else { return }
                outerDone = true
                if case .failure = ending { inner?.cancel(); link.end(); completion(ending) } else if innerDone { link.end(); completion(.finished) }
            }, isLive: { !link.finished && isLive() }))
            link.hold(AnyCancellable { inner?.cancel() })
            return link.cancellable
        })
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// The latest publisher's values, from a publisher that never fails of ones that may.
    public func switchToLatest() -> AnyPublisher<Output.Output, Output.Failure> {
        setFailureType(to: Output.Failure.self).switchingToLatest()
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// The latest publisher's values, where neither fails.
    public func switchToLatest() -> AnyPublisher<Output.Output, Never> { switchingToLatest() }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// The latest publisher's values, from a publisher that may fail of ones that never do.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
        map { $0.setFailureType(to: Failure.self) }.switchingToLatest()
    }
}

extension Publisher {
    /// The values decoded with `decoder` as `type`; a decoding error ends the publisher with it.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> AnyPublisher<Item, Error>
        where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }
    /// The values encoded with `encoder`; an encoding error ends the publisher with it.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> AnyPublisher<Coder.Output, Error> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}

/// A value kept for a closure that must be `@Sendable` (an async stream's termination handler, a
/// notification observer block).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
