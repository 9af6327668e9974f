import Canvas
import Widgets

/// What taps run in a session — a button's action, a toggle's flip, an `onTapGesture` — noted against the
/// node that receives them (only in a session: a one-off picture's tree is not touched).
@MainActor final class TapActions {
    private var actions: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Notes that a tap on `node` runs `action`.
    func register(_ node: Node, _ action: @escaping @MainActor () -> Void) { actions[ObjectIdentifier(node)] = action }

    /// The action of the frontmost node under `point` in `root` (the last drawn, the deepest), if any.
    func action(at point: Point, in root: Node) -> (@MainActor () -> Void)? { frontmost(of: actions, at: point, in: root) }
}

/// What `table` holds for the frontmost node under `point` in `root` among the nodes it has an entry for,
/// found by Widgets' one hit test (`Node.hitTest(_:where:)`): the last drawn, the deepest; clips cut off
/// what lies outside them, so a row scrolled out of its list is not reached; hidden nodes and their
/// children are passed over.
func frontmost<T>(of table: [ObjectIdentifier: T], at point: Point, in root: Node) -> T? {
    root.hitTest(point) { table[ObjectIdentifier($0)] != nil }.flatMap { table[ObjectIdentifier($0)] }
}

extension ViewContext {
    /// `node`, noted as running `action` when tapped (in a session).
    func onTap(_ node: Node, _ action: @escaping @MainActor () -> Void) -> Node {
        if let after = place.afterTap {
            session.taps?.register(node) { action(); after() }
        } else {
            session.taps?.register(node, action)
        }
        return node
    }
}

/// What fingers that stay on the screen run in a session: the drag gestures and long presses attached to
/// nodes.
@MainActor final class DragActions {
    private var handlers: [ObjectIdentifier: DragHandlers] = [:]
    private var presses: [ObjectIdentifier: PressHandlers] = [:]
    private var sequences: [ObjectIdentifier: PressThenDrag] = [:]

    /// Notes that a drag starting on `node` runs `handlers`.
    func register(_ node: Node, _ handlers: DragHandlers) { self.handlers[ObjectIdentifier(node)] = handlers }
    /// Notes that a finger held on `node` runs the long press `handlers`.
    func register(_ node: Node, _ handlers: PressHandlers) { presses[ObjectIdentifier(node)] = handlers }
    /// Notes that a finger held on `node` runs the long press of `sequence`, then its drag.
    func register(_ node: Node, _ sequence: PressThenDrag) { sequences[ObjectIdentifier(node)] = sequence }

    /// The drag of the frontmost node under `point` in `root` (the last drawn, the deepest), if any.
    func handlers(at point: Point, in root: Node) -> DragHandlers? { frontmost(of: handlers, at: point, in: root) }
    /// The long press of the frontmost node under `point` in `root` that has one, if any.
    func press(at point: Point, in root: Node) -> PressHandlers? { frontmost(of: presses, at: point, in: root) }
    /// The long press followed by a drag of the frontmost node under `point` in `root` that has one, if any.
    func sequence(at point: Point, in root: Node) -> PressThenDrag? { frontmost(of: sequences, at: point, in: root) }
}
