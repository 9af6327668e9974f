// The SwiftUI "Drawer" (Tre-Ellis-Cooper/Ex.Drawer) as its API reads — `Drawer { content } handle: { … }`
// with `.placement`, `.detents`, `.interactiveDetents`, `.cornerRadius` and `.panelStyle` — so code using
// it compiles here. Written from its rules (shared/REFERENCE.md): a panel 1.6 × its container pinned to an
// edge, covering a fraction of the container; content disabled unless the detent is interactive; a drag
// rubber-banded outside 0…1 and released to the detent nearest the predicted end, with `.snappy`. (A copy
// of the original's source in your target shadows this one, and compiles against SheetshotUI as well.)

/// A drawer's resting position: the fraction of its container it covers, clamped to 0…1 (a literal such
/// as `0.61` is a detent).
public struct Detent: ExpressibleByFloatLiteral, Hashable, Comparable, Sendable {
    /// Every detent a drawer can have.
    public static let all: ClosedRange<Detent> = 0.0 ... 1.0
    /// Not shown.
    public static let hidden: Detent = 0.0
    /// A lip: 5 % of the container.
    public static let small: Detent = 0.05
    /// Half the container.
    public static let medium: Detent = 0.5
    /// The whole container.
    public static let large: Detent = 1.0

    /// The fraction covered, 0…1.
    public let value: CGFloat

    /// The detent covering `value` of the container, clamped to 0…1 (not a number: 0).
    public init(floatLiteral value: Double) { self.init(value) }
    /// The detent covering `value` of the container, clamped to 0…1 (not a number: 0).
    public init(_ value: CGFloat) { self.value = value.isNaN ? 0 : min(max(value, 0), 1) }

    public static func < (lhs: Detent, rhs: Detent) -> Bool { lhs.value < rhs.value }
}

/// The edge of its container a drawer is pinned to.
public enum DrawerPlacement: Hashable, Sendable {
    /// The bottom edge (the default).
    case bottom
    /// The leading edge.
    case leading
    /// The top edge.
    case top
    /// The trailing edge.
    case trailing

    /// Whether the drawer moves up and down.
    var isVertical: Bool { self == .bottom || self == .top }
}

/// The name the Drawer's first version gave the placement.
public typealias DrawerPosition = DrawerPlacement

/// The handle a drawer has when given none: a clear strip 20 points deep along its pinned edge.
public struct DefaultDrawerHandle: View {
    let placement: DrawerPlacement
    /// The handle of a drawer at `placement`.
    public init(placement: DrawerPlacement) { self.placement = placement }
    public var body: some View {
        if placement.isVertical {
            Color.clear.frame(height: 20).contentShape(Rectangle())
        } else {
            Color.clear.frame(width: 20).contentShape(Rectangle())
        }
    }
}

/// A panel pinned to an edge of its container that can be dragged between detents, as the SwiftUI Drawer:
/// it fills its container (put it in a `ZStack` over your screen), covers the fraction of it its detent
/// says — starting at `.small`, as the original does — with `content` at the panel's pinned-far end and
/// `handle` over it.
public struct Drawer<Content: View, Handle: View>: View {
    let content: Content
    let handle: (DrawerPlacement) -> Handle
    var allDetents: Set<Detent> = []
    var interactive: Set<Detent> = []
    var radius: CGFloat = 0
    var style = AnyShapeStyle(Color.white)
    var edge: DrawerPlacement = .bottom

    /// A drawer of `content` with a handle built for its placement.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder handle: @escaping (DrawerPlacement) -> Handle) {
        self.content = content()
        self.handle = handle
    }
    /// A drawer of `content` with `handle`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder handle: @escaping () -> Handle) {
        self.init(content: content, handle: { _ in handle() })
    }

    public var body: some View {
        GeometryReader { proxy in
            DrawerPanel(content: content, handle: handle(edge), allDetents: allDetents, interactive: interactive, radius: radius,
                        style: style, edge: edge, container: proxy.size)
        }
    }

    /// The panel's corner radius (all four corners; 0 by default).
    public func cornerRadius(_ radius: CGFloat) -> Self { var d = self; d.radius = radius; return d }
    /// The panel's fill (white by default): a colour, a gradient or a material.
    public func panelStyle<S: ShapeStyle>(_ style: S) -> Self { var d = self; d.style = AnyShapeStyle(style); return d }
    /// The edge the drawer is pinned to.
    public func placement(_ placement: DrawerPlacement) -> Self { var d = self; d.edge = placement; return d }
    /// The edge the drawer is pinned to (the first version's name).
    public func position(_ position: DrawerPosition) -> Self { placement(position) }
    /// Where the drawer can rest (with none, it rests where it is released).
    public func detents(_ detents: [Detent]) -> Self { var d = self; d.allDetents = Set(detents); return d }
    /// Where the drawer can rest.
    public func detents(_ detents: Set<Detent>) -> Self { var d = self; d.allDetents = detents; return d }
    /// The detents at which the content can be used (elsewhere it is disabled).
    public func interactiveDetents(_ detents: [Detent]) -> Self { var d = self; d.interactive = Set(detents); return d }
    /// The detents at which the content can be used.
    public func interactiveDetents(_ detents: Set<Detent>) -> Self { var d = self; d.interactive = detents; return d }
}

