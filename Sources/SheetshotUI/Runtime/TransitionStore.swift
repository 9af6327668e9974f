import Widgets

// Views coming and going, in a session: the places where a view can be inserted or removed — an `if`'s
// content, each branch of an `if`/`else` or `switch`, each row of a `ForEach`, the view under an `.id` —
// are slots of their container. A view that fills a slot its container did not fill at the last commit,
// under an animation (the action's `withAnimation`, an enclosing `.animation(_:value:)`, or the transition's
// own), comes in by its transition (`.opacity` when it names none, as in SwiftUI); a view whose slot its
// container no longer fills is built again from what it was and drawn leaving by its transition, in its
// place, not hit-tested, until the animation ends. Several views written one after the other in a slot
// (`if show { dimming; panel }`) each have their own. Pictures taken at other times change nothing.

/// A session's slots: which views are in them, which are coming in and which are leaving.
@MainActor final class TransitionStore {
    /// A move of a slot's view in or out: its start and animation.
    struct Motion { let start: Double, animation: Animation }

    /// One slot of a container and the view in it.
    struct Slot {
        /// The identity of the container the slot belongs to.
        let container: String
        /// Where the slot's views go among the container's (a row's place; later parts for the views
        /// written one after another in one slot).
        var order: [Int]
        /// How the view comes and goes.
        var transition: AnyTransition
        /// Its view, built again (for drawing it while it leaves).
        var rebuild: @MainActor () -> [Node]
        /// The move in, when it came in under an animation.
        var insertion: Motion?
        /// The move out, once it has been removed.
        var removal: Motion?
        /// The keys of the state its views keep (forgotten when it has gone).
        var stateKeys: Set<String>
    }

    private var slots: [String: Slot] = [:]
    /// The keys of each container's slots (a container looks only at its own).
    private var keysByContainer: [String: Set<String>] = [:]

    /// Keeps `slot` at `key`.
    private func put(_ slot: Slot, at key: String) {
        slots[key] = slot
        keysByContainer[slot.container, default: []].insert(key)
    }

    /// Forgets the slot at `key`.
    private func remove(_ key: String) {
        guard let slot = slots.removeValue(forKey: key) else { return }
        keysByContainer[slot.container]?.remove(key)
    }
    /// Whether the build in progress commits an action (only such builds change what is in the slots).
    var commits = false
    /// The time being built.
    var now = 0.0
    /// The containers built at the last commit, and those built so far in the commit in progress.
    private var containersBefore: Set<String> = [], containersNow: Set<String> = []
    /// The slots filled so far in the commit in progress.
    private var filled: Set<String> = []

    /// Starts a committing build at `time`.
    func begin(at time: Double) { commits = true; now = time; containersNow = []; filled = [] }

    /// Ends a committing build: slots of containers it did not build are forgotten (their views went with
    /// an enclosing view, which carries them if it leaves).
    func end() {
        guard commits else { return }
        commits = false
        containersBefore = containersNow
        slots = slots.filter { containersNow.contains($0.value.container) }
        keysByContainer = keysByContainer.filter { containersNow.contains($0.key) }
    }

    /// Leaves a committing build that failed: what it noted is not kept.
    func cancel() { commits = false }

    /// Whether `motion` is still running at `time`.
    private static func running(_ motion: Motion, at time: Double) -> Bool {
        time - motion.start < motion.animation.totalDuration
    }

    /// Notes the view built in slot `key` of `container` in a committing build: a slot its container did not
    /// fill before — while the container was there — is an insertion, moving under `animation` (nil: it
    /// appears at once).
    func fill(_ key: String, of container: String, order: [Int], transition: AnyTransition,
              animation: (Animation, Double)?, stateKeys: Set<String>, rebuild: @escaping @MainActor () -> [Node]) {
        containersNow.insert(container)
        filled.insert(key)
        var insertion: Motion? = nil
        if let kept = slots[key], kept.removal == nil {
            insertion = kept.insertion
        } else if containersBefore.contains(container), let animation, !transition.isIdentity {
            insertion = Motion(start: animation.1, animation: animation.0)
        }
        put(Slot(container: container, order: order, transition: transition, rebuild: rebuild, insertion: insertion, removal: nil,
                 stateKeys: stateKeys), at: key)
    }

