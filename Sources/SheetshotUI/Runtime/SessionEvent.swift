import Foundation

/// Something that happened in a `ViewSession`, at a time on its clock: an input (a tap, a touch, a drag),
/// a `@State` value changing, or the presented sheet moving.
public struct SessionEvent: Sendable, Equatable, Codable, CustomStringConvertible {
    /// What kind of thing happened.
    public enum Kind: String, Sendable, Codable {
        /// A tap, touch or drag, and what it reached.
        case input
        /// A `@State` value changed (`subject` is the view's type and the property, as `Screen.isShown`).
        case state
        /// The presented sheet started moving (`subject` "sheet will-move", `to` its target), settled
        /// ("sheet did-move"), was picked up ("sheet started-pan") or let go ("sheet released").
        case sheet
        /// An `onAppear`, `onDisappear` or `onChange` action ran (`subject` "onAppear ran", …).
        case lifecycle
    }

    /// When, in seconds on the session's clock.
    public let time: Double
    /// What kind of event.
    public let kind: Kind
    /// What happened, or what changed.
    public let subject: String
    /// A changed value before the change (state events).
    public let from: String?
    /// A changed value after the change (state events), or where the sheet goes (sheet events).
    public let to: String?

    /// An event.
    public init(time: Double, kind: Kind, subject: String, from: String? = nil, to: String? = nil) {
        self.time = time; self.kind = kind; self.subject = subject; self.from = from; self.to = to
    }

    /// One line: the time in milliseconds, the kind and what happened (`0.250 s state  Screen.isShown: true → false`).
    public var description: String {
        let when = abs(time) < 1e9 ? String(format: "%7.3f s", time) : "\(time) s"
        switch (from, to) {
        case let (from?, to?): return "\(when)  \(kind.rawValue)  \(subject): \(from) → \(to)"
        case let (nil, to?): return "\(when)  \(kind.rawValue)  \(subject) → \(to)"
        default: return "\(when)  \(kind.rawValue)  \(subject)"
        }
    }
}