extension Drawer where Handle == DefaultDrawerHandle {
    /// A drawer of `content` with the default handle (a clear 20-point strip).
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, handle: { DefaultDrawerHandle(placement: $0) })
    }
}

/// The drawer's panel in a container of known size, and its drag.
struct DrawerPanel<Content: View, Handle: View>: View {
    let content: Content
    let handle: Handle
    let allDetents: Set<Detent>
    let interactive: Set<Detent>
    let radius: CGFloat
    let style: AnyShapeStyle
    let edge: DrawerPlacement
    let container: CGSize

    @State private var detent = Detent.small
    @State private var ratio = Detent.small.value

    /// The panel is this much longer than its container, so a drag past the end never shows its far edge.
    static var panelScale: CGFloat { 1.6 }

    var body: some View {
        let extent = edge.isVertical ? container.height : container.width
        let panel = extent * Self.panelScale
        // How far the panel is moved from the container's origin along its axis.
        let shift: CGFloat = switch edge {
        case .bottom, .trailing: extent - extent * ratio
        case .top, .leading: extent * ratio - panel
        }
        let alignment: Alignment = switch edge {
        case .bottom: .top
        case .top: .bottom
        case .leading: .trailing
        case .trailing: .leading
        }
        let drag = DragGesture(minimumDistance: 10, coordinateSpace: .named("drawer"))
            .onChanged { ratio = Self.rubberBanded(detent.value - delta($0.translation, extent)) }
            .onEnded { value in
                let nearest = Self.nearest(to: detent.value - delta(value.predictedEndTranslation, extent), in: allDetents)
                detent = nearest
                withAnimation(.snappy(extraBounce: 0.1)) { ratio = nearest.value }
            }
        ZStack(alignment: alignment) {
            Color.clear
                .background(style, in: RoundedRectangle(cornerRadius: radius))
                .frame(width: edge.isVertical ? nil : panel, height: edge.isVertical ? panel : nil)
            content
                .disabled(!interactive.contains(detent))
                .frame(maxWidth: edge.isVertical ? nil : extent, maxHeight: edge.isVertical ? extent : nil)
            handle.gesture(drag)
        }
        .clipped()
        .offset(x: edge.isVertical ? 0 : shift, y: edge.isVertical ? shift : 0)
        .coordinateSpace(name: "drawer")
        .gesture(drag, including: interactive.contains(detent) ? .subviews : .gesture)
    }

    /// A drag's movement toward covering more of the container, as a fraction of it.
    private func delta(_ translation: CGSize, _ extent: CGFloat) -> CGFloat {
        guard extent > 0 else { return 0 }
        return switch edge {
        case .bottom: translation.height / extent
        case .top: -translation.height / extent
        case .leading: -translation.width / extent
        case .trailing: translation.width / extent
        }
    }

    /// `r` with the rubber band outside 0…1: 0.2·ln(r − (U − 1)) + U above, −0.2·ln(−r + (L + 1)) + L below.
    static func rubberBanded(_ r: CGFloat) -> CGFloat {
        let lower = Detent.all.lowerBound.value, upper = Detent.all.upperBound.value
        if r > upper { return 0.2 * log(r - (upper - 1)) + upper }
        if r < lower { return -0.2 * log(-r + (lower + 1)) + lower }
        return r
    }

    /// The detent of `detents` nearest `r` (with none, `r` itself, clamped).
    static func nearest(to r: CGFloat, in detents: Set<Detent>) -> Detent {
        detents.min { (abs($0.value - r), $0.value) < (abs($1.value - r), $1.value) } ?? Detent(r)
    }
}
