/// Why a tree of nodes cannot be laid out: a node that is in it more than once (a retained node has one
/// place, one frame), or one that another tree took away.
public struct NodeTreeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong: the node and both places it was put.
    public let description: String

    /// An error described by `description`.
    public init(_ description: String) { self.description = description }
}
