import Canvas

/// The named resting states of a sheet (Fluent's `BottomSheetExpansionState`, without `transitioning`:
/// a sheet between states is described by its offset).
public enum SheetState: String, Sendable, Hashable, CaseIterable {
    case collapsed, partial, expanded, hidden
}

/// Where a sheet narrower than its container sits: centred, or 8 pt from the leading or trailing edge
/// (mirrored in right-to-left layouts).
public enum SheetAnchoredEdge: String, Sendable, Hashable, CaseIterable {
    case center, leading, trailing
}

/// The container edge a sheet comes from. Its panel, rounded corners and handle follow the edge.
public enum SheetEdge: String, Sendable, Hashable, CaseIterable {
    case bottom, top, leading, trailing
}

/// A resting size of a sheet, by identifier — Apple's and the Drawer's detents, generalised. The size is
/// the panel's visible extent from its edge (a bottom sheet's height), in points.
public struct SheetDetent: Sendable {
    /// How the extent is found.
    public enum Size: Sendable {
        /// A fraction of the container's length along the edge's axis (1 = the whole container, under
        /// the status bar).
        case fraction(Double)
        /// A fixed extent in points.
        case points(Double)
        /// As tall as the header and content need (measured before the first frame), plus the handle strip
        /// and the bottom safe area.
        case fitContent
        /// As tall as the handle strip and the header, plus the bottom safe area ("header only").
        case header
        /// The tallest a sheet may be below the status bar (Fluent's and Apple's "large").
        case maximum
        /// A resolver; nil makes the detent inactive in that context.
        case custom(@Sendable (SheetResolverContext) -> Double?)
    }

    /// The name states are addressed by (`SheetPosition.detent`).
    public let id: String
    /// How the extent is found.
    public let size: Size

    /// A detent named `id`.
    public init(_ id: String, _ size: Size) { self.id = id; self.size = size }

    /// Apple's `.medium`: half the container's height.
    public static let medium = SheetDetent("medium", .fraction(0.5))
    /// Apple's `.large`: the maximum height.
    public static let large = SheetDetent("large", .maximum)
    /// A fraction of the container.
    public static func fraction(_ f: Double, id: String? = nil) -> SheetDetent { SheetDetent(id ?? "fraction-\(f)", .fraction(f)) }
    /// A height in points.
    public static func height(_ h: Double, id: String? = nil) -> SheetDetent { SheetDetent(id ?? "height-\(h)", .points(h)) }
}

/// What height resolvers are given.
public struct SheetResolverContext: Sendable {
    /// The tallest the sheet may be (the container's height minus the top safe area and the 25 pt gap).
    public var maximumHeight: Double
    /// The container's size in points.
    public var containerSize: Size
    /// The container's safe area.
    public var safeArea: EdgeInsets
    /// Whether the container is wide (iPad-like, regular size class: width ≥ 600 pt).
    public var isRegularWidth: Bool
}

/// A height resolver: the sheet height for a context, in points, without the bottom safe area.
public typealias SheetHeightResolver = @Sendable (SheetResolverContext) -> Double

/// Why a configuration cannot be laid out.
public struct SheetConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The property at fault.
    public let field: String
    /// What is wrong with it.
    public let reason: String

    public var description: String { "sheet configuration, \(field): \(reason)" }
}

/// Fluent's `BottomSheetController` surface, as plain values. Heights are in points; 0 keeps Fluent's
/// defaults (see each property).
public struct SheetConfiguration: Sendable {
    /// The header's height, shown in every state. Required (> 0) when the sheet has a header.
    public var headerContentHeight: Double = 0
    /// The height shown when collapsed, under the handle; 0 = the header's height.
    public var collapsedContentHeight: Double = 0
    /// The expanded content's preferred height; 0 = the sheet expands to its maximum height.
    public var preferredExpandedContentHeight: Double = 0
    /// Whether the sheet can move between states (false: no handle, no dimming, stays collapsed).
    public var isExpandable = true
    /// Whether the sheet starts hidden.
    public var isHidden = false
    /// Whether the sheet resizes with its offset (true) or keeps its expanded height and only moves.
    public var isFlexibleHeight = false
    /// Whether the content area runs on through the safe area at the sheet's outer edge to the screen's edge
    /// (the content then keeps clear of the home indicator itself, as UIKit's presented view does); false
    /// stops it at the safe area.
    public var contentReachesOuterEdge = false
    /// Whether the host behind is dimmed as the sheet rises.
    public var shouldShowDimming = true
    /// Whether the expanded content fades out as the sheet reaches its collapsed offset.
    public var shouldHideCollapsedContent = true
    /// Whether the sheet spans the container's width; else `preferredWidth` clamped to 300…610 pt.
    public var shouldAlwaysFillWidth = true
    /// The width when not filling; 0 = 610 pt (clamped to the container).
    public var preferredWidth: Double = 0
    /// Where a narrower sheet sits.
    public var anchoredEdge: SheetAnchoredEdge = .center
    /// Whether a swipe down from collapsed hides the sheet.
    public var allowsSwipeToHide = false
    /// Whether a handle tap from collapsed hides the sheet.
    public var allowsResizingHandleTapToHide = false
    /// The collapsed height, overriding the header/collapsed-content rule.
    public var collapsedHeightResolver: SheetHeightResolver?
    /// The partial height; nil = no partial state.
    public var partialHeightResolver: SheetHeightResolver?