    /// The move in of the view in slot `key` when it is still running now.
    func insertion(at key: String) -> Motion? {
        guard let slot = slots[key], slot.removal == nil, let insertion = slot.insertion, Self.running(insertion, at: now) else { return nil }
        return insertion
    }

    /// In a committing build, takes away the view leaving slot `key` (one is being built there again, which
    /// starts afresh) and returns the keys of the state it kept.
    func reenter(_ key: String) -> Set<String> {
        guard commits, let slot = slots[key], slot.removal != nil else { return [] }
        remove(key)
        return slot.stateKeys
    }

    /// The views of `container` that are leaving now, in their places: in a committing build, the slots
    /// it filled before and not in this build start leaving under `animation` (nil: they go at once); a
    /// view gone has its state forgotten (`discard`).
    func leaving(from container: String, animation: (AnyTransition) -> (Animation, Double)?,
                 discard: (Set<String>) -> Void) -> [(order: [Int], slot: Slot, removal: Motion)] {
        if commits {
            containersNow.insert(container)
            for key in keysByContainer[container] ?? [] where !filled.contains(key) {
                guard let slot = slots[key] else { continue }
                if slot.removal == nil, let (a, start) = animation(slot.transition), !slot.transition.isIdentity {
                    slots[key]?.removal = Motion(start: start, animation: a)
                } else if slot.removal.map({ !Self.running($0, at: now) }) ?? true {
                    remove(key)
                    discard(slot.stateKeys)
                }
            }
        }
        // (In the order of their places, then of their keys: the same on every run.)
        return (keysByContainer[container] ?? [])
            .compactMap { key -> (key: String, slot: Slot, removal: Motion)? in
                guard let slot = slots[key], let removal = slot.removal, Self.running(removal, at: now) else { return nil }
                return (key, slot, removal)
            }
            .sorted { $0.slot.order == $1.slot.order ? $0.key < $1.key : $0.slot.order.lexicographicallyPrecedes($1.slot.order) }
            .map { ($0.slot.order, $0.slot, $0.removal) }
    }

    /// When the moves in and out started so far end (0 when none has run).
    var settledTime: Double {
        slots.values.reduce(0) { latest, slot in
            [slot.insertion, slot.removal].compactMap { $0 }.reduce(latest) { latest, motion in
                let end = motion.start + motion.animation.totalDuration
                return end.isFinite ? max(latest, end) : latest
            }
        }
    }
}

/// The transition a slot's view names with `.transition(_:)`, found while the view is built (the first,
/// outermost one counts); `split`: the slot's views were written one after another and each took a slot.
@MainActor final class TransitionChoice {
    var transition: AnyTransition?
    var split = false
}

/// The slot a view is being built in: its container, key and place, and where its transition is noted.
struct SlotPlace {
    let container: String
    let key: String
    let order: [Int]
    let choice: TransitionChoice
}

/// Views that hand their slot on to their content: a transition written on them, or on the view they
/// stand for, is the slot's (modifiers, groups, conditionals, `AnyView`, …); any other primitive view (a
/// stack, a list) keeps its children out of its slot.
@MainActor protocol SlotTransparent {}

extension ViewContext {
    /// The animation the changes made now get for a view moving by `transition`, and when it starts:
    /// the transition's own animation, else an enclosing `.animation(_:value:)`'s, else the action's.
    func transitionAnimation(_ transition: AnyTransition) -> (Animation, Double)? {
        let now = session.transitions?.now ?? 0
        if let own = transition.animation { return (own, now) }
        // A transaction that turns animations off passes over the views' own.
        if session.animations?.pending?.transaction.disablesAnimations == true { return nil }
        switch place.implicitAnimation {
        case .animate(let animation, let time)?: return (animation, time)
        case .disabled?: return nil
        case nil: return session.animations?.pending.flatMap { p in p.transaction.effectiveAnimation.map { ($0, p.time) } }
        }
    }

    /// The nodes of the view `build` makes in slot `key` of `container` (`order`: its place there): in a
    /// session, coming in by its transition when it has just been inserted.
    func slot(_ key: String, of container: String, order: [Int], _ build: @escaping @MainActor (ViewContext) -> [Node]) -> [Node] {
        guard session.transitions != nil else { return build(self) }
        // (Entering and leaving the slot are helpers, so the frame kept while the slot's views are built —
        // which may hold slots of their own, level after level — stays small.)
        let entered = enterSlot(key, of: container, order: order)
        let nodes = build(entered.inner)
        return leaveSlot(key, of: container, order: order, nodes: nodes, entered: entered, build)
    }

