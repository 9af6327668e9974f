import Canvas
import Widgets

/// A chevron that points up when the sheet rests at its smallest size and turns 180° as it opens to the
/// next one (ODS's header icon): inside a sheet it reads `environment.sheetPlacement`, elsewhere it shows
/// `openFraction`.
public final class SheetChevron: Node {
    /// 0 closed (pointing up) … 1 open (pointing down), when the chevron is not in a sheet.
    public var openFraction: Double = 0 { didSet { invalidateAppearance() } }
    /// The chevron's colour.
    public var color: Fill { didSet { invalidateAppearance() } }

    /// A chevron in `color`.
    public init(color: Fill = .semantic(.secondaryLabel)) {
        self.color = color
        super.init()
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        proposal.replacingUnspecified(with: Size(24, 24))
    }

    override public func drawContent(on canvas: Canvas, environment: Environment) {
        let f = frame, s = min(f.width, f.height)
        canvas.withSavedState {
            canvas.translate(f.midX, f.midY)
            canvas.rotate(.pi * (environment.sheetPlacement?.openFraction ?? openFraction))
            var p = Path()
            p.move(to: Point(-s * 0.3, s * 0.15))
            p.line(to: Point(0, -s * 0.15))
            p.line(to: Point(s * 0.3, s * 0.15))
            canvas.stroke(p, with: color.paint(in: environment, frame: f), style: StrokeStyle(width: 2, cap: .round, join: .round))
        }
    }
}

extension SheetStyle {
    /// The SwiftUI Drawer demo: radius 35 on all four corners, a clear 20 pt handle strip, no dimming.
    public static func drawer(dark: Bool = false) -> SheetStyle {
        var s = SheetStyle.iOS(dark: dark)
        s.name = "drawer"; s.presentingCard = nil; s.cornerRadius = 35; s.handleColor = .clear; s.dimming = Color.black.withAlpha(0)
        s.shadows = [Shadow(color: Color.black.withAlpha(dark ? 0.5 : 0.18), offset: .zero, blur: 20)]
        return s
    }

    /// Orange's ODS sheets: radius 10, a 55×4 grabber, system grey 6 behind the header.
    public static func ods(dark: Bool = false) -> SheetStyle {
        var s = SheetStyle.iOS(dark: dark)
        s.name = "ods"; s.presentingCard = nil; s.cornerRadius = 10; s.handleSize = Size(55, 4); s.handleStripHeight = 16
        s.background = Color(rgb: dark ? 0x1C1C1E : 0xF2F2F7)
        s.shadows = [Shadow(color: Color.black.withAlpha(0.15), offset: Point(0, -1), blur: 6)]
        return s
    }

    /// The SwiftUI tutorial sheet: a white panel masked by a continuous radius-30 rectangle, a 50×5 grey
    /// handle, no dimming.
    public static func tutorial(dark: Bool = false) -> SheetStyle {
        var s = SheetStyle.iOS(dark: dark)
        s.name = "tutorial"; s.presentingCard = nil; s.cornerRadius = 30; s.handleSize = Size(50, 5); s.handleStripHeight = 25
        s.handleColor = Color(rgb: 0x8E8E93)
        s.dimming = Color.black.withAlpha(0)
        s.shadows = [Shadow(color: Color.black.withAlpha(0.12), offset: .zero, blur: 16)]
        return s
    }
}

extension SheetPreset {
    /// The SwiftUI Drawer: fractional detents small 0.05, medium 0.5 and large 1.0 (hidden is 0), from
    /// any edge; the panel, its corners and the handle strip follow the edge. As the Drawer's own code lays
    /// it out — a `GeometryReader` in its screen's safe area, the panel running on past it — each fraction
    /// is of the safe area's length across the edge, measured from the safe area's edge: at large a bottom
    /// drawer's top meets the status bar, not the top of the screen.
    public static func drawer(edge: SheetEdge = .bottom) -> SheetPreset {
        var c = SheetConfiguration()
        c.detents = [safeAreaShare(0.05, id: "small", edge: edge), safeAreaShare(0.5, id: "medium", edge: edge),
                     safeAreaShare(1.0, id: "large", edge: edge)]
        c.edge = edge
        c.headerContentHeight = 30
        c.roundsAllCorners = true
        c.shouldShowDimming = false
        c.shouldHideCollapsedContent = false
        c.allowsFullScreen = true
        c.interactiveDetents = ["medium", "large"]
        return SheetPreset(name: edge == .bottom ? "drawer" : "drawer-\(edge.rawValue)", configuration: c, style: { SheetStyle.drawer(dark: $0) },
                           header: { Text("Drawer", size: 17, weight: .semibold).frame(maxWidth: .infinity).frame(height: 30) },
                           content: { sampleOptions(count: 6) }, motionStyle: .drawer)
    }

    /// ODS's standard sheet: closed shows the header only; open fits the content. No dimming.
    public static let odsStandard: SheetPreset = {
        var c = SheetConfiguration()
        c.headerContentHeight = 64
        c.detents = [SheetDetent("closed", .header), SheetDetent("open", .fitContent)]
        c.shouldShowDimming = false
        return SheetPreset(name: "ods-standard", configuration: c, style: { SheetStyle.ods(dark: $0) },
                           header: { odsHeader(title: "Recipes", subtitle: nil) }, content: { sampleOptions(count: 4) }, motionStyle: .ods)
    }()

