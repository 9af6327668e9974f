// Scoped transactions, as SwiftUI's: each state write carries the transaction current when it was made —
// the innermost `withAnimation` or `withTransaction` around it, none outside them — so in
// `x = 1; withAnimation { y = 2 }` only `y`'s change animates. `withAnimation` sets the transaction for its
// body and puts the outer one back after (a task-local value, as OpenSwiftUI's `withTransaction` saves and
// restores its own). A session groups an action's writes by their transactions and commits the groups in
// the order they were made, each moving what it changed along its own animation (`ViewSession`).

import Foundation

/// The transaction a state write is made in: its animation, and whether it turns off the animations the
/// views ask for (`Transaction.disablesAnimations`).
struct WriteTransaction: Hashable, Sendable {
    /// The animation the changes move along (nil: they jump, unless a view animates them itself).
    var animation: Animation?
    /// Whether the changes jump whatever animation views ask for (`.animation(_:value:)`).
    var disablesAnimations = false
    /// Whether the write takes the animation the action it is part of used (a gesture state's return at the
    /// gesture's end, made in one update with what `onEnded` changes, as SwiftUI's is).
    var followsAction = false

    /// The animation its changes move along: none when it turns animations off.
    var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }

    /// The transaction of the code running now: the innermost `withAnimation`'s or `withTransaction`'s.
    @TaskLocal static var current = WriteTransaction()

    /// Runs `body` with `transaction` as the current one, putting the outer one back after.
    static func with<Result>(_ transaction: WriteTransaction, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(transaction, operation: body)
    }
}

/// The session action running now, bound around it by the session (a task-local value, so nothing of one
/// action is left for the next, and nested actions keep their own): its time, and the animation
/// `withAnimation` or a transaction used in it, which the changes no write notes (an observable object's)
/// take.
final class ActionScope: @unchecked Sendable {
    /// The time of the action, in the session's seconds.
    let time: Double
    private let lock = NSLock()
    private var noted: Animation?
    private var open = true

    init(time: Double) { self.time = time }

    /// The action running now (nil outside a session's action). A task the action starts inherits it, but
    /// once the action has returned the scope is closed (see `isOpen`).
    @TaskLocal static var current: ActionScope?

    /// Whether the action is still running: a task it started that resumes later (after a sleep) runs in a
    /// closed scope, and its changes are not taken, as a session runs a task only up to its first wait.
    var isOpen: Bool { lock.lock(); defer { lock.unlock() }; return open }

    /// Closes the scope when the action returns.
    func close() { lock.lock(); open = false; lock.unlock() }

    /// The animation the action used last (nil: none).
    var animation: Animation? { lock.lock(); defer { lock.unlock() }; return noted }

    /// Notes that the action used `animation` (unless `keepingFirst` and one is noted already); nothing once
    /// the scope is closed.
    func use(_ animation: Animation, keepingFirst: Bool = false) {
        lock.lock(); defer { lock.unlock() }
        guard open, !(keepingFirst && noted != nil) else { return }
        noted = animation
    }
}

/// The state writes made during a session's action, each with its transaction, in the order made: what
/// lets the session commit them group by group. Written from wherever the app's code sets state (a
/// test's main actor need not be the main thread), so it guards itself.
final class StateWrites: @unchecked Sendable {
    /// One write: how to put the box back as it was before it, and to make it again.
    struct Write {
        let transaction: WriteTransaction
        let revert: () -> Void
        let apply: () -> Void
    }

    private var list: [Write] = []
    private let lock = NSLock()

    /// Notes a write made now.
    func record(_ write: Write) {
        lock.lock(); defer { lock.unlock() }
        list.append(write)
    }

    /// The writes noted since the last call, in the order made.
    func take() -> [Write] {
        lock.lock(); defer { lock.unlock() }
        defer { list = [] }
        return list
    }

    /// `writes` in runs of one transaction, in the order made; a write that follows its action takes
    /// `action`'s animation (the action's `withAnimation`, if it used one).
    static func groups(_ writes: [Write], action: Animation?) -> [(transaction: WriteTransaction, writes: [Write])] {
        var groups: [(transaction: WriteTransaction, writes: [Write])] = []
        for write in writes {
            let transaction = write.transaction.followsAction ? WriteTransaction(animation: action) : write.transaction
            if let last = groups.last, last.transaction == transaction { groups[groups.count - 1].writes.append(write) }
            else { groups.append((transaction, [write])) }
        }
        return groups
    }
}
