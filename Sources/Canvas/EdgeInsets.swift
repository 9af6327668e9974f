/// Distances inward from each edge of a rectangle (safe areas, padding).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets from the four distances.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// Creates equal insets on all four sides.
    public init(all d: Double) { self.init(top: d, left: d, bottom: d, right: d) }

    /// No inset.
    public static let zero = EdgeInsets()

    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }
}
