import Widgets

/// Where the sheet is, for the nodes in its header and content: the scene puts it in their environment
/// when it resolves, so a node that follows the sheet (ODS's chevron turning as it opens) reads it while
/// drawing — nothing is changed in the tree.
public struct SheetPlacement: Sendable, Equatable {
    /// The frames and values of the sheet at this position.
    public let layout: SheetLayout
    /// The configuration resolved on the device.
    public let geometry: SheetGeometry

    /// A placement of the sheet at `layout`, resolved as `geometry`.
    public init(layout: SheetLayout, geometry: SheetGeometry) { self.layout = layout; self.geometry = geometry }

    /// How far the sheet has opened from its smallest resting size to the next one, 0…1 (0 with a single
    /// resting size).
    public var openFraction: Double {
        guard geometry.stops.count > 1 else { return 0 }
        let small = geometry.stops[0].extent, next = geometry.stops[1].extent
        return min(1, max(0, (layout.extent - small) / (next - small)))
    }
}

/// The environment key of `Environment.sheetPlacement` (it changes drawing only, not sizes).
enum SheetPlacementKey: EnvironmentKey {
    static let defaultValue: SheetPlacement? = nil
}

extension Environment {
    /// Where the sheet is, inside a sheet's header and content; nil elsewhere.
    public var sheetPlacement: SheetPlacement? {
        get { self[SheetPlacementKey.self] }
        set { self[SheetPlacementKey.self] = newValue }
    }
}
