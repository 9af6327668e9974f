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

    public init() {}

    /// Fluent's constants.
    public static let handleStripHeight = 20.0
    public static let minimumTopGap = 25.0
    public static let stateMergeDistance = 50.0
    public static let anchoredEdgeInset = 8.0
    public static let minimumWidth = 300.0, maximumWidth = 610.0

    /// Checks every number: negative or non-finite heights and widths are errors.
    public func validate() throws {
        for (field, value) in [("headerContentHeight", headerContentHeight), ("collapsedContentHeight", collapsedContentHeight),
                               ("preferredExpandedContentHeight", preferredExpandedContentHeight), ("preferredWidth", preferredWidth)] {
            guard value.isFinite else { throw SheetConfigurationError(field: field, reason: "\(value) is not a finite number") }
            guard value >= 0 else { throw SheetConfigurationError(field: field, reason: "\(value) is negative") }
        }
    }
}
