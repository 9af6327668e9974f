import Canvas
import Widgets

/// One resting size of a sheet: its identifier and its extent (visible size from the edge), in points.
public struct SheetStop: Sendable, Equatable {
    /// The state or detent identifier.
    public let id: String
    /// How far the panel shows from its edge at rest, in points.
    public let extent: Double
}

/// A sheet configuration resolved for one container: every resting size, the panel's width and position,
/// and the dimming, content-fade and handle-fade curves. Positions are extents (how far the panel shows
/// from its edge); for bottom sheets the *offset* is the panel's top edge, container height − extent.
/// Pure values: everything here is answered without rendering.
///
/// Without detents the rules are Fluent's (REFERENCE.md §1): the sheet may rise to 25 pt below the top
/// safe area; collapsed shows the handle strip and the header (or the collapsed content) above the bottom
/// safe area; expanded is the maximum unless a preferred content height is given; a partial state between
/// them is dropped within 50 pt of either; when the maximum leaves less than 50 pt above collapsed the
/// sheet is "height restricted" and every state is expanded. With detents, each detent resolves to an
/// extent, inactive ones drop out, near-duplicates within 50 pt merge into the larger, and the same
/// height-restricted rule applies.
public struct SheetGeometry: Sendable, Equatable {
    /// The container (screen) size in points.
    public let containerSize: Size
    /// The container's safe area.
    public let safeArea: EdgeInsets
    /// The edge the sheet comes from.
    public let edge: SheetEdge
    /// The tallest the sheet may be below the status bar.
    public let maximumHeight: Double
    /// The resting sizes, smallest first (hidden, extent 0, is not among them).
    public let stops: [SheetStop]
    /// Whether the container is too short for distinct states.
    public let isHeightRestricted: Bool
    /// The height of the strip the handle sits in (0 when the sheet is not expandable).
    public let handleStripHeight: Double
    /// The panel's position and size across the edge's axis (x and width for top and bottom sheets).
    public let panelX: Double, panelWidth: Double

    let isExpandable: Bool, isFlexibleHeight: Bool, shouldHideCollapsedContent: Bool
    let usesFluentStates: Bool, largestUndimmedExtent: Double?

