import Foundation
import SheetshotUI
import Testing

// Combine as view models chain it: each operator and source delivers what Combine delivers, in the same
// order, synchronously.

private struct Item: Codable, Equatable { var name: String }
private struct Boom: Error, Equatable { var code = 1 }

/// What a subscription received: values, then how it ended.
private final class Recorder<Value, Failure: Error> {
    var values: [Value] = []
    var ending: String?
    var cancellable: AnyCancellable?
    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
        cancellable = publisher.sink(receiveCompletion: { [unowned self] in
            switch $0 {
            case .finished: self.ending = "finished"
            case .failure(let error): self.ending = "failed \(error)"
            }
        }, receiveValue: { [unowned self] in self.values.append($0) })
    }
}

@Suite struct CombineTests {
    @Test func sourcesDeliverWhatCombineDoes() {
        let empty = Recorder(Empty<Int, Never>())
        #expect(empty.values.isEmpty && empty.ending == "finished")
        let never = Recorder(Empty<Int, Never>(completeImmediately: false))
        #expect(never.ending == nil)
        let fail = Recorder(Fail<Int, Boom>(error: Boom()))
        #expect(fail.values.isEmpty && fail.ending == "failed Boom(code: 1)")
        let sequence = Recorder([1, 2, 3].publisher)
        #expect(sequence.values == [1, 2, 3] && sequence.ending == "finished")

        var made = 0
        let deferred = Deferred { made += 1; return Just(made) }
        #expect(made == 0)
        #expect(Recorder(deferred).values == [1] && Recorder(deferred).values == [2])

        var runs = 0
        let future = Future<String, Boom> { promise in runs += 1; promise(.success("done")); promise(.success("again")) }
        #expect(runs == 1)
        let first = Recorder(future), second = Recorder(future)
        #expect(first.values == ["done"] && second.values == ["done"] && second.ending == "finished" && runs == 1)

        var fulfil: Future<Int, Boom>.Promise?
        let later = Future<Int, Boom> { fulfil = $0 }
        let waiting = Recorder(later)
        #expect(waiting.values.isEmpty && waiting.ending == nil)
        fulfil?(.failure(Boom(code: 7)))
        #expect(waiting.ending == "failed Boom(code: 7)")
    }

    @Test func transformingOperators() {
        #expect(Recorder([1, 2, 3, 4].publisher.compactMap { $0 % 2 == 0 ? "\($0)" : nil }).values == ["2", "4"])
        #expect(Recorder([1, 2, 3].publisher.scan(0, +)).values == [1, 3, 6])
        #expect(Recorder([1, 2, 3].publisher.reduce(10, +)).values == [16])
        #expect(Recorder([1, 2, 3].publisher.collect()).values == [[1, 2, 3]])
        #expect(Recorder([1, 2, 3, 4, 5].publisher.collect(2)).values == [[1, 2], [3, 4], [5]])
        #expect(Recorder([Item(name: "a")].publisher.map(\.name)).values == ["a"])
        #expect(Recorder([1, 2, 3].publisher.first()).values == [1])
        #expect(Recorder([1, 2, 3].publisher.first { $0 > 1 }).values == [2])
        #expect(Recorder([1, 2, 3].publisher.last()).values == [3])
        #expect(Recorder([1, 2, 3].publisher.dropFirst()).values == [2, 3])
        #expect(Recorder([1, 2, 3, 1].publisher.drop { $0 < 2 }).values == [2, 3, 1])
        #expect(Recorder([1, 2, 3].publisher.prefix(2)).values == [1, 2])
        #expect(Recorder([1, 2, 3, 1].publisher.prefix { $0 < 3 }).values == [1, 2])
        #expect(Recorder([1, 1, 2, 2, 1].publisher.removeDuplicates()).values == [1, 2, 1])
        #expect(Recorder(Empty<Int, Never>().replaceEmpty(with: 9)).values == [9])
        #expect(Recorder([Int?.none, 2].publisher.replaceNil(with: 0)).values == [0, 2])
        #expect(Recorder([1, 2].publisher.prepend(0).append(3, 4)).values == [0, 1, 2, 3, 4])
        let ignored = Recorder([1, 2].publisher.ignoreOutput())
        #expect(ignored.values.isEmpty && ignored.ending == "finished")

        let thrown = Recorder([1, 2, 3].publisher.tryMap { value -> Int in
            if value == 2 { throw Boom(code: 2) }
            return value * 10
        })
        #expect(thrown.values == [10] && thrown.ending == "failed Boom(code: 2)")
    }

