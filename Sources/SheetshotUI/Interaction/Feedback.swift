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
                      replace = SymbolEffectKind(name: "replace"), breathe = SymbolEffectKind(name: "breathe"),
                      rotate = SymbolEffectKind(name: "rotate"), wiggle = SymbolEffectKind(name: "wiggle")
    /// The effect's variants (directions, layers, repetition): motion, not shown at rest.
    public var up: SymbolEffectKind { self }
    /// The effect downward (motion: the same still picture).
    public var down: SymbolEffectKind { self }
    /// The effect layer by layer.
    public var byLayer: SymbolEffectKind { self }
    /// The effect on the whole symbol.
    public var wholeSymbol: SymbolEffectKind { self }
    /// The effect one layer after another.
    public var iterative: SymbolEffectKind { self }
    /// The effect adding layer after layer.
    public var cumulative: SymbolEffectKind { self }
    /// The effect played back again.
    public var reversing: SymbolEffectKind { self }
    /// The effect not played back.
    public var nonReversing: SymbolEffectKind { self }
    /// The effect hiding layers not yet reached.
    public var hideInactiveLayers: SymbolEffectKind { self }
    /// The effect dimming layers not yet reached.
    public var dimInactiveLayers: SymbolEffectKind { self }
    /// A replacement moving down then up.
    public var downUp: SymbolEffectKind { self }
    /// A replacement moving up, both ways.
    public var upUp: SymbolEffectKind { self }
    /// A replacement fading off then up.
    public var offUp: SymbolEffectKind { self }
    /// A rotation clockwise.
    public var clockwise: SymbolEffectKind { self }
    /// A rotation counter-clockwise.
    public var counterClockwise: SymbolEffectKind { self }
}

/// How a symbol effect plays (SwiftUI's `SymbolEffectOptions`).
public struct SymbolEffectOptions: Hashable, Sendable {
    let name: String
    /// The default, repeating, not repeating.
    public static let `default` = SymbolEffectOptions(name: "default"), repeating = SymbolEffectOptions(name: "repeating"),
                      nonRepeating = SymbolEffectOptions(name: "nonRepeating")
    /// Repeating `count` times.
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { repeating }
    /// Played at `speed`.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { self.default }
    /// Repeating `count` times.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
    /// Played at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
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
    /// A symbol replaced by another with `effect`.
    public static func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default) -> ContentTransition { symbolEffect }
}

extension View {
    /// Plays `feedback` when `trigger` changes (kept; a picture has no feedback).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Plays a symbol effect when `value` changes (kept; at rest the symbol is drawn still).
    public func symbolEffect<T: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: T) -> some View { self }
    /// Plays a symbol effect while `isActive` (kept; at rest the symbol is drawn still).
    public func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    /// Plays feedback chosen by `feedback` when `trigger` changes (kept).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
    /// Plays `feedback` when `trigger` changes and `condition` says so (kept).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }
    /// How this view's content changes when it is replaced (kept; a picture shows the new content).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
