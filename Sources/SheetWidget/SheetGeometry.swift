import Canvas
import Widgets

/// A sheet configuration resolved for one container: the height and offset of every state, the panel's
/// width and position, and the dimming and content-fade curves. Offsets are the panel's top edge in the
/// container (y grows downwards), in points. Pure values: everything here is answered without rendering.
///
/// The rules are Fluent's (REFERENCE.md §1): the sheet may rise to 25 pt below the top safe area;
/// collapsed shows the handle strip and the header (or the collapsed content) above the bottom safe
/// area; expanded is the maximum unless a preferred content height is given; a partial state between
/// them is dropped when it lies within 50 pt of either; when the maximum leaves less than 50 pt above
/// collapsed the sheet is "height restricted" and every state is expanded.
public struct SheetGeometry: Sendable, Equatable {
    public let containerSize: Size
    public let safeArea: EdgeInsets
    /// The tallest the sheet may be.
    public let maximumHeight: Double
    public let collapsedHeight: Double
    public let expandedHeight: Double
    /// The partial state's height, or nil when there is none (no resolver, or merged into a neighbour).
    public let partialHeight: Double?
    /// Whether the container is too short for distinct states.
    public let isHeightRestricted: Bool
    /// The height of the strip the handle sits in (0 when the sheet is not expandable).
    public let handleStripHeight: Double
    /// The panel's left edge and width.
    public let panelX: Double, panelWidth: Double

    let isExpandable: Bool, isFlexibleHeight: Bool, shouldHideCollapsedContent: Bool

    /// Resolves `configuration` in a container of `containerSize` with `safeArea`.
    /// - Parameter maximumWidth: a style's limit on the panel's width (Material's 640 pt), if any.
    /// - Throws: `SheetConfigurationError` for bad numbers, a container too short for any sheet, or a
    ///   resolver that returns a negative or non-finite height.
    public init(configuration c: SheetConfiguration, containerSize: Size, safeArea: EdgeInsets,
                layoutDirection: LayoutDirection = .leftToRight, maximumWidth: Double? = nil) throws {
        try c.validate()
        guard containerSize.width.isFinite, containerSize.height.isFinite, containerSize.width > 0, containerSize.height > 0 else {
            throw SheetConfigurationError(field: "containerSize", reason: "\(containerSize) is not a positive finite size")
        }
        self.containerSize = containerSize
        self.safeArea = safeArea
        let h = containerSize.height
        let maxHeight = h - safeArea.top - SheetConfiguration.minimumTopGap
        guard maxHeight > safeArea.bottom else {
            throw SheetConfigurationError(field: "containerSize",
                                          reason: "\(format(h)) pt is too short for a sheet (safe area \(format(safeArea.top))/\(format(safeArea.bottom)))")
        }
        maximumHeight = maxHeight
        let context = SheetResolverContext(maximumHeight: maxHeight, containerSize: containerSize, safeArea: safeArea,
                                           isRegularWidth: containerSize.width >= 600)
        func resolve(_ resolver: SheetHeightResolver?, _ field: String) throws -> Double? {
            guard let resolver else { return nil }
            let v = resolver(context)
            guard v.isFinite, v >= 0 else { throw SheetConfigurationError(field: field, reason: "the resolver returned \(v)") }
            return v
        }
        let strip = c.isExpandable ? SheetConfiguration.handleStripHeight : 0
        handleStripHeight = strip
        let header = c.headerContentHeight
        let collapsedBase = try resolve(c.collapsedHeightResolver, "collapsedHeightResolver")
            ?? ((c.collapsedContentHeight > 0 ? c.collapsedContentHeight : header) + strip)
        var collapsed = min(collapsedBase + safeArea.bottom, maxHeight)
        var expanded = c.preferredExpandedContentHeight == 0
            ? maxHeight : min(maxHeight, strip + header + c.preferredExpandedContentHeight + safeArea.bottom)
        expanded = max(expanded, collapsed)
        if !c.isExpandable { expanded = collapsed }
        let restricted = c.isExpandable && maxHeight - collapsed < SheetConfiguration.stateMergeDistance
        if restricted { collapsed = expanded }
        var partial: Double? = nil
        if c.isExpandable, !restricted, let p = try resolve(c.partialHeightResolver, "partialHeightResolver") {
            let clamped = min(max(p + safeArea.bottom, collapsed), maxHeight)
            if clamped - collapsed >= SheetConfiguration.stateMergeDistance && expanded - clamped >= SheetConfiguration.stateMergeDistance {
                partial = clamped
            }
        }
        collapsedHeight = collapsed
        expandedHeight = expanded
        partialHeight = partial
        isHeightRestricted = restricted
        isExpandable = c.isExpandable
        isFlexibleHeight = c.isFlexibleHeight
        shouldHideCollapsedContent = c.shouldHideCollapsedContent

        // Width: the container's, or the preferred width clamped to 300…610 (and the style's limit),
        // never wider than the container.
        let available = containerSize.width
        var width = available
        if !c.shouldAlwaysFillWidth {
            let preferred = c.preferredWidth == 0 ? SheetConfiguration.maximumWidth : c.preferredWidth
            width = min(max(preferred, SheetConfiguration.minimumWidth), SheetConfiguration.maximumWidth, available)
        }
        if let maximumWidth, maximumWidth > 0 { width = min(width, maximumWidth) }
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
    }

