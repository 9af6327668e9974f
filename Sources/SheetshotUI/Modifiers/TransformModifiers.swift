import Canvas
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

    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The opposite angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// The angle scaled by `factor`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle scaled by `factor`.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// The angle divided by `divisor`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Adds `rhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    /// Subtracts `rhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    /// Scales by `rhs`.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    /// Divides by `rhs`.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}

extension Angle: Animatable {
    /// The angle's radians, animated.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension View {
    /// The view drawn turned by `angle` about `anchor`, its layout unchanged (as SwiftUI's).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapped { node, context in
            TransformEffect(rotation: context.animatedValue(.rotation, [angle.radians])[0], anchor: (Double(anchor.x), Double(anchor.y)), node)
        }
    }
    /// The view drawn turned by `angle` about `axis` in depth, about `anchor`, its layout unchanged. The turn
    /// is drawn as its flat (orthographic) projection: exact for a turn in the screen's plane and for half
    /// and whole turns (a card flipped over), without the foreshortening of the perspective between — which
    /// is then reported as a warning.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        wrapped { node, context in
            let theta = context.animatedValue(.rotation3D, [angle.radians])[0]
            let ax = Double(axis.x), ay = Double(axis.y), az = Double(axis.z)
            let length = (ax * ax + ay * ay + az * az).squareRoot()
            guard length > 0, length.isFinite, theta.isFinite else { return node }
            let x: Double = ax / length, y: Double = ay / length, z: Double = az / length
            let c: Double = cos(theta), s: Double = sin(theta), k: Double = 1 - c
            // The top-left 2×2 of the rotation matrix (Rodrigues), in the screen's y-down coordinates.
            let a: Double = c + k * x * x, b: Double = s * z + k * x * y
            let cc: Double = k * x * y - s * z, d: Double = c + k * y * y
            let projection = Transform(a: a, b: b, c: cc, d: d, tx: 0, ty: 0)
            if abs(s) > 1e-6, abs(z) < 1 - 1e-9, perspective != 0 {
                context.diagnostics.warn("rotation3DEffect(\(String(format: "%g", angle.degrees))°) is drawn without perspective (its flat projection)")
            }
            let effect = TransformEffect(anchor: (Double(anchor.x), Double(anchor.y)), node)
            effect.projection = projection
            return effect
        }
    }
    /// The view drawn scaled by `scale` about `anchor`, its layout unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: scale, y: scale, anchor: anchor) }
    /// The view drawn scaled by `scale`'s width and height about `anchor`, its layout unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { scaleEffect(x: scale.width, y: scale.height, anchor: anchor) }
    /// The view drawn scaled by `x` across and `y` down about `anchor`, its layout unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        wrapped { node, context in
            let s = context.animatedValue(.scale, [Double(x), Double(y)])
            return TransformEffect(scale: (s[0], s[1]), anchor: (Double(anchor.x), Double(anchor.y)), node)
        }
    }
}

extension View {
    /// Mirrors this view in right-to-left layouts when `enabled` (an arrow that points forward).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        _RightToLeftFlip(content: self, enabled: enabled)
    }
}

/// A view mirrored in right-to-left layouts (see `View.flipsForRightToLeftLayoutDirection(_:)`).
public struct _RightToLeftFlip<Content: View>: View {
    let content: Content
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction
    /// The content, mirrored in right-to-left layouts when enabled.
    public var body: some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}