    @Test func failuresAndRecovery() {
        let subject = PassthroughSubject<Int, Boom>()
        let replaced = Recorder(subject.replaceError(with: -1))
        let mapped = Recorder(subject.mapError { _ in URLError(.badURL) })
        let caught = Recorder(subject.catch { _ in Just(99) })
        subject.send(1)
        subject.send(completion: .failure(Boom()))
        subject.send(2)
        #expect(replaced.values == [1, -1] && replaced.ending == "finished")
        #expect(mapped.values == [1] && mapped.ending?.hasPrefix("failed") == true)
        #expect(caught.values == [1, 99] && caught.ending == "finished")

        var attempts = 0
        let retried = Recorder(Deferred { () -> AnyPublisher<Int, Boom> in
            attempts += 1
            return attempts < 3 ? Fail(error: Boom()).eraseToAnyPublisher() : Just(attempts).setFailureType(to: Boom.self).eraseToAnyPublisher()
        }.retry(5))
        #expect(retried.values == [3] && retried.ending == "finished" && attempts == 3)
        let exhausted = Recorder(Fail<Int, Boom>(error: Boom()).retry(2))
        #expect(exhausted.ending == "failed Boom(code: 1)")

        let json = Data(#"{"name":"Fern"}"#.utf8)
        #expect(Recorder(Just(json).decode(type: Item.self, decoder: JSONDecoder())).values == [Item(name: "Fern")])
        let bad = Recorder(Just(Data("{".utf8)).decode(type: Item.self, decoder: JSONDecoder()))
        #expect(bad.values.isEmpty && bad.ending?.hasPrefix("failed") == true)
        let round = Recorder(Just(Item(name: "Ivy")).encode(encoder: JSONEncoder()).decode(type: Item.self, decoder: JSONDecoder()))
        #expect(round.values == [Item(name: "Ivy")])
    }

    @Test func combiningPublishers() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let latest = Recorder(a.combineLatest(b) { "\($0)\($1)" })
        let zipped = Recorder(a.zip(b).map { "\($0)\($1)" })
        let c = PassthroughSubject<Int, Never>()
        let merged = Recorder(a.merge(with: c))
        let mergedType = Recorder(Publishers.Merge(a, c))
        a.send(1)
        a.send(2)
        b.send("x")
        c.send(7)
        a.send(3)
        b.send("y")
        b.send("z")
        #expect(latest.values == ["2x", "3x", "3y", "3z"])
        #expect(zipped.values == ["1x", "2y", "3z"])
        #expect(merged.values == [1, 2, 7, 3] && mergedType.values == [1, 2, 7, 3])
        a.send(completion: .finished)
        #expect(merged.ending == nil && zipped.ending == "finished")
        c.send(completion: .finished)
        #expect(merged.ending == "finished")

        let three = Recorder(Publishers.CombineLatest3(Just(1), Just("a"), Just(true)).map { "\($0)\($1)\($2)" })
        #expect(three.values == ["1atrue"] && three.ending == "finished")
        #expect(Recorder(Publishers.MergeMany([Just(1), Just(2), Just(3)])).values == [1, 2, 3])
    }

    @Test func flatteningPublishers() {
        let queries = PassthroughSubject<String, Never>()
        let results = Recorder(queries.flatMap { query in [query + "1", query + "2"].publisher })
        queries.send("a")
        queries.send("b")
        #expect(results.values == ["a1", "a2", "b1", "b2"])

        let pages = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let switched = Recorder(pages.switchToLatest())
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        pages.send(first)
        first.send(1)
        pages.send(second)
        first.send(2)
        second.send(3)
        #expect(switched.values == [1, 3])

        let failing = Recorder(Just(1).flatMap { _ in Fail<Int, Boom>(error: Boom(code: 4)) })
        #expect(failing.ending == "failed Boom(code: 4)")
    }

    @Test func sideEffectsAndCancelling() {
        var events: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.handleEvents(receiveSubscription: { _ in events.append("subscribed") },
                                                     receiveOutput: { events.append("value \($0)") },
                                                     receiveCancel: { events.append("cancelled") }))
        subject.send(5)
        recorder.cancellable?.cancel()
        subject.send(6)
        #expect(events == ["subscribed", "value 5", "cancelled"])
        #expect(recorder.values == [5])

