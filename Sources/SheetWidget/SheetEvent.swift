import Foundation

/// What caused a sheet to move (Fluent's `BottomSheetInteraction`).
public enum SheetInteraction: String, Sendable, Codable {
    case noUserAction, swipe, resizingHandleTap, dimmingViewTap
}

/// The kinds of entry in a motion's event log. In JSON (and `name`) they are "will-move", "did-move",
/// "started-pan", "released" and "offset".
public enum SheetEventKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The sheet starts moving to a resting size.
    case willMove = "will-move"
    /// The sheet has settled at a resting size.
    case didMove = "did-move"
    /// A finger started dragging the sheet.
    case startedPan = "started-pan"
    /// The finger let go.
    case released
    /// The sheet's extent changed from one frame to the next (clip event logs).
    case offset

    /// The name used in JSON.
    public var name: String { rawValue }
    /// The kind as the JSON event log writes it.
    public var description: String { rawValue }

    /// A kind from its JSON name, as earlier versions compared them (`event.kind == "did-move"`).
    @available(*, deprecated, message: "compare with a case (.willMove, .didMove, .startedPan, .released, .offset); a string that names no kind stops the program")
    public init(stringLiteral name: String) {
        guard let kind = SheetEventKind(rawValue: name) else {
            preconditionFailure("'\(name)' is not a sheet event kind (\(Self.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self = kind
    }
}

/// One entry of a motion's event log.
public struct SheetEvent: Sendable, Equatable, Codable {
    /// What happened.
    public let kind: SheetEventKind
    /// When, in seconds on the motion's clock.
    public let time: Double
    /// The resting size moved to (will-move, did-move), by identifier.
    public let target: String?
    /// What caused it.
    public let interaction: SheetInteraction
    /// The sheet's extent at that moment.
    public let extent: Double

    /// An event (motions make them; tests and tools may too).
    public init(kind: SheetEventKind, time: Double, target: String?, interaction: SheetInteraction, extent: Double) {
        self.kind = kind; self.time = time; self.target = target; self.interaction = interaction; self.extent = extent
    }
}
