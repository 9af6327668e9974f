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

/// Where a move leaves the sheet: resting at a detent, or off the screen (dismissed). An event's log and its
/// JSON write it as the detent's identifier, or `hidden`.
public enum SheetRest: Sendable, Hashable, CustomStringConvertible {
    /// At the detent with this identifier.
    case detent(String)
    /// Off the screen: the sheet is dismissed.
    case hidden

    /// The detent's identifier, or "hidden", as logs and JSON write it.
    public var description: String {
        switch self {
        case .detent(let id): id
        case .hidden: "hidden"
        }
    }
}

/// One entry of a motion's event log.
public struct SheetEvent: Sendable, Equatable, Codable {
    /// What happened.
    public let kind: SheetEventKind
    /// When, in seconds on the motion's clock.
    public let time: Double
    /// Where the move leaves the sheet (will-move, did-move; nil for the other kinds).
    public let rest: SheetRest?
    /// What caused it.
    public let interaction: SheetInteraction
    /// The sheet's extent at that moment.
    public let extent: Double

    /// The resting size moved to, as the log and JSON name it: the detent's identifier or "hidden" (see
    /// `rest`).
    public var target: String? { rest?.description }

    /// An event (motions make them; tests and tools may too).
    public init(kind: SheetEventKind, time: Double, rest: SheetRest?, interaction: SheetInteraction, extent: Double) {
        self.kind = kind; self.time = time; self.rest = rest; self.interaction = interaction; self.extent = extent
    }

    /// An event whose rest is named as JSON names it ("hidden", or a detent's identifier).
    @available(*, deprecated, message: "use init(kind:time:rest:interaction:extent:) with a SheetRest (.detent(id) or .hidden)")
    public init(kind: SheetEventKind, time: Double, target: String?, interaction: SheetInteraction, extent: Double) {
        self.init(kind: kind, time: time, rest: target.map(SheetRest.init(named:)), interaction: interaction, extent: extent)
    }

    private enum CodingKeys: String, CodingKey { case kind, time, target, interaction, extent }

    /// Reads an event of a JSON event log, whose rest is the detent's identifier or "hidden".
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(kind: try c.decode(SheetEventKind.self, forKey: .kind), time: try c.decode(Double.self, forKey: .time),
                  rest: try c.decodeIfPresent(String.self, forKey: .target).map(SheetRest.init(named:)),
                  interaction: try c.decode(SheetInteraction.self, forKey: .interaction), extent: try c.decode(Double.self, forKey: .extent))
    }

    /// Writes the event as a JSON event log has it (its rest as `target`: the detent's identifier or "hidden").
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(time, forKey: .time)
        try c.encodeIfPresent(target, forKey: .target)
        try c.encode(interaction, forKey: .interaction)
        try c.encode(extent, forKey: .extent)
    }
}

extension SheetRest {
    /// A rest as the JSON event log names it ("hidden" is off the screen there, so a log cannot tell a detent of
    /// that name from it; a motion's own events can).
    init(named name: String) { self = name == "hidden" ? .hidden : .detent(name) }
}
