import Canvas
import Widgets

// Anchors: a view's geometry passed up as a preference value and read in another view's coordinates
// (SwiftUI's `Anchor`, `anchorPreference`, `GeometryProxy.subscript(_:)`). An anchor stays opaque until a
// `GeometryReader` resolves it: the anchored view is laid out by then (an `overlayPreferenceValue`'s
// overlay is placed after its content), and the value is its frame, or a point of it, in the reader's
// own space.

/// A geometric value of a view (a rectangle or a point), to be read in another view's coordinates by a
/// `GeometryReader`'s proxy (SwiftUI's `Anchor`).
public struct Anchor<Value> {
    /// The view the anchor was made for (its frame once laid out).
    let box: AnchorBox
    /// The anchor's value for the view's frame, in the space the frame is given in.
    let source: Source

    /// What an anchor is made of: the value from the view's frame (SwiftUI's `Anchor.Source`).
    public struct Source {
        /// What the source is (`bounds`, `center`, `rect(…)`), for comparing anchors.
        let key: String
        let resolve: (CGRect) -> Value
        init(_ key: String, _ resolve: @escaping (CGRect) -> Value) { self.key = key; self.resolve = resolve }
    }

    /// The value with the view's frame measured from `origin` (in points, on the screen).
    func value(from origin: CGPoint) -> Value {
        let f = box.node?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return source.resolve(CGRect(x: f.minX - origin.x, y: f.minY - origin.y, width: f.width, height: f.height))
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors of the same source of the same view (by its place in the tree) are equal. Each build makes
    /// anchors anew, before layout, so an anchor of an unchanged view equals the one before;
    /// `onPreferenceChange` runs when an anchor comes, goes or moves to another view, not when only the
    /// view's frame changes.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.box.identity == b.box.identity && a.source.key == b.source.key }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Self { Self("bounds") { $0 } }
    /// `rect` in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Self {
        Self("rect(\(rect))") { CGRect(x: $0.minX + rect.minX, y: $0.minY + rect.minY, width: rect.width, height: rect.height) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `point` in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Self { Self("point(\(point))") { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) } }
    /// The point at `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Self {
        Self("unitPoint(\(unitPoint.x), \(unitPoint.y))") { CGPoint(x: $0.minX + $0.width * unitPoint.x, y: $0.minY + $0.height * unitPoint.y) }
    }
    /// The view's top-leading corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Self { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

/// Holds the node an anchor was made for, once it is built (strongly: an anchor kept from an earlier
/// build still reads the frame it had, and compares with the new one's).
final class AnchorBox {
    var node: Node?
    /// The anchored view's place in the tree (its identity), for comparing anchors across builds.
    var identity = ""
}

extension GeometryProxy {
    /// The value of `anchor` in this reader's coordinates (its top-leading corner at the origin).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(from: origin) }
}

extension View {
    /// Sets the preference `key` from an anchor of this view's geometry (SwiftUI's `anchorPreference`): a
    /// `GeometryReader` reading the value resolves it in its own coordinates.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        wrapped { node, context in
            let box = AnchorBox()
            box.node = node
            box.identity = context.place.identity
            context.collectors.preferences?.register(key)
            context.collectors.preferences?.add(key, transform(Anchor(box: box, source: value)))
            return node
        }
    }

    /// Changes the preference `key` with an anchor of this view's geometry (SwiftUI's
    /// `transformAnchorPreference`).
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        wrapped { node, context in
            let box = AnchorBox()
            box.node = node
            box.identity = context.place.identity
            context.collectors.preferences?.register(key)
            context.collectors.preferences?.transform(key) { transform(&$0, Anchor(box: box, source: value)) }
            return node
        }
    }
}