    /// Resolves `configuration` in a container of `containerSize` with `safeArea`.
    /// - Parameters:
    ///   - c: the sheet's configuration (validated first).
    ///   - containerSize: the screen's size in points.
    ///   - safeArea: the screen's safe area insets.
    ///   - layoutDirection: mirrors anchoring and side edges when right to left.
    ///   - maximumWidth: a style's limit on the panel's width (Material's 640 pt), if any.
    ///   - fitContentHeight: the header and content's measured height, for `.fitContent` detents.
    ///   - stripHeight: the style's handle strip height (Fluent's 20 pt by default).
    /// - Throws: `SheetConfigurationError` for bad numbers, a container too short for any sheet, or a
    ///   resolver that returns a negative or non-finite height.
    public init(configuration c: SheetConfiguration, containerSize: Size, safeArea: EdgeInsets,
                layoutDirection: LayoutDirection = .leftToRight, maximumWidth: Double? = nil, fitContentHeight: Double = 0,
                handleStripHeight stripHeight: Double = SheetConfiguration.handleStripHeight) throws {
        try c.validate()
        guard containerSize.width.isFinite, containerSize.height.isFinite, containerSize.width > 0, containerSize.height > 0 else {
            throw SheetConfigurationError(field: "containerSize", reason: "\(containerSize) is not a positive finite size")
        }
        self.containerSize = containerSize
        self.safeArea = safeArea
        edge = c.edge
        let vertical = c.edge == .bottom || c.edge == .top
        let length = vertical ? containerSize.height : containerSize.width
        var maxHeight = containerSize.height - safeArea.top - SheetConfiguration.minimumTopGap
        if let ratio = c.tallestTopRatio, containerSize.width < 600 {
            guard ratio.isFinite, ratio >= 0, ratio < 1 else {
                throw SheetConfigurationError(field: "tallestTopRatio", reason: "\(ratio) is not a share of the height in 0..<1")
            }
            maxHeight = containerSize.height - max(safeArea.top, ratio * containerSize.height)
        }
        guard maxHeight > safeArea.bottom else {
            throw SheetConfigurationError(field: "containerSize",
                                          reason: "\(format(containerSize.height)) pt is too short for a sheet (safe area \(format(safeArea.top))/\(format(safeArea.bottom)))")
        }
        maximumHeight = maxHeight
        let context = SheetResolverContext(maximumHeight: maxHeight, containerSize: containerSize, safeArea: safeArea,
                                           isRegularWidth: containerSize.width >= 600)
        func checked(_ v: Double, _ field: String) throws -> Double {
            guard v.isFinite, v >= 0 else { throw SheetConfigurationError(field: field, reason: "the resolver returned \(v)") }
            return v
        }
        guard stripHeight.isFinite, stripHeight >= 0 else {
            throw SheetConfigurationError(field: "handleStripHeight", reason: "\(stripHeight) is not a finite, non-negative height")
        }
        let strip = c.isExpandable ? stripHeight : 0
        handleStripHeight = strip
        let header = c.headerContentHeight
        let bottomInset = vertical ? safeArea.bottom : 0
        var restricted = false
        var stops: [SheetStop] = []
        if c.detents.isEmpty {
            usesFluentStates = true
            let collapsedBase = try c.collapsedHeightResolver.map { try checked($0(context), "collapsedHeightResolver") }
                ?? ((c.collapsedContentHeight > 0 ? c.collapsedContentHeight : header) + strip)
            var collapsed = min(collapsedBase + safeArea.bottom, maxHeight)
            var expanded = c.preferredExpandedContentHeight == 0
                ? maxHeight : min(maxHeight, strip + header + c.preferredExpandedContentHeight + safeArea.bottom)
            expanded = max(expanded, collapsed)
            if !c.isExpandable { expanded = collapsed }
            restricted = c.isExpandable && maxHeight - collapsed < SheetConfiguration.stateMergeDistance
            if restricted { collapsed = expanded }
            stops.append(SheetStop(id: "collapsed", extent: collapsed))
            if c.isExpandable, !restricted, let p = try c.partialHeightResolver.map({ try checked($0(context), "partialHeightResolver") }) {
                let clamped = min(max(p + safeArea.bottom, collapsed), maxHeight)
                if clamped - collapsed >= SheetConfiguration.stateMergeDistance && expanded - clamped >= SheetConfiguration.stateMergeDistance {
                    stops.append(SheetStop(id: "partial", extent: clamped))
                }
            }
            if expanded > collapsed { stops.append(SheetStop(id: "expanded", extent: expanded)) }
        } else {
            usesFluentStates = false
            let top = c.allowsFullScreen ? length : (vertical ? maxHeight : length)
            var resolved: [SheetStop] = []
            for d in c.detents {
                let e: Double?
                switch d.size {
                case .fraction(let f): e = f * length
                case .points(let h): e = h
                case .fitContent: e = strip + fitContentHeight + bottomInset
                case .header: e = strip + header + bottomInset
                case .maximum: e = vertical ? maxHeight : length
                case .custom(let resolve): e = try resolve(context).map { try checked($0, "detents['\(d.id)']") }
                }
                guard let e, e > 0 else { continue }  // inactive, or hidden (extent 0)
                resolved.append(SheetStop(id: d.id, extent: min(e, top)))
            }
            resolved.sort { $0.extent < $1.extent }
            // Height restricted: the largest possible extent leaves less than 50 pt above the smallest.
            if resolved.count > 1 && top - resolved[0].extent < SheetConfiguration.stateMergeDistance {
                restricted = true
                resolved = [resolved[resolved.count - 1]]
            }
            // Merge near-duplicates into the larger one.
            for s in resolved {
                if c.mergesNearbyDetents, let last = stops.last, s.extent - last.extent < SheetConfiguration.stateMergeDistance { stops.removeLast() }
                stops.append(s)
            }
            if stops.isEmpty {
                throw SheetConfigurationError(field: "detents", reason: "no detent is active in a \(format(containerSize.width))×\(format(containerSize.height)) container")
            }
        }
        self.stops = stops
        isHeightRestricted = restricted
        isExpandable = c.isExpandable
        isFlexibleHeight = c.isFlexibleHeight
        shouldHideCollapsedContent = c.shouldHideCollapsedContent
        largestUndimmedExtent = c.largestUndimmedDetent.flatMap { id in stops.first { $0.id == id }?.extent }

        // Across the edge: the container's size, or the preferred width clamped to 300…610 (and the style's
        // limit), never wider than the container; side sheets span the container's height.
        let available = vertical ? containerSize.width : containerSize.height
        var width = available
        if vertical && !c.shouldAlwaysFillWidth {
            let preferred = c.preferredWidth == 0 ? SheetConfiguration.maximumWidth : c.preferredWidth
            width = min(max(preferred, SheetConfiguration.minimumWidth), SheetConfiguration.maximumWidth, available)
        }
        if vertical, let maximumWidth, maximumWidth > 0 { width = min(width, maximumWidth) }
        let inset = SheetConfiguration.anchoredEdgeInset
        let leadingX = min(inset, max(0, available - width)), trailingX = max(0, available - width - inset)
        let rtl = layoutDirection == .rightToLeft
        switch c.anchoredEdge {
        case _ where width >= available: panelX = 0
        case .center: panelX = (available - width) / 2
        case .leading: panelX = rtl ? trailingX : leadingX
        case .trailing: panelX = rtl ? leadingX : trailingX
        }
        panelWidth = width
        // Leading and trailing follow the layout direction.
        let physical: SheetEdgeFrame.Edge
        switch c.edge {
        case .bottom: physical = .bottom
        case .top: physical = .top
        case .leading: physical = rtl ? .right : .left
        case .trailing: physical = rtl ? .left : .right
        }
        frame = SheetEdgeFrame(edge: physical, container: containerSize)
    }

