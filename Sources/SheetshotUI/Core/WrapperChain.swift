import Widgets

extension Node {
    /// The first value `find` gives for this node or the nodes below it through single children — the
    /// wrappers modifiers add around a view (a padding, a frame, an accessibility element) — looking at
    /// most `depth` nodes down; nil when none gives one.
    func throughWrappers<T>(depth: Int = 16, _ find: (Node) -> T?) -> T? {
        var current: Node? = self
        var left = depth
        while let node = current, left > 0 {
            if let found = find(node) { return found }
            current = node.children.count == 1 ? node.children[0] : nil
            left -= 1
        }
        return nil
    }
}
