import Widgets

/// How a view enters and leaves when it is inserted or removed (SwiftUI's `AnyTransition`). A picture shows
/// every view that is present, fully in place; in a `ViewSession` a view inserted or removed under an
/// animation comes in from, or leaves to, the transition's state along it (a removed view is still drawn,
/// where it was, until then). A view that names none moves by `.opacity`, as in SwiftUI.
public struct AnyTransition: Sendable {
    enum Kind: Sendable {
        case identity, opacity, scale(Double, UnitPoint), move(Edge), offset(CGSize), slide, push(Edge)
        indirect case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        indirect case combined(AnyTransition, AnyTransition)
        case modifier(ModifierTransition)
    }
    let kind: Kind
    /// The animation the transition uses, when it sets one.
    var animation: Animation?

    /// No change: the view appears and disappears at once.
    public static let identity = AnyTransition(kind: .identity)
    /// Fades in and out.
    public static let opacity = AnyTransition(kind: .opacity)
    /// iOS 17's blurring cross-fade, drawn as a fade (the blur is not drawn while it moves).
    public static let blurReplace = AnyTransition(kind: .opacity)
    /// iOS 17's blurring cross-fade, of a given kind (drawn as a fade).
    public static func blurReplace(_ configuration: BlurReplaceTransitionConfiguration = .downUp) -> AnyTransition { blurReplace }
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
    /// A transition of your own: `active` applied while the view is out, `identity` while it is in. A
    /// picture (and a view at rest) shows the view with `identity` applied; while a view comes and goes in
    /// a session it is drawn fading, with a warning (the modifiers themselves are not interpolated yet).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        // (Modifiers are values built and applied on the main actor, where views are.)
        nonisolated(unsafe) let resting = identity
        return AnyTransition(kind: .modifier(ModifierTransition(identity: { AnyView($0.modifier(resting)) })))
    }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { var t = self; t.animation = animation; return t }
}

extension AnyTransition {
    /// Whether the transition changes nothing.
    var isIdentity: Bool {
        switch kind {
        case .identity: return true
        case .asymmetric(let insertion, let removal): return insertion.isIdentity && removal.isIdentity
        case .combined(let a, let b): return a.isIdentity && b.isIdentity
        default: return false
        }
    }

    /// What the transition does to its view `amount` of the way from in place (0) to its own state (1),
    /// when the view is coming in (`inserting`) or leaving; leading and trailing follow the layout direction.
    func effect(_ amount: Double, inserting: Bool, rightToLeft: Bool) -> TransitionEffect {
        var effect = TransitionEffect()
        apply(amount, inserting: inserting, rightToLeft: rightToLeft, to: &effect)
        return effect
    }

    private func apply(_ a: Double, inserting: Bool, rightToLeft: Bool, to effect: inout TransitionEffect) {
        func move(_ edge: Edge) {
            let forward: Double = rightToLeft ? -1 : 1
            switch edge {
            case .top: effect.sizes.y -= a
            case .bottom: effect.sizes.y += a
            case .leading: effect.sizes.x -= a * forward
            case .trailing: effect.sizes.x += a * forward
            }
        }
        switch kind {
        case .identity: break
        case .opacity: effect.opacity *= min(1, max(0, 1 - a))
        case .scale(let s, let anchor):
            let k = 1 + a * (s - 1)
            effect.scale = (effect.scale.x * k, effect.scale.y * k)
            effect.anchor = (Double(anchor.x), Double(anchor.y))
        case .move(let edge): move(edge)
        case .offset(let size):
            effect.points.x += a * Double(size.width)
            effect.points.y += a * Double(size.height)
        case .slide: move(inserting ? .leading : .trailing)
        case .push(let edge):
            let opposite: [Edge: Edge] = [.top: .bottom, .bottom: .top, .leading: .trailing, .trailing: .leading]
            move(inserting ? edge : opposite[edge]!)
            effect.opacity *= min(1, max(0, 1 - a))
        case .asymmetric(let insertion, let removal):
            (inserting ? insertion : removal).apply(a, inserting: inserting, rightToLeft: rightToLeft, to: &effect)
        case .combined(let first, let second):
            first.apply(a, inserting: inserting, rightToLeft: rightToLeft, to: &effect)
            second.apply(a, inserting: inserting, rightToLeft: rightToLeft, to: &effect)
        case .modifier:
            effect.opacity *= min(1, max(0, 1 - a))
            if a > 0 { effect.approximation = "AnyTransition.modifier(active:identity:) is drawn as a fade while its view comes and goes" }
        }
    }

    /// The identity modifiers of the custom transitions in this one, applied to a view at rest.
    var restingModifiers: [@MainActor (AnyView) -> AnyView] {
        switch kind {
        case .modifier(let custom): return [custom.identity]
        case .asymmetric(let insertion, _): return insertion.restingModifiers   // in place, the view came in by its insertion
        case .combined(let a, let b): return a.restingModifiers + b.restingModifiers
        default: return []
        }
    }
}

/// A custom transition's resting modifier, applied to a view type-erased.
struct ModifierTransition: @unchecked Sendable {
    let identity: @MainActor (AnyView) -> AnyView
}

/// A view with the transition it comes and goes by (see `View.transition(_:)`).
public struct _TransitionModifier<Content: View>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    let transition: AnyTransition

    func makeNodes(in context: ViewContext) -> [Node] {
        var inner = context
        if let choice = context.place.slotPlace?.choice, choice.transition == nil { choice.transition = transition }
        // (Only the outermost transition of a slot's view counts.)
        inner.place.slotPlace = nil
        let resting = transition.restingModifiers
        guard !resting.isEmpty else { return SheetshotUI.makeNodes(content, in: inner) }
        // A custom transition's identity modifier is on its view whenever it is in place.
        return SheetshotUI.makeNodes(resting.reduce(AnyView(content)) { view, apply in apply(view) }, in: inner)
    }
}

extension View {
    /// How this view enters and leaves: in a `ViewSession`, when it is inserted or removed under an
    /// animation (a picture shows it in place).
    public func transition(_ transition: AnyTransition) -> some View { _TransitionModifier(content: self, transition: transition) }
}

/// How a blur-replace transition moves (SwiftUI's `BlurReplaceTransition.Configuration`).
public struct BlurReplaceTransitionConfiguration: Hashable, Sendable {
    let name: String
    /// Scaling down then up; up then down.
    public static let downUp = BlurReplaceTransitionConfiguration(name: "downUp"), upUp = BlurReplaceTransitionConfiguration(name: "upUp")
}
