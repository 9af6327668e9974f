import Foundation

// Core Graphics' colour (`CGColor`), as view code reads one: a fixed sRGB colour's components, from SwiftUI's
// `Color.cgColor` or UIKit's `UIColor.cgColor`, and back.

/// A colour as Core Graphics holds one (`CGColor`): sRGB components and alpha.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The components: red, green, blue and alpha, each 0…1.
    public let components: [CGFloat]?
    /// How many components (4).
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The alpha.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A colour of sRGB components (clamped to 0…1; NaN is 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }
        components = [clamp(red), clamp(green), clamp(blue), clamp(alpha)]
    }
    /// A colour of sRGB components (Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A grey of `gray` (0…1).
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The same colour at `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components else { return nil }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }
}

extension Color {
    /// The colour's Core Graphics form: its light appearance's sRGB components (SwiftUI gives nil for a
    /// colour that changes with the environment; here one that differs in dark mode gives nil too).
    public var cgColor: CGColor? {
        guard light == dark else { return nil }
        return CGColor(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    }
    /// The colour `cgColor` holds.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(.sRGB, red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(c[3]))
    }
}

extension UIColor {
    /// The colour's Core Graphics form, in its light appearance.
    public var cgColor: CGColor {
        return CGColor(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    }
}

/// A rotation by `angle` radians (Core Graphics' C-style `CGAffineTransformMakeRotation`).
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle) }
/// A scale by `sx` and `sy` (Core Graphics' C-style `CGAffineTransformMakeScale`).
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy) }
/// A move by `tx` and `ty` (Core Graphics' C-style `CGAffineTransformMakeTranslation`).
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: tx, y: ty) }
/// `t` then a rotation by `angle` radians (Core Graphics' C-style `CGAffineTransformRotate`).
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform { t.rotated(by: angle) }
/// `t` then a scale by `sx` and `sy` (Core Graphics' C-style `CGAffineTransformScale`).
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { t.scaledBy(x: sx, y: sy) }
/// `t` then a move by `tx` and `ty` (Core Graphics' C-style `CGAffineTransformTranslate`).
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform { t.translatedBy(x: tx, y: ty) }
/// `t1` then `t2` (Core Graphics' C-style `CGAffineTransformConcat`).
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform { t1.concatenating(t2) }
/// The transform that undoes `t` (Core Graphics' C-style `CGAffineTransformInvert`).
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
