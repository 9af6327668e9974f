import Canvas
import SheetWidget
import Widgets

/// A modifier that moves how a view is drawn by a transform of its size (SwiftUI's `GeometryEffect`):
/// `effectValue(size:)` gives the transform, from the view's top-leading corner; the layout is unchanged.
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
    /// The transform of the view's drawing for its `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Geometry effects have no body: they are applied to the view's drawing.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied to the drawing, not through its body") }
}

/// A transform of the plane (SwiftUI's `ProjectionTransform`): the affine part of a 3 × 3 matrix is
/// drawn (the perspective row is dropped, as for `rotation3DEffect`).
public struct ProjectionTransform: Hashable, Sendable {
    /// The matrix's first row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The matrix's second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The matrix's third row (the translation, and the projective weight).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    /// The identity.
    public init() {}
    /// The transform `t`.
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty
    }
    /// The plane part of `t`.
    public init(_ t: CATransform3D) {
        m11 = t.m11; m12 = t.m12; m13 = t.m14; m21 = t.m21; m22 = t.m22; m23 = t.m24; m31 = t.m41; m32 = t.m42; m33 = t.m44
    }
    /// Whether it is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether it is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// This transform followed by `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
        r.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
        r.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
        r.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
        r.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
        r.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
        r.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
        r.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
        r.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
        return r
    }
    var canvas: Transform {
        let w = m33 != 0 && m33.isFinite ? Double(m33) : 1
        return Transform(a: Double(m11) / w, b: Double(m12) / w, c: Double(m21) / w, d: Double(m22) / w, tx: Double(m31) / w, ty: Double(m32) / w)
    }
}

/// Core Animation's 4 × 4 transform (`CATransform3D`), as geometry effects build it.
public struct CATransform3D: Hashable, Sendable {
    /// The matrix's first row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    /// The matrix's second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    /// The matrix's third row.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    /// The matrix's fourth row (the translation).
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
    /// The identity.
    public init() {}
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// A view drawn moved by a geometry effect's transform of its size.
final class GeometryEffectNode: SingleChildModifier {
    let effect: any GeometryEffect
    init(effect: any GeometryEffect, _ child: Node) { self.effect = effect; super.init(child: child) }

    override func draw(on canvas: Canvas, environment: Widgets.Environment) {
        let f = children[0].frame
        // The effect is the user's view modifier, isolated to the main actor where SheetshotUI draws (a
        // clip's worker draws the view unmoved).
        guard !SheetClip.isWorkerThread else { super.draw(on: canvas, environment: environment); return }
        nonisolated(unsafe) let effect = self.effect
        nonisolated(unsafe) var projection = ProjectionTransform()
        MainActor.assumeIsolated { projection = effect.effectValue(size: CGSize(width: f.width, height: f.height)) }
        let t = projection.canvas
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), abs(t.a * t.d - t.b * t.c) > 1e-12 else {
            if t.a == 0 || t.d == 0 { return }   // scaled to nothing: nothing is drawn
            super.draw(on: canvas, environment: environment); return
        }
        canvas.withSavedState {
            canvas.translate(f.minX, f.minY)
            canvas.concatenate(t)
            canvas.translate(-f.minX, -f.minY)
            super.draw(on: canvas, environment: environment)
        }
    }

    override var kind: String { "GeometryEffect" }
}
