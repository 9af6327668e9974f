/// A size offered to a view, either dimension possibly unspecified (SwiftUI's `ProposedViewSize`): nil asks
/// for the view's ideal length on that axis.
public struct ProposedViewSize: Hashable, Sendable {
    /// The offered width, or nil for the ideal one.
    public var width: CGFloat?
    /// The offered height, or nil for the ideal one.
    public var height: CGFloat?

    /// An offer of `width` and `height`.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// An offer of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Nothing offered: the ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// No room at all: the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unbounded room: the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The offer with unspecified dimensions taken from `size` (SwiftUI's default 10 × 10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
