import Widgets

/// A guide of one's own to line views up by (SwiftUI's `AlignmentID`): give its value for a view without
/// an explicit one, then make an alignment of it with `HorizontalAlignment(_:)` or `VerticalAlignment(_:)`
/// and set views' values with `alignmentGuide(_:computeValue:)`.
///
///     extension HorizontalAlignment {
///         private enum Labels: AlignmentID {
///             static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
///         }
///         static let labels = HorizontalAlignment(Labels.self)
///     }
public protocol AlignmentID {
    /// The guide's value for a view that has no explicit one, from the view's dimensions.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension AlignmentGuide {
    /// The guide of `id` on `axis`.
    static func of(_ id: any AlignmentID.Type, axis: Axis) -> AlignmentGuide {
        AlignmentGuide(axis: axis, name: String(describing: id), identity: ObjectIdentifier(id)) { d in
            Double(id.defaultValue(in: ViewDimensions(d)))
        }
    }
}

extension HorizontalAlignment {
    /// An alignment by the guide `id` (SwiftUI's `HorizontalAlignment(_:)`).
    public init(_ id: any AlignmentID.Type) { self = .custom(.of(id, axis: .horizontal)) }
}

extension VerticalAlignment {
    /// An alignment by the guide `id` (SwiftUI's `VerticalAlignment(_:)`).
    public init(_ id: any AlignmentID.Type) { self = .custom(.of(id, axis: .vertical)) }
}

/// A view's size and alignment guides, as an alignment guide's closure and default value see them
/// (SwiftUI's `ViewDimensions`). Horizontal values are from the view's leading edge.
public struct ViewDimensions: Equatable {
    let base: GuideDimensions

    init(_ base: GuideDimensions) { self.base = base }
    /// Dimensions of a view of `width` × `height` with no explicit guides.
    init(width: CGFloat, height: CGFloat) { self.init(GuideDimensions(width: Double(width), height: Double(height))) }

    /// The view's width.
    public var width: CGFloat { CGFloat(base.width) }
    /// The view's height.
    public var height: CGFloat { CGFloat(base.height) }
    /// Where `guide` is across the view: its explicit value, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(base[guide.guide]) }
    /// Where `guide` is down the view: its explicit value, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(base[guide.guide]) }
    /// The view's explicit value of `guide`, if one was set below it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { base[explicit: guide.guide].map { CGFloat($0) } }
    /// The view's explicit value of `guide`, if one was set below it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { base[explicit: guide.guide].map { CGFloat($0) } }

    /// Whether two views have the same size.
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.base.width == b.base.width && a.base.height == b.base.height
    }
}