    /// ODS's expanding sheet: small (the header), medium (half) and large (0.975 of the height), plus
    /// hidden; the host dims above small; the header's chevron turns as it opens.
    public static let odsExpanding: SheetPreset = {
        var c = SheetConfiguration()
        c.headerContentHeight = 64
        // ODS's sheet lives inside SwiftUI's safe area (its BottomSheet library sizes it by a share of the
        // safe area's height and runs its background on under the home indicator), so the large size stops
        // below the status bar.
        c.detents = [SheetDetent("small", .header), safeAreaShare(0.5, id: "medium"), safeAreaShare(0.975, id: "large")]
        c.largestUndimmedDetent = "small"
        c.allowsFullScreen = true
        return SheetPreset(name: "ods-expanding", configuration: c, style: { SheetStyle.ods(dark: $0) },
                           header: { odsHeader(title: "Filters", subtitle: "3 selected") }, content: { sampleOptions(count: 12) }, motionStyle: .ods)
    }()

    /// A detent `share` of the safe area's length across `edge`, plus the safe area on that edge the panel
    /// runs on over: for a bottom sheet its top at safeTop + (1 − share)·(H − safeTop − safeBottom).
    static func safeAreaShare(_ share: Double, id: String, edge: SheetEdge = .bottom) -> SheetDetent {
        SheetDetent(id, .custom({ context in
            let s = context.safeArea, size = context.containerSize
            switch edge {
            case .bottom: return share * (size.height - s.top - s.bottom) + s.bottom
            case .top: return share * (size.height - s.top - s.bottom) + s.top
            case .leading: return share * (size.width - s.left - s.right) + s.left
            case .trailing: return share * (size.width - s.left - s.right) + s.right
            }
        }))
    }

    /// The SwiftUI tutorial sheet: modes quarter, half and full with the sheet's top at H·7/13, H/2 and 0
    /// below the top of the safe area (H the screen's height), as its code offsets it.
    public static let tutorial: SheetPreset = {
        var c = SheetConfiguration()
        c.headerContentHeight = 40
        // Its code lays the sheet out in the screen's safe area (ignoring it at the bottom only) and moves it
        // down by offsets of the screen's height: H·7/13, H/2 and 0 below the top of the safe area.
        func offset(_ fraction: Double, _ id: String) -> SheetDetent {
            SheetDetent(id, .custom({ context in context.containerSize.height * (1 - fraction) - context.safeArea.top }))
        }
        c.detents = [offset(7.0 / 13.0, "quarter"), offset(0.5, "half"), offset(0, "full")]
        c.mergesNearbyDetents = false
        c.allowsFullScreen = true
        c.shouldShowDimming = false
        c.shouldHideCollapsedContent = false
        return SheetPreset(name: "tutorial", configuration: c, style: { SheetStyle.tutorial(dark: $0) },
                           header: { Text("Headline", size: 17, weight: .semibold).frame(maxWidth: .infinity) },
                           content: { sampleOptions(count: 12) }, motionStyle: .tutorial)
    }()

    /// Apple-style detents: medium and large with a grabber, the host dimmed at medium; at large on an
    /// iPhone the sheet's top rests at 0.08 of the screen and the host is pushed back as a card
    /// (`PresentingCard`).
    public static let apple: SheetPreset = {
        var c = SheetConfiguration()
        c.headerContentHeight = 44
        c.detents = [.medium, .large]
        c.tallestTopRatio = PresentingCard.iOSTallestTopRatio
        c.shouldHideCollapsedContent = false
        return SheetPreset(name: "apple", configuration: c, style: { SheetStyle.iOS(dark: $0) },
                           header: { sampleHeader(title: "Share", action: "Done") }, content: { sampleOptions(count: 12) }, motionStyle: .apple)
    }()

    /// A full-screen sheet: resting 150 pt from the top, then to full screen under the status bar; the
    /// handle fades, header (with a close button) and content stay below the status bar; dims black 0.75.
    public static let fullScreen: SheetPreset = {
        var c = SheetConfiguration()
        c.headerContentHeight = 52
        c.detents = [SheetDetent("rest", .custom { $0.containerSize.height - 150 }), .fraction(1.0, id: "full")]
        c.allowsFullScreen = true
        c.shouldHideCollapsedContent = false
        return SheetPreset(name: "fullscreen", configuration: c,
                           style: { dark in var s = SheetStyle.fluent(dark: dark); s.name = "fullscreen"; s.dimming = Color.black.withAlpha(0.75); return s },
                           header: { closeHeader(title: "Details") }, content: { sampleOptions(count: 14) })
    }()

    /// A header's title over an optional subtitle, leading-aligned, the first to get width in its row.
    static func titles(_ title: String, subtitle: String?) -> Node {
        VStack(alignment: .leading, spacing: 2) {
            Text(title, size: 17, weight: .semibold)
            if let subtitle { Text(subtitle, size: 13, color: .semantic(.secondaryLabel)) }
        }.layoutPriority(1)
    }

    /// An ODS header: a title, an optional subtitle and a chevron that turns as the sheet opens.
    static func odsHeader(title: String, subtitle: String?) -> Node {
        HStack(spacing: 12) {
            titles(title, subtitle: subtitle)
            Spacer(minLength: 0)
            SheetChevron().frame(width: 24, height: 24)
        }.padding(.horizontal, 16).frame(maxHeight: .infinity)
    }

    /// A header with a title and a round close button.
    static func closeHeader(title: String) -> Node {
        HStack(spacing: 12) {
            Text(title, size: 20, weight: .bold).layoutPriority(1)
            Spacer(minLength: 0)
            Text("✕", size: 13, weight: .bold, color: .semantic(.secondaryLabel))
                .frame(width: 30, height: 30)
                .background(.semantic(.fill), in: .circle)
                .tappable().id("close")
        }.padding(.horizontal, 16).frame(maxHeight: .infinity)
    }
}