    /// The sheet's frame of reference: its physical edge (after the layout direction) and the transform
    /// from the sheet's own terms to the screen.
    let frame: SheetEdgeFrame

    // MARK: Fluent's named states

    /// The smallest resting extent (Fluent's collapsed).
    public var collapsedHeight: Double { stops.first?.extent ?? 0 }
    /// The largest resting extent (Fluent's expanded).
    public var expandedHeight: Double { stops.last?.extent ?? 0 }
    /// The partial state's height, or nil when there is none.
    public var partialHeight: Double? { stops.first { $0.id == "partial" }?.extent }

    /// The states this sheet can rest in, from the top down (named for Fluent sheets; detent sheets map
    /// their largest detent to expanded and their smallest to collapsed).
    public var states: [SheetState] {
        var s: [SheetState] = [.expanded]
        if partialHeight != nil { s.append(.partial) }
        if collapsedHeight < expandedHeight { s.append(.collapsed) }
        s.append(.hidden)
        return s
    }

    /// The extent at rest in `state` (a missing partial state resolves to collapsed).
    public func extent(for state: SheetState) -> Double {
        switch state {
        case .expanded: return expandedHeight
        case .partial: return partialHeight ?? collapsedHeight
        case .collapsed: return collapsedHeight
        case .hidden: return 0
        }
    }

    /// The extent of the detent `id`, or nil when it is not active here ("hidden" is always 0).
    public func extent(forDetent id: String) -> Double? {
        if id == "hidden" { return 0 }
        return stops.first { $0.id == id }?.extent
    }

    /// The extent of a position: a state's or detent's resting extent, a bottom sheet's top-edge offset
    /// turned into an extent, or the extent itself — the one place positions are resolved.
    /// - Throws: `SheetConfigurationError` (naming `field`) for a detent that is not active here.
    public func extent(of position: SheetPosition, field: String = "position") throws -> Double {
        switch position {
        case .state(let s): return extent(for: s)
        case .detent(let id):
            guard let e = extent(forDetent: id) else {
                throw SheetConfigurationError(field: field, reason: "no active detent '\(id)' (active: \(stops.map(\.id).joined(separator: ", ")))")
            }
            return e
        case .offset(let o): return containerSize.height - o
        case .extent(let e): return e
        }
    }

