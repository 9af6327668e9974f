import Foundation

/// Core Animation's layer, as UIKit views have one (`view.layer`): its geometry and appearance held, its
/// sublayers kept. A layer is not drawn here: a `UIView`'s picture is what its representable draws.
open class CALayer: @unchecked Sendable {
    /// The layer's frame in its superlayer.
    open var frame: CGRect = .zero
    /// The layer's bounds.
    open var bounds: CGRect { get { CGRect(origin: .zero, size: frame.size) } set { frame.size = newValue.size } }
    /// Its position (its centre, by default anchor).
    open var position: CGPoint { get { CGPoint(x: frame.midX, y: frame.midY) } set {
        frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) } }
    /// The corner radius.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped.
    open var masksToBounds = false
    /// The opacity, 0…1.
    open var opacity: Float = 1
    /// Whether it is hidden.
    open var isHidden = false
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The shadow's opacity.
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The layer's z-position.
    open var zPosition: CGFloat = 0
    /// The sublayers.
    open private(set) var sublayers: [CALayer]?
    /// The layer this one is in.
    open private(set) weak var superlayer: CALayer?
    /// A layer.
    public required init() {}
    /// Adds `layer` on top.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }
    /// Inserts `layer` at `index`.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }
    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    /// Marks the layer to be redrawn (nothing to redraw here).
    open func setNeedsDisplay() {}
    /// Marks the layer's sublayers to be laid out.
    open func setNeedsLayout() {}
}
