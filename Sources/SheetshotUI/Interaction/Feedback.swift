/// Haptic and audio feedback (SwiftUI's `SensoryFeedback`); nothing a picture shows.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// Common feedbacks.
    public static let success = SensoryFeedback(name: "success"), warning = SensoryFeedback(name: "warning"),
                      error = SensoryFeedback(name: "error"), selection = SensoryFeedback(name: "selection"),
                      increase = SensoryFeedback(name: "increase"), decrease = SensoryFeedback(name: "decrease"),
                      start = SensoryFeedback(name: "start"), stop = SensoryFeedback(name: "stop"),
                      alignment = SensoryFeedback(name: "alignment"), levelChange = SensoryFeedback(name: "levelChange")
    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    /// An impact's weight.
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
}

/// A symbol effect (SwiftUI's symbol effects: `.bounce`, `.pulse`, `.variableColor`…): motion, not shown
/// at rest.
public struct SymbolEffectKind: Hashable, Sendable {
    let name: String
    /// Common effects.
    public static let bounce = SymbolEffectKind(name: "bounce"), pulse = SymbolEffectKind(name: "pulse"),
                      variableColor = SymbolEffectKind(name: "variableColor"), scale = SymbolEffectKind(name: "scale"),
                      appear = SymbolEffectKind(name: "appear"), disappear = SymbolEffectKind(name: "disappear"),
                      replace = SymbolEffectKind(name: "replace")
}

/// How changed content transitions (SwiftUI's `ContentTransition`).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// Common transitions.
    public static let identity = ContentTransition(name: "identity"), opacity = ContentTransition(name: "opacity"),
                      interpolate = ContentTransition(name: "interpolate")
    /// Digits rolling to their new values.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A symbol replaced by another with an effect.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

extension View {
    /// Plays `feedback` when `trigger` changes (kept; a picture has no feedback).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Plays a symbol effect when `value` changes (kept; at rest the symbol is drawn still).
    public func symbolEffect<T: Equatable>(_ effect: SymbolEffectKind, value: T) -> some View { self }
    /// Plays a symbol effect while `isActive` (kept; at rest the symbol is drawn still).
    public func symbolEffect(_ effect: SymbolEffectKind, isActive: Bool = true) -> some View { self }
    /// How this view's content changes when it is replaced (kept; a picture shows the new content).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
