import Canvas
import Foundation
import Widgets

// The layout and drawing values that animate in a session, each through `animatedValue` under its own
// slot: padding, a frame's lengths, a shape's corner radii and a solid fill's colour (interpolated in
// linear sRGB with its opacity, as SwiftUI's `Color.Resolved` is). Outside a session each is its target.

/// What animates of a view, under its identity: each modifier's or shape's values (SwiftUI's animatable
/// data, one slot a kind).
enum AnimatedSlot: Hashable {
    case padding, width, height, minWidth, maxWidth, minHeight, maxHeight, offset
    case cornerRadius, cornerRadii, lineWidth, color, fill, stroke
    case opacity, blur, rotation, rotation3D, scale
}

extension ViewContext {
    /// Insets that move to `insets` along the animation of the change that set them.
    func animatedInsets(_ slot: AnimatedSlot, _ insets: DirectionalInsets) -> DirectionalInsets {
        let v = animatedValue(slot, [insets.top, insets.leading, insets.bottom, insets.trailing])
        return DirectionalInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
    }

    /// A length that moves to `length` (nil and infinite lengths — "the view's own", "fill" — do not animate).
    func animatedLength(_ slot: AnimatedSlot, _ length: Double?) -> Double? {
        guard let length, length.isFinite else { return length }
        return animatedValue(slot, [length])[0]
    }

    /// `kind` with its corner radii moving to theirs.
    func animatedShape(_ kind: ShapeKind) -> ShapeKind {
        switch kind {
        case .roundedRect(let radius, let curve):
            return .roundedRect(radius: animatedValue(.cornerRadius, [radius])[0], curve: curve)
        case .roundedCorners(let r, let curve):
            let v = animatedValue(.cornerRadii, [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft])
            return .roundedCorners(CornerRadii(topLeft: v[0], topRight: v[1], bottomRight: v[2], bottomLeft: v[3]), curve: curve)
        default:
            return kind
        }
    }

    /// `fill` moving to its colour when it is one solid colour (a semantic one resolved in the colour
    /// scheme); gradients do not animate.
    func animatedFill(_ slot: AnimatedSlot, _ fill: Fill) -> Fill {
        guard session.animations != nil, isInSession else { return fill }
        let color: CanvasColor
        switch fill {
        case .color(let c): color = c
        case .semantic(let s): color = s.resolved(in: environment)
        case .gradient, .radialGradient, .conicGradient: return fill
        }
        let target = [Self.linear(color.red), Self.linear(color.green), Self.linear(color.blue), color.alpha]
        let v = animatedValue(slot, target)
        // At rest the fill is drawn as given (a session's picture at rest is the one-off picture).
        guard v != target else { return fill }
        return .color(CanvasColor(red: Self.encoded(v[0]), green: Self.encoded(v[1]), blue: Self.encoded(v[2]), alpha: v[3]))
    }

    /// An sRGB component in linear light.
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    /// A linear-light component encoded as sRGB.
    static func encoded(_ l: Double) -> Double {
        let l = max(0, l)
        return l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
    }
}
