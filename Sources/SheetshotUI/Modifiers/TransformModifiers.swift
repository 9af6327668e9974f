import Widgets

/// An angle (SwiftUI's `Angle`), in degrees or radians; positive turns clockwise on screen.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// No turn.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// No turn.
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension View {
    /// The view drawn turned by `angle` about `anchor`, its layout unchanged (as SwiftUI's).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapped { node, context in
            TransformEffect(rotation: context.animatedValue("rotation", [angle.radians])[0], anchor: (Double(anchor.x), Double(anchor.y)), node)
        }
    }
    /// The view drawn scaled by `scale` about `anchor`, its layout unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: scale, y: scale, anchor: anchor) }
    /// The view drawn scaled by `scale`'s width and height about `anchor`, its layout unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { scaleEffect(x: scale.width, y: scale.height, anchor: anchor) }
    /// The view drawn scaled by `x` across and `y` down about `anchor`, its layout unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        wrapped { node, context in
            let s = context.animatedValue("scale", [Double(x), Double(y)])
            return TransformEffect(scale: (s[0], s[1]), anchor: (Double(anchor.x), Double(anchor.y)), node)
        }
    }
}
