import Canvas
import SheetWidget
import Widgets

/// The sheet a view tree presents, found while it is built (the first presented one).
@MainActor final class PresentationCollector {
    struct Presented {
        let fullScreen: Bool
        let make: @MainActor (ViewContext) -> Node
        /// Ends the presentation (sets `isPresented` false or the item nil, runs `onDismiss`).
        var dismiss: (@MainActor () -> Void)? = nil
        /// A sheet of a design system's own (ODS's), made from the host and the built content; nil for
        /// Apple's sheet.
        var scene: (@MainActor (_ host: Node, _ content: Node, _ context: ViewContext, _ device: DevicePreset) -> SheetScene)?
        /// The environment where the presenting modifier was applied: the content is built in it (values
        /// written on the presenter — a colour scheme, Dynamic Type, a locale, objects — reach it, as in SwiftUI).
        var environment: EnvironmentValues?
    }
    var presented: Presented?
}

/// What a sheet's content asks of its presentation, collected while the content is built.
@MainActor final class PresentationSettings {
    var detents: [PresentationDetent]?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: Double?
    var background: AnyShapeStyle?
    /// A background made of views (`presentationBackground { … }`), drawn behind the content in the sheet.
    var backgroundView: (@MainActor (ViewContext) -> Node)?
    var backgroundInteraction: PresentationBackgroundInteraction = .automatic
    /// The binding the shown detent is written to (when a drag settles at another).
    var selection: Binding<PresentationDetent>?
    /// Whether dragging the sheet down (or tapping the dimming) leaves it presented.
    var dismissDisabled = false
    /// Whether a swipe on the content's scroll views resizes the sheet or scrolls.
    var contentInteraction: PresentationContentInteraction = .automatic

    /// Forgets what the content asked for, before it is built again.
    func reset() {
        detents = nil; dragIndicator = .automatic; cornerRadius = nil; background = nil; backgroundView = nil
        backgroundInteraction = .automatic; selection = nil; dismissDisabled = false; contentInteraction = .automatic
    }
}

extension View {
    /// Presents the sheet `content` builds while `isPresented` is true, as iOS does: at its smallest
    /// detent over the dimmed view (`.large` unless the content sets `presentationDetents`).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(isPresented.wrappedValue, fullScreen: false, dismiss: { isPresented.wrappedValue = false; onDismiss?() }) { content() }
    }

    /// Presents the sheet `content` builds for `item` while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return presenting(value != nil, fullScreen: false, dismiss: { item.wrappedValue = nil; onDismiss?() }) { content(value!) }
    }

    /// Shows the inspector `content` builds while `isPresented` is true (iOS 17): in an iPhone's compact width
    /// iOS presents it as a sheet, and so is it drawn.
    public func inspector<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
    /// The inspector's column widths (a sheet on iPhone has none).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// The inspector's column width (a sheet on iPhone has none).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(isPresented.wrappedValue, fullScreen: true, dismiss: { isPresented.wrappedValue = false; onDismiss?() }) { content() }
    }

    private func presenting<Content: View>(_ active: Bool, fullScreen: Bool, dismiss: @escaping @MainActor () -> Void,
                                           _ content: @escaping () -> Content) -> some View {
        presenting(active, .init(fullScreen: fullScreen, make: { SheetshotUI.makeHostedNode(content(), in: $0) }, dismiss: dismiss))
    }

    /// This view, presenting `presented` over itself while `active` (the first presentation found wins).
    func presenting(_ active: Bool, _ presented: PresentationCollector.Presented) -> some View {
        wrapped { node, context in
            guard active else { return node }
            guard let collector = context.collectors.presentations else { return node }
            if collector.presented == nil {
                var shown = presented
                shown.environment = context.environment
                collector.presented = shown
            }
            return node
        }
    }

    /// The heights the sheet this view is the content of rests at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        presentationSetting { $0.detents = detents.sorted { $0.approximateHeight < $1.approximateHeight } }
    }
    /// The heights the sheet rests at, with the one shown bound to `selection`.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let chosen = selection.wrappedValue
        return presentationSetting {
            $0.detents = [chosen] + detents.filter { $0 != chosen }.sorted { $0.approximateHeight < $1.approximateHeight }
            $0.selection = selection
        }
    }
    /// Whether the sheet shows its grabber (automatic: when it has more than one detent).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { presentationSetting { $0.dragIndicator = visibility } }
    /// The sheet's corner radius.
    public func presentationCornerRadius(_ radius: CGFloat?) -> some View { presentationSetting { $0.cornerRadius = radius.map(Double.init) } }
    /// The sheet's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        presentationSetting { $0.background = AnyShapeStyle(style); $0.backgroundView = nil }
    }
    /// The sheet's background made of the views `content` builds, filling the sheet behind its content (a
    /// material in it blurs what is behind the sheet).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return presentationSetting { settings in
            settings.background = nil
            settings.backgroundView = { context in
                Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment, SheetshotUI.makeNode(background, in: context))
            }
        }
    }
    /// Whether the view behind the sheet can be used (and so is not dimmed).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        presentationSetting { $0.backgroundInteraction = interaction }
    }
    /// Whether a swipe on the sheet's scrolling content resizes the sheet (`.automatic`, `.resizes`: in a
    /// session a finger there drags the sheet) or scrolls (`.scrolls`: a finger on a scroll view in the
    /// sheet leaves the sheet where it is; the sheet still follows a finger on its grabber or on content
    /// that does not scroll). A picture at rest is the same either way.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        presentationSetting { $0.contentInteraction = behavior }
    }
    /// How the presentation adapts in compact size classes (kept: an iPhone sheet is drawn as a sheet).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// Whether the sheet stays presented when dragged down or when the dimming is tapped (in a session; a
    /// picture is not dragged).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { presentationSetting { $0.dismissDisabled = isDisabled } }

    private func presentationSetting(_ change: @escaping @MainActor (PresentationSettings) -> Void) -> some View {
        wrapped { node, context in
            if let settings = context.collectors.presentationSettings { change(settings) }
            return node
        }
    }
}

