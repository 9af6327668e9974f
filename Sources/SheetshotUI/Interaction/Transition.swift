/// How a view enters and leaves when it is inserted or removed (SwiftUI's `AnyTransition`). Kept for when
/// motion is played: a picture shows every view that is present, fully in place.
public struct AnyTransition: Sendable {
    enum Kind: Sendable {
        case identity, opacity, scale(Double, UnitPoint), move(Edge), offset(CGSize), slide, push(Edge)
        indirect case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        indirect case combined(AnyTransition, AnyTransition)
    }
    let kind: Kind
    /// The animation the transition uses, when it sets one.
    var animation: Animation?

    /// No change: the view appears and disappears at once.
    public static let identity = AnyTransition(kind: .identity)
    /// Fades in and out.
    public static let opacity = AnyTransition(kind: .opacity)
    /// Grows from nothing and shrinks to it, about the centre.
    public static let scale = AnyTransition(kind: .scale(0, .center))
    /// Grows from `scale` and shrinks to it, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: .scale(Double(scale), anchor)) }
    /// Slides in from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    /// Moves in from `offset` and out to it.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    /// Moves in from `(x, y)` and out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Slides in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition(kind: .slide)
    /// Pushes in from `edge`, the old view leaving to the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .push(edge)) }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion, removal: removal))
    }
    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(kind: .combined(self, other)) }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { var t = self; t.animation = animation; return t }
}

extension View {
    /// How this view enters and leaves (kept; a picture shows it in place).
    public func transition(_ transition: AnyTransition) -> some View { self }
}
