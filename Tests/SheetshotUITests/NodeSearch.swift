import Widgets

/// The first node of `root`'s tree, depth first, that passes `test` (for finding a laid-out view's node).
func firstNode(in root: Node, where test: (Node) -> Bool) -> Node? {
    if test(root) { return root }
    for child in root.children { if let found = firstNode(in: child, where: test) { return found } }
    return nil
}