/// Turns a presented sheet into a Sheetshot sheet scene with Apple's sheet: the presenting screen as the
/// host, the content filling the sheet from its top edge with the grabber over it.
enum SheetPresentationRenderer {
    /// How many presentations may stand on one another (a sheet from a sheet from a sheet …): past it, a
    /// view that presents itself again and again is an error, not a hang.
    static let maximumStack = 8

    /// The scene for `presented` over `host`, or for a full-screen cover its content as the screen — with
    /// what its content presents in turn stacked over it (`depth`: how many presentations stand below).
    @MainActor static func presentation(host: Node, presented: PresentationCollector.Presented, context: ViewContext, device: DevicePreset,
                                        scale: Double?, settings: PresentationSettings = PresentationSettings(),
                                        depth: Int = 1) -> Screenful.Presentation {
        var inner = context
        // What the content presents in turn (a sheet from the sheet, a full-screen cover from it) is collected
        // and stacked over this one.
        let nested = PresentationCollector()
        inner.collectors.presentations = nested
        inner.collectors.presentationSettings = settings
        if let environment = presented.environment { inner.environment = contentEnvironment(presenter: environment, screen: context.environment) }
        if let dismiss = presented.dismiss { inner.environment.dismissAction = DismissAction(dismiss) }
        // iOS draws a sheet's content at the elevated level (its dark backgrounds lighter than the screen's);
        // a full-screen cover is a screen of its own, at the base level.
        inner.environment.userInterfaceLevel = presented.fullScreen ? .base : .elevated
        // The content's own `preferredColorScheme` is its presentation's: built again in it when it differs.
        var content: Node!
        let dialogBefore = inner.collectors.dialogs?.presented != nil
        for _ in 0..<2 {
            let preference = ColorSchemePreference()
            inner.collectors.colorSchemePreference = preference
            content = presented.make(inner)
            guard let preferred = preference.scheme, preferred != inner.environment.colorScheme else { break }
            inner.environment.colorScheme = preferred
            // What the first build collected is collected again, in the scheme asked for.
            settings.reset()
            nested.presented = nil
            if !dialogBefore { inner.collectors.dialogs?.presented = nil }
        }
        inner.collectors.colorSchemePreference = nil
        inner.diagnostics.watchLayout(of: content)
        if presented.fullScreen {
            let cover = Screenful.screenRoot(content, device: device)
            return stacked(nested.presented, over: PresentedCoverBackdrop(child: cover), context: context, device: device, scale: scale,
                           depth: depth) ?? .cover(cover)
        }
        if let make = presented.scene {
            var scene = make(host, content, inner, device)
            scene.displayScale = scale
            return stacked(nested.presented, over: scene, context: context, device: device, scale: scale, depth: depth) ?? .sheet(scene)
        }
        let env = inner.environment
        let dark = env.colorScheme == .dark
        let detents = validDetents(settings.detents, diagnostics: inner.diagnostics)
        var configuration = SheetConfiguration()
        configuration.detents = detents.map { $0.sheetDetent(in: env) }
        configuration.shouldHideCollapsedContent = false
        // UIKit's sheet presentation resizes the presented view to the detent it rests at, and to the sheet's
        // height while it moves between detents (below the smallest one it slides down whole): the content is
        // laid out in what shows, so its bottom (a list's end, a bar inset at the bottom) is on the screen.
        configuration.isFlexibleHeight = true
        // iOS's page sheet at `.large` rests at 0.08 of the screen, the screen behind pushed back as a card.
        configuration.tallestTopRatio = PresentingCard.iOSTallestTopRatio
        // iOS's sheet goes away when dragged down past its smallest detent (in a session's drags).
        configuration.allowsSwipeToHide = !settings.dismissDisabled
        let interaction = settings.backgroundInteraction
        if interaction.enabled {
            configuration.largestUndimmedDetent = (interaction.upThrough ?? detents.max { $0.approximateHeight < $1.approximateHeight })?.detent.id
        }
        var style = SheetStyle.iOS(dark: dark)
        style.background = UIColor.systemBackground.resolved(in: env)
        if let radius = settings.cornerRadius {
            if radius.isFinite, radius >= 0 {
                style.cornerRadius = min(radius, 1_000)
            } else {
                inner.diagnostics.warn("presentationCornerRadius(\(Node.describe(radius))) is not a finite, non-negative radius; the sheet keeps iOS's")
            }
        }
        // A colour is the panel's own; any other style (a material, a gradient) or views fill the sheet
        // behind its content, on a clear panel.
        var backgroundNode: Node?
        if let background = settings.background {
            if case .color(let c)? = background.fill(in: env) {
                style.background = c
            } else {
                backgroundNode = SheetshotUI.makeNode(Rectangle().fill(background), in: inner)
            }
        }
        if let make = settings.backgroundView { backgroundNode = make(inner) }
        // The background fills the whole sheet, through the home indicator's safe area as iOS's does
        // (the content stops above it): the panel's own views, on a clear panel.
        if backgroundNode != nil { style.background = .clear }
        // SwiftUI's sheet content starts at the sheet's top edge; its grabber is drawn over it.
        let grabberColor = style.handleColor, grabberSize = style.handleSize
        style.handleStripHeight = 0
        let showsGrabber = settings.dragIndicator == .visible || (settings.dragIndicator == .automatic && detents.count > 1)
        // The content area runs to the screen's bottom edge; the content keeps clear of the home indicator
        // itself, so what ignores the safe area (a background, a list's rows under the indicator) reaches it.
        configuration.contentReachesOuterEdge = true
        var layers: [Node] = [SheetContentScreen(bottomInset: device.safeArea.bottom,
                                                 Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top, content))]
        if showsGrabber {
            layers.append(Widgets.Shape(.capsule, fill: .color(grabberColor)).frame(width: grabberSize.width, height: grabberSize.height).padding(.top, 5))
        }
        var body: Node = layers.count == 1 ? layers[0] : Widgets.ZStack(alignment: .top) { layers }
        // The screen behind is drawn in the window's scheme; the sheet in its own (the presenter's environment
        // or its content's preference), which may differ.
        let windowScheme = context.environment.colorScheme
        // The content's nodes are at the elevated level too (the system backgrounds they resolve as they draw).
        body = body.environment(\.userInterfaceLevel, .elevated)
        backgroundNode = backgroundNode?.environment(\.userInterfaceLevel, .elevated)
        if env.colorScheme != windowScheme {
            body = body.environment(\.colorScheme, env.colorScheme)
            backgroundNode = backgroundNode?.environment(\.colorScheme, env.colorScheme)
        }
        var scene = SheetScene(host: host, header: nil, content: body, configuration: configuration, style: style, device: device,
                               colorScheme: windowScheme, layoutDirection: env.layoutDirection, position: .detent(detents[0].detent.id))
        scene.panelBackground = backgroundNode
        scene.displayScale = scale
        scene.motionStyle = .apple
        // Text in the system font is spaced as iOS spaces SF Pro, as on the screen behind.
        scene = scene.environment(\.tracksLikeSystemFont, true).environment(\.systemFontFamilies, SystemFont.families)
        return stacked(nested.presented, over: scene, context: context, device: device, scale: scale, depth: depth) ?? .sheet(scene)
    }

    /// `next`, presented from the sheet `scene`'s content, stacked over it as iOS stacks it: the sheet
    /// steps back (drawn whole, dimmed by the next one, pushed back as a card when the next one is large)
    /// and the next is presented over it with its own detents (nil when `next` is nil).
    @MainActor static func stacked(_ next: PresentationCollector.Presented?, over scene: SheetScene, context: ViewContext, device: DevicePreset,
                                   scale: Double?, depth: Int) -> Screenful.Presentation? {
        guard let next else { return nil }
        let picture: CanvasImage
        do {
            picture = try scene.render().makeImage()
        } catch {
            context.diagnostics.fail("the sheet a sheet is presented from could not be drawn: \(error)")
            return nil
        }
        let backdrop = PresentedBackdrop(scene: scene, picture: picture)
        let result = stacked(next, over: backdrop, context: context, device: device, scale: scale, depth: depth)
        // A first sheet at the top of the screen steps back as a card when the sheet on top rises to the top
        // too: the sheet on top's own card is not drawn (the backdrop draws the stepped-back sheet), and its
        // dimming is the card's 10 %.
        guard case .sheet(var top)? = result, let card = top.style.presentingCard, let below = try? scene.layout(),
              below.offset <= 0.1 * device.size.height, let geometry = try? top.geometry(), let placed = try? top.layout(),
              PresentingCard.progress(atExtent: placed.extent, in: geometry) >= 1 else { return result }
        backdrop.steppedBack = (scale: 1 - card.scaleReduction, sheetTop: below.offset, cornerRadius: scene.style.cornerRadius,
                                topAbove: placed.offset - (PresentingCard.iOSTallestTopRatio - card.slide) * device.size.height)
        top.style.presentingCard = nil
        top.style.dimming = top.style.dimming.withAlpha(card.overlay)
        return .sheet(top)
    }

    /// `next`, presented from a full-screen cover or a sheet drawn as `backdrop`, over it.
    @MainActor static func stacked(_ next: PresentationCollector.Presented?, over backdrop: Node, context: ViewContext, device: DevicePreset,
                                   scale: Double?, depth: Int) -> Screenful.Presentation? {
        guard let next else { return nil }
        guard depth < maximumStack else {
            context.diagnostics.fail("more than \(maximumStack) presentations stand on one another (does a sheet present itself?): the rest is not drawn")
            return nil
        }
        return presentation(host: backdrop, presented: next, context: context, device: device, scale: scale, depth: depth + 1)
    }
}