    /// A bottom sheet's top edge at rest in `state`: the container's height minus the extent.
    public func offset(for state: SheetState) -> Double { containerSize.height - extent(for: state) }

    /// The container's length along the edge's axis.
    public var length: Double { frame.length }

    // MARK: Curves

    /// How strongly the host is dimmed at extent `e`, 0…1. Fluent sheets: full at or above expanded, none
    /// at or below partial (else collapsed; hidden when height restricted), linear between; never for a
    /// sheet that cannot expand. Detent sheets: none up to the largest undimmed detent and full at the next
    /// one; without one, full at the smallest detent, fading in from hidden.
    public func dimmingFactor(atExtent e: Double) -> Double {
        guard isExpandable, e.isFinite else { return 0 }
        let low: Double, high: Double
        if usesFluentStates {
            high = expandedHeight
            low = isHeightRestricted ? 0 : (partialHeight ?? collapsedHeight)
        } else if let undimmed = largestUndimmedExtent {
            guard let next = stops.first(where: { $0.extent > undimmed })?.extent else { return 0 }
            low = undimmed; high = next
        } else {
            low = 0; high = collapsedHeight
        }
        if e >= high { return 1 }
        if e <= low || high <= low { return 0 }
        return (e - low) / (high - low)
    }

    /// `dimmingFactor(atExtent:)` for a bottom sheet's top-edge offset.
    public func dimmingFactor(atOffset y: Double) -> Double { dimmingFactor(atExtent: containerSize.height - y) }

    /// The expanded content's opacity at extent `e`: 0 at or below the smallest resting size, rising to 1
    /// over min(30 pt, the distance to the next one) — or always 1 when collapsed content is not hidden
    /// or the sheet has one resting size.
    public func expandedContentAlpha(atExtent e: Double) -> Double {
        guard shouldHideCollapsedContent, stops.count > 1 else { return 1 }
        let collapsed = stops[0].extent, next = stops[1].extent
        if e <= collapsed { return 0 }
        return min(1, (e - collapsed) / min(30, next - collapsed))
    }

    /// `expandedContentAlpha(atExtent:)` for a bottom sheet's top-edge offset.
    public func expandedContentAlpha(atOffset y: Double) -> Double { expandedContentAlpha(atExtent: containerSize.height - y) }

    /// The handle's opacity: it fades out as a full-screen sheet's edge runs under the status bar (from
    /// the top safe area's edge to the container's).
    public func handleAlpha(atExtent e: Double) -> Double {
        guard frame.edge == .bottom, safeArea.top > 0 else { return 1 }
        let gapToTop = containerSize.height - e
        return min(1, max(0, gapToTop / safeArea.top))
    }

    // MARK: Frames

    /// The panel's frame at extent `e`: a flexible sheet is as long as it shows (never shorter than its
    /// smallest resting size); a fixed one keeps its largest size and moves.
    public func panelFrame(atExtent e: Double) -> Rect {
        frame.place(panelExtent(atExtent: e))
    }

    /// The panel at extent `e` in the sheet's own terms (see `SheetEdgeFrame`): a flexible sheet is as
    /// long as it shows (never shorter than its smallest resting size); a fixed one keeps its largest size.
    func panelExtent(atExtent e: Double) -> SheetEdgeFrame.Extent {
        SheetEdgeFrame.Extent(start: panelX, width: panelWidth, inner: e,
                              depth: isFlexibleHeight ? max(collapsedHeight, e) : max(expandedHeight, e))
    }

    /// `panelFrame(atExtent:)` for a bottom sheet's top-edge offset.
    public func panelFrame(atOffset y: Double) -> Rect { panelFrame(atExtent: containerSize.height - y) }

    /// The resting state nearest to a bottom sheet's top-edge `offset` (ties go to the higher state).
    public func nearestState(toOffset y: Double) -> SheetState {
        states.min { abs(offset(for: $0) - y) < abs(offset(for: $1) - y) } ?? .collapsed
    }
}

private func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