    /// Resting sizes by identifier. Empty (the default) uses Fluent's collapsed/partial/expanded states
    /// from the properties above; otherwise these replace them (near-duplicates within 50 pt merge into
    /// the larger, and a container too short for distinct detents rests every one at the largest).
    public var detents: [SheetDetent] = []
    /// Whether detents within 50 pt of each other merge into the larger (Fluent's rule; on by default).
    /// The SwiftUI tutorial's quarter and half modes are 33 pt apart on a phone and stay distinct.
    public var mergesNearbyDetents = true
    /// The edge the sheet comes from.
    public var edge: SheetEdge = .bottom
    /// The Drawer's interactive detents: when set, the content takes taps only while the sheet rests at
    /// one of these detents (nil: always).
    public var interactiveDetents: Set<String>?
    /// Apple's `largestUndimmedDetentIdentifier`: no dimming up to this detent, full dimming at the next.
    /// Without it a detent sheet dims fully at its smallest detent, fading in as it appears.
    public var largestUndimmedDetent: String?
    /// Round all four corners of the panel (floating or edge-placed sheets), not only the inner edge's.
    public var roundsAllCorners = false
    /// The sheet may rise under the status bar to the container's edge (full screen): the handle fades
    /// out over the last stretch, and header and content stay below the top safe area.
    public var allowsFullScreen = false
    /// Where the tallest sheet's top rests on a compact-width container (under 600 pt), as a share of its
    /// height (never above the top safe area); nil, and on wider containers: `minimumTopGap` below the top
    /// safe area (Fluent's). iOS's page sheets on iPhone use 0.08 (see `PresentingCard`).
    public var tallestTopRatio: Double?

    /// Fluent's defaults.
    public init() {}

    /// Fluent's constants.
    public static let handleStripHeight = 20.0
    /// The least gap above an expanded sheet, below the top safe area.
    public static let minimumTopGap = 25.0
    /// Resting sizes closer than this merge.
    public static let stateMergeDistance = 50.0
    /// A narrow sheet's distance from its anchored edge.
    public static let anchoredEdgeInset = 8.0
    /// The range a preferred width is clamped to.
    public static let minimumWidth = 300.0, maximumWidth = 610.0

    /// Checks every number: negative or non-finite heights, widths and fractions are errors.
    public func validate() throws {
        var seen = Set<String>()
        for d in detents {
            guard seen.insert(d.id).inserted else { throw SheetConfigurationError(field: "detents", reason: "'\(d.id)' appears twice") }
            switch d.size {
            case .fraction(let f):
                guard f.isFinite, f >= 0, f <= 1 else { throw SheetConfigurationError(field: "detents", reason: "'\(d.id)': fraction \(f) is outside 0…1") }
            case .points(let h):
                guard h.isFinite, h >= 0 else { throw SheetConfigurationError(field: "detents", reason: "'\(d.id)': height \(h) is not a finite, non-negative number") }
            default: break
            }
        }
        for (field, value) in [("headerContentHeight", headerContentHeight), ("collapsedContentHeight", collapsedContentHeight),
                               ("preferredExpandedContentHeight", preferredExpandedContentHeight), ("preferredWidth", preferredWidth)] {
            guard value.isFinite else { throw SheetConfigurationError(field: field, reason: "\(value) is not a finite number") }
            guard value >= 0 else { throw SheetConfigurationError(field: field, reason: "\(value) is negative") }
        }
    }
}