extension SheetPresentationRenderer {
    /// The environment a presentation's content is built in: the presenter's, where the modifier was applied
    /// (what the presenting views wrote reaches the content), without what only places in the screen's tree
    /// mean — a toolbar's, a list row's, an edit mode's or a scroll view's settings — and at the screen's
    /// display scale and device.
    static func contentEnvironment(presenter: EnvironmentValues, screen: EnvironmentValues) -> EnvironmentValues {
        var values = presenter
        let fresh = EnvironmentValues()
        values.isInToolbar = fresh.isInToolbar
        values.listRowSettings = fresh.listRowSettings
        values.reservedLines = fresh.reservedLines
        values.hidesScrollContentBackground = fresh.hidesScrollContentBackground
        // A list's edit mode stays with its list; the content has the window's (inactive until changed).
        values.editModeBinding = screen.editModeBinding
        values.pageIndexBackground = fresh.pageIndexBackground
        values.isSidebarList = fresh.isSidebarList
        values.displayScale = screen.displayScale
        values.renderingDevice = screen.renderingDevice
        return values
    }

    /// The detents a sheet rests at: those its content set that iOS can use — a fraction or height that is
    /// not a finite, non-negative number is dropped, with a warning — or `.large` when none is left (iOS's
    /// fallback for an empty set, which data easily makes).
    @MainActor static func validDetents(_ detents: [PresentationDetent]?, diagnostics: ViewDiagnostics) -> [PresentationDetent] {
        guard let detents else { return [.large] }
        let valid = detents.compactMap { detent -> PresentationDetent? in
            switch detent.detent.size {
            case .fraction(let f) where !(f.isFinite && f >= 0):
                diagnostics.warn("presentationDetents: .fraction(\(Node.describe(f))) is not a finite, non-negative fraction; it is left out")
                return nil
            case .fraction(let f) where f > 1:
                // Taller than the screen: the tallest a sheet can be.
                return PresentationDetent(detent: SheetDetent(detent.detent.id, .fraction(1)), approximateHeight: 852)
            case .points(let h) where !(h.isFinite && h >= 0):
                diagnostics.warn("presentationDetents: .height(\(Node.describe(h))) is not a finite, non-negative height; it is left out")
                return nil
            default:
                return detent
            }
        }
        if valid.isEmpty {
            diagnostics.warn("presentationDetents: the set of detents is empty\(detents.isEmpty ? "" : " once invalid ones are left out"); the sheet rests at .large, as on iOS")
            return [.large]
        }
        return valid
    }
}

/// Whether a swipe on a sheet's content resizes it or scrolls (SwiftUI's `PresentationContentInteraction`).
public struct PresentationContentInteraction: Sendable, Equatable {
    let name: String
    /// The platform's choice; resize the sheet first; scroll first.
    public static let automatic = PresentationContentInteraction(name: "automatic"), resizes = PresentationContentInteraction(name: "resizes"),
                      scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How a presentation adapts in compact size classes (SwiftUI's `PresentationAdaptation`).
public struct PresentationAdaptation: Sendable {
    let name: String
    /// The platform's choice; no adaptation; a popover; a sheet; a full-screen cover.
    public static let automatic = PresentationAdaptation(name: "automatic"), none = PresentationAdaptation(name: "none"),
                      popover = PresentationAdaptation(name: "popover"), sheet = PresentationAdaptation(name: "sheet"),
                      fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

