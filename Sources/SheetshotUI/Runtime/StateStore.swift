import Canvas
import Foundation
import Widgets

// State that outlives one evaluation of a body: a session keeps each view's `@State` (and `@StateObject`)
// under the view's identity — its structural place in the tree: the chain of view types and their positions
// among their siblings — so a body evaluated again, after an action changed state, finds the values it
// had, as SwiftUI's does.

/// Where a session keeps state between evaluations.
@MainActor final class StateStore {
    private var boxes: [String: AnyObject] = [:]
    /// The changes made to the kept `@State` values, for the session's event log.
    let changes = StateChanges()
    /// The writes to the kept `@State` values during the action running now, with their transactions.
    let writes = StateWrites()
    /// The changes the session's own state and objects have seen (Runtime/ModelChanges.swift).
    let modelChanges = ModelChangeCounter()
    /// The bodies the views last returned, reused while their inputs are unchanged.
    let bodies: BodyCache

    init() { bodies = BodyCache(counting: modelChanges) }

    /// The box kept under `key`, or the one `make` makes, kept there from now on. (A new box, never the
    /// view's own: a view value used by two sessions — or built again — must not share its state.)
    func box<B: AnyObject>(at key: String, _ make: () -> B) -> B {
        for i in recorders.indices { recorders[i].insert(key) }
        if let kept = boxes[key] as? B { return kept }
        let box = make()
        boxes[key] = box
        return box
    }

    /// The keys of the boxes used by the views being built in each open recording (innermost last).
    private var recorders: [Set<String>] = []

    /// Starts noting the boxes the views built from now on use.
    func beginRecording() { recorders.append([]) }
    /// Stops the innermost recording and returns the keys of the boxes it saw.
    func endRecording() -> Set<String> { recorders.popLast() ?? [] }

    /// Forgets the boxes at `keys`: their views have left, and a view built there again starts afresh,
    /// as SwiftUI's state does.
    func discard(_ keys: Set<String>) {
        for key in keys { boxes[key] = nil }
    }

}

/// Hands out the places of a view's children, in the order they are built.
@MainActor final class ChildCounter {
    private var next: Int
    /// A counter whose next place is `start` (a view built again on its own keeps the place it had).
    init(startingAt start: Int = 0) { next = start }
    /// The place the next child will be given.
    var position: Int { next }
    func take() -> Int { defer { next += 1 }; return next }
}

extension ViewContext {
    /// An explicit id (`ForEach`'s, `.id(_:)`) as part of an identity: its whole description — a long one
    /// (URLs, paths, titles) kept short as its first 40 characters and a 64-bit FNV-1a hash of all of it, so
    /// ids that differ anywhere are different views.
    static func identityKey(of id: some Hashable) -> String {
        let description = String(describing: id)
        guard description.utf8.count > 60 else { return description }
        return String(description.prefix(40)) + "…" + hash(description)
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes, as 16 hexadecimal digits.
    static func hash(_ text: String) -> String {
        let hex = String(StableHash.fnv1a64(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The identity of the next child of the view being built: this view's identity, the child's type and
    /// its place among its siblings. Past 1,024 bytes (a view some fifteen levels deep) it is kept short — its
    /// start, a hash of all of it and its end — so a deep tree's identities do not grow with its depth.
    func childIdentity<V>(_ type: V.Type) -> String {
        let identity = self.place.identity + "/" + String(describing: type).prefix(60) + "#" + String(place.children.take())
        guard identity.utf8.count > 1_024 else { return identity }
        return String(identity.prefix(64)) + "…" + Self.hash(identity) + "…" + String(identity.suffix(96))
    }
}

/// The changes made to a session's `@State` values: which, from what, to what, and when (the time of the
/// action that made them). Written from wherever the app's code sets state, so it guards itself.
final class StateChanges: @unchecked Sendable {
    struct Change: Sendable { let time: Double, name: String, from: String, to: String }
    private let lock = NSLock()
    private var list: [Change] = []
    /// The time changes made now are noted at.
    private var clock = 0.0

    /// Notes that `name` went from `old` to `new` (when they read differently).
    func note<T>(_ name: String, from old: T, to new: T) {
        let from = Self.describe(old), to = Self.describe(new)
        guard from != to else { return }
        lock.lock(); defer { lock.unlock() }
        list.append(Change(time: clock, name: name, from: from, to: to))
    }

    /// Sets the time changes are noted at.
    func setTime(_ time: Double) { lock.lock(); clock = time; lock.unlock() }

    /// The changes noted since the last call, in the order they were made.
    func take() -> [Change] {
        lock.lock(); defer { lock.unlock() }
        defer { list = [] }
        return list
    }

    /// A value as the log shows it: strings quoted, anything long cut at 80 characters.
    static func describe<T>(_ value: T) -> String {
        var text = value as? String != nil ? String(reflecting: value) : String(describing: value)
        if text.count > 80 { text = String(text.prefix(79)) + "…" }
        return text
    }
}