    /// The states this sheet can rest in, from the top down.
    public var states: [SheetState] {
        var s: [SheetState] = [.expanded]
        if partialHeight != nil { s.append(.partial) }
        if collapsedHeight < expandedHeight { s.append(.collapsed) }
        s.append(.hidden)
        return s
    }

    /// The panel's top edge at rest in `state` (a missing partial state resolves to collapsed).
    public func offset(for state: SheetState) -> Double {
        let h = containerSize.height
        switch state {
        case .expanded: return h - expandedHeight
        case .partial: return h - (partialHeight ?? collapsedHeight)
        case .collapsed: return h - collapsedHeight
        case .hidden: return h
        }
    }

    /// How strongly the host is dimmed at `offset`, 0…1: full at or above the expanded offset, none at or
    /// below the partial offset (else the collapsed one; the hidden one when height restricted), linear
    /// between. Always 0 for a sheet that cannot expand.
    public func dimmingFactor(atOffset y: Double) -> Double {
        guard isExpandable, y.isFinite else { return 0 }
        let top = offset(for: .expanded)
        let bottom = isHeightRestricted ? offset(for: .hidden) : partialHeight != nil ? offset(for: .partial) : offset(for: .collapsed)
        if y <= top { return 1 }
        if y >= bottom || bottom <= top { return 0 }
        return (bottom - y) / (bottom - top)
    }

    /// The expanded content's opacity at `offset`: 0 at or below the collapsed offset, rising to 1 over
    /// min(30 pt, the distance to the next state up) — or always 1 when collapsed content is not hidden.
    public func expandedContentAlpha(atOffset y: Double) -> Double {
        guard shouldHideCollapsedContent else { return 1 }
        let collapsed = offset(for: .collapsed), expanded = offset(for: .expanded)
        if collapsed <= expanded { return 1 }  // one resting height (restricted, or not expandable): nothing hides
        if y >= collapsed { return 0 }
        let next = partialHeight != nil ? offset(for: .partial) : expanded
        return min(1, (collapsed - y) / min(30, collapsed - next))
    }

    /// The panel's frame with its top edge at `offset`: a flexible sheet reaches the container's bottom
    /// (never shorter than collapsed); a fixed one keeps its expanded height and moves.
    public func panelFrame(atOffset y: Double) -> Rect {
        let height = isFlexibleHeight ? max(collapsedHeight, containerSize.height - y) : expandedHeight
        return Rect(x: panelX, y: y, width: panelWidth, height: height)
    }

    /// The resting state nearest to `offset` (ties go to the higher state).
    public func nearestState(toOffset y: Double) -> SheetState {
        states.min { abs(offset(for: $0) - y) < abs(offset(for: $1) - y) } ?? .collapsed
    }
}

private func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
