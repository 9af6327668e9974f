/// Why a tree of nodes cannot be laid out: a node that is in it more than once (a retained node has one
/// place, one frame), or one that another tree took away.
public struct NodeTreeError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
