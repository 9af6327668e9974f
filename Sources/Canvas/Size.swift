/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    /// Creates a size from its sides.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    /// Creates a size from labelled sides.
    public init(width: Double, height: Double) { self.width = width; self.height = height }

    /// A size with no extent.
    public static let zero = Size(0, 0)

    /// Whether either side is zero or negative.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    public var description: String { "\(width)×\(height)" }
}