    /// What building a slot's views starts with: their context (filling the slot), the slot's transition
    /// choice, the place the views start counting from; state recording begun when committing.
    @inline(never)
    private func enterSlot(_ key: String, of container: String, order: [Int]) -> (inner: ViewContext, choice: TransitionChoice, position: Int) {
        let choice = TransitionChoice()
        var inner = self
        inner.place.slotPlace = SlotPlace(container: container, key: key, order: order, choice: choice)
        let position = place.children.position
        if let store = session.transitions {
            session.state?.discard(store.reenter(key))
            if store.commits { session.state?.beginRecording() }
        }
        return (inner, choice, position)
    }

    /// The slot's built views as they are drawn now (coming in by their transition), the slot noted for
    /// when its views leave.
    @inline(never)
    private func leaveSlot(_ key: String, of container: String, order: [Int], nodes: [Node],
                           entered: (inner: ViewContext, choice: TransitionChoice, position: Int),
                           _ build: @escaping @MainActor (ViewContext) -> [Node]) -> [Node] {
        guard let store = session.transitions else { return nodes }
        let (inner, choice, position) = entered
        let stateKeys = store.commits ? session.state?.endRecording() ?? [] : []
        // Views written one after another took a slot each.
        guard !choice.split else { return nodes }
        // A transition written inside a nested slot (an `if` in an `if`) is also its enclosing slot's, as
        // SwiftUI's view lists flatten conditionals.
        if let outer = place.slotPlace?.choice, outer.transition == nil, let named = choice.transition { outer.transition = named }
        let transition = choice.transition ?? .opacity
        if store.commits {
            // The view built again as it was, for while it leaves: same identity and place, its state as
            // kept, but noting no taps, lifecycle or slots of its own.
            var again = inner
            again.place.slotPlace = nil
            again.session.transitions = nil
            again.session.lifecycle = nil
            again.session.taps = nil
            again.session.drags = nil
            let rebuild: @MainActor () -> [Node] = {
                var context = again
                context.place.children = ChildCounter(startingAt: position)
                return build(context)
            }
            store.fill(key, of: container, order: order, transition: transition, animation: transitionAnimation(transition),
                       stateKeys: stateKeys, rebuild: rebuild)
        }
        guard let insertion = store.insertion(at: key) else { return nodes }
        let progress = insertion.animation.progress(at: store.now - insertion.start, initialVelocity: 0).value
        let effect = transition.effect(1 - progress, inserting: true, rightToLeft: environment.layoutDirection == .rightToLeft)
        if let approximation = effect.approximation { diagnostics.warn(approximation) }
        return nodes.map { effect.applied(to: $0, leaving: false) }
    }

    /// This container's views that are leaving now, each drawn by its transition, with their places.
    func leavingSlots() -> [(order: [Int], nodes: [Node])] {
        guard let store = session.transitions else { return [] }
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let state = session.state
        return store.leaving(from: place.identity, animation: { self.transitionAnimation($0) }, discard: { state?.discard($0) }).map { item in
            let progress = item.removal.animation.progress(at: store.now - item.removal.start, initialVelocity: 0).value
            let effect = item.slot.transition.effect(progress, inserting: false, rightToLeft: rightToLeft)
            if let approximation = effect.approximation { diagnostics.warn(approximation) }
            return (item.order, item.slot.rebuild().map { effect.applied(to: $0, leaving: true) })
        }
    }

    /// `current` (the views in this container's slots now, with their places) and the views leaving it,
    /// in order (a leaving view before a current one at the same place).
    func withLeaving(_ current: [(order: [Int], nodes: [Node])]) -> [Node] {
        let leaving = leavingSlots()
        guard !leaving.isEmpty else { return current.flatMap(\.nodes) }
        var all = current.map { (order: $0.order, leaving: 1, nodes: $0.nodes) } + leaving.map { (order: $0.order, leaving: 0, nodes: $0.nodes) }
        all.sort { ($0.order + [$0.leaving]).lexicographicallyPrecedes($1.order + [$1.leaving]) }
        return all.flatMap(\.nodes)
    }
}