        let published = Feed()
        let counts = Recorder(published.$items.map(\.count))
        published.items = ["a", "b"]
        #expect(counts.values == [0, 2], "the value now, then each change")
        // `assign(to: &$property)` writes the property (a view model's derived list).
        let source = PassthroughSubject<[String], Never>()
        source.map { $0.sorted() }.assign(to: &published.$items)
        source.send(["b", "a", "c"])
        #expect(published.items == ["a", "b", "c"] && counts.values == [0, 2, 3])
    }

    @Test func systemPublishers() {
        let name = Notification.Name("CombineTests.ping")
        let center = NotificationCenter()
        let received = Recorder(center.publisher(for: name).map(\.name.rawValue))
        center.post(name: name, object: nil)
        received.cancellable?.cancel()
        center.post(name: name, object: nil)
        #expect(received.values == ["CombineTests.ping"])

        let ticks = Recorder(Timer.publish(every: 1, on: .main, in: .common).autoconnect())
        let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
        #expect(ticks.values.isEmpty && ticks.ending == nil && Recorder(timer).values.isEmpty)

        let load = Recorder(URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!).map(\.data))
        #expect(load.values.isEmpty && load.ending == nil)
    }

    @Test func valuesAsAnAsyncSequence() async throws {
        var seen: [Int] = []
        for await value in [1, 2, 3].publisher.values { seen.append(value) }
        #expect(seen == [1, 2, 3])
        await #expect(throws: Boom.self) {
            for try await _ in Fail<Int, Boom>(error: Boom()).values {}
        }
    }

    /// What a second read of the operators found: each a case Combine handles that these did not.
    @Test func edgesCombineHandles() {
        // A synchronous source stops when its subscriber does: an endless sequence's first values end.
        #expect(Recorder((1...).publisher.first()).values == [1])
        #expect(Recorder((1...).publisher.prefix(3).map { $0 * 2 }).values == [2, 4, 6])
        #expect(Recorder(["a", "b"].publisher.zip((0...).publisher).map { "\($0)\($1)" }).values == ["a0", "b1"])
        #expect(Recorder(Publishers.Merge((1...).publisher, Just(0)).first { $0 > 2 }).values == [3])

        // A future fulfilled later reaches its subscriber though no one else keeps the future.
        var later: ((Result<Int, Never>) -> Void)?
        let recorder = Recorder(Deferred { Future<Int, Never> { later = $0 } })
        later?(.success(5))
        #expect(recorder.values == [5] && recorder.ending == "finished")

        // A timer's connection is kept as Combine keeps one.
        var bag = Set<AnyCancellable>()
        Timer.publish(every: 1, on: .main, in: .common).connect().store(in: &bag)
        #expect(bag.count == 1)

        // Retrying a publisher that fails at once runs in constant stack.
        var tries = 0
        let retried = Recorder(Deferred { () -> Fail<Int, Boom> in tries += 1; return Fail(error: Boom()) }.retry(100_000))
        #expect(tries == 100_001 && retried.ending == "failed Boom(code: 1)")

        // A subject remembers that it ended: later sends are dropped, later subscribers get the end at once.
        let subject = PassthroughSubject<Int, Never>()
        subject.send(completion: .finished)
        subject.send(1)
        let late = Recorder(subject)
        #expect(late.values.isEmpty && late.ending == "finished")
        let current = CurrentValueSubject<Int, Never>(3)
        current.send(completion: .finished)
        let lateCurrent = Recorder(current)
        #expect(lateCurrent.values.isEmpty && lateCurrent.ending == "finished")

        // One publisher at a time with `.max(1)`: the next waits for the one before to finish.
        let first = PassthroughSubject<String, Never>(), second = PassthroughSubject<String, Never>()
        let serial = Recorder([first, second].publisher.flatMap(maxPublishers: .max(1)) { $0 })
        second.send("early")
        first.send("a")
        first.send(completion: .finished)
        second.send("b")
        second.send(completion: .finished)
        #expect(serial.values == ["a", "b"] && serial.ending == "finished")

        // A new inner publisher sent while the latest is delivering replaces it.
        let outer = PassthroughSubject<CurrentValueSubject<Int, Never>, Never>()
        let replacement = CurrentValueSubject<Int, Never>(20)
        var switched: [Int] = []
        let keep = outer.switchToLatest().sink { value in
            switched.append(value)
            if value == 10 { outer.send(replacement) }
        }
        outer.send(CurrentValueSubject(10))
        replacement.send(21)
        #expect(switched == [10, 20, 21])
        _ = keep

        // switchToLatest where the outer publisher never fails and the inner ones may.
        let searches = PassthroughSubject<String, Never>()
        let results = Recorder(searches.map { query in Fail<String, Boom>(error: Boom(code: query.count)) }.switchToLatest())
        searches.send("abc")
        #expect(results.ending == "failed Boom(code: 3)")
    }
}

private final class Feed: ObservableObject { @Published var items: [String] = [] }
