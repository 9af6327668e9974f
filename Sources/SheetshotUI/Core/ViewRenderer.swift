import Canvas
import SheetWidget
import Widgets

/// Why a view could not be rendered as iOS would draw it: the API it used that SheetshotUI accepts but
/// does not render yet, each named — and what the view asked for that could not be had (a picture file
/// that cannot be read), each named.
public struct ViewRenderingError: Error, CustomStringConvertible, Equatable {
    /// One message per problem: API not rendered yet first, then the view's own problems.
    public let messages: [String]
    /// The messages about what the view asked for that could not be had (not about SheetshotUI's API).
    public let viewProblems: [String]

    init(messages: [String], viewProblems: [String] = []) {
        self.messages = messages + viewProblems
        self.viewProblems = viewProblems
    }

    /// The messages, one per line, under what kind of problem they are.
    public var description: String {
        let api = messages.filter { !viewProblems.contains($0) }
        var parts: [String] = []
        if !api.isEmpty { parts.append("The view uses API SheetshotUI does not render yet:\n" + api.map { "  - \($0)" }.joined(separator: "\n")) }
        if !viewProblems.isEmpty { parts.append("The view could not be rendered as written:\n" + viewProblems.map { "  - \($0)" }.joined(separator: "\n")) }
        return parts.joined(separator: "\n")
    }
}

/// Turns views into Widgets trees and pictures.
public enum ViewRenderer {
    /// Whether a stand-in is an error: a symbol name not in the catalogue (nor among registered symbol
    /// files), an asset catalogue's colour or picture. Off by default — the picture shows a marked
    /// stand-in and a warning is written (standard error, the layout dump); set it for a scope with
    /// `ViewRenderer.$isStrict.withValue(true) { … }`, or for a whole run with `SHEETSHOT_STRICT=1`.
    @TaskLocal public static var isStrict: Bool = {
        let value = ProcessInfo.processInfo.environment["SHEETSHOT_STRICT"]?.lowercased()
        return value == "1" || value == "true" || value == "yes"
    }()

    /// The most views built one inside another: 2,000 — every view, modifier and container counts one; real
    /// screens are some tens to a few hundred deep. A deeper tree (a recursive view without an end) is a
    /// `ViewRenderingError` naming the depth, checked as it is built. Building takes about 2 KB of stack a
    /// level in a debug build (a session a little more) and Widgets' layout less: within the 8 MiB stack of a
    /// main thread, test thread or clip worker (see also `Node.maximumDepth`).
    public static let maximumDepth = 2_000

    /// The Widgets tree `view` stands for in `environment`.
    /// - Throws: `ViewRenderingError` naming any API used that is not rendered yet.
    /// Content built during layout (a `GeometryReader`'s) is not built yet: `render` and `layout` check it too.
    @MainActor public static func node<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> Node {
        try node(view, environment: environment, diagnostics: ViewDiagnostics())
    }

    @MainActor static func node<V: View>(_ view: V, environment: EnvironmentValues, diagnostics: ViewDiagnostics) throws -> Node {
        let context = ViewContext(environment: environment, diagnostics: diagnostics)
        let node = makeHostedNode(view, in: context)
        try diagnostics.check()
        return node
    }

    /// `view` laid out as the screen `configuration` describes (its scale aside: layout is in points): the
    /// laid-out root, for `layoutDump()` and `hitTest(_:)`. A presented sheet is not part of it (see
    /// `layoutDump(_:in:)`).
    /// - Throws: `ViewRenderingError`, or what layout throws (a missing font).
    @MainActor public static func layout<V: View>(_ view: V, in configuration: ScreenConfiguration) throws -> Node {
        let frame = try ViewFrame(view, in: configuration.inPoints)
        let root = try frame.laidOutRoot()
        try frame.screen.diagnostics.check()
        return root
    }

    /// The layout of `view` as the screen `configuration` describes, as text: every node's kind, identifier
    /// and frame in points — and, when the view presents a sheet, the sheet's frames and its content's (its
    /// scale aside: layout is in points).
    /// - Throws: `ViewRenderingError`, or what layout throws.
    @MainActor public static func layoutDump<V: View>(_ view: V, in configuration: ScreenConfiguration) throws -> String {
        try ViewFrame(view, in: configuration.inPoints).layoutDump()
    }

    /// `view` as the screen `configuration` describes: laid out in the safe area (centred in it, as an app's
    /// root view is) over the system background, in the configuration's colour scheme, Dynamic Type size,
    /// layout direction and locale, at its scale (nil: the device's). A sheet the view presents is drawn over
    /// it as iOS draws one, at its smallest detent; a full-screen cover is drawn instead of it.
    /// - Throws: `ViewRenderingError`, or what rendering throws (a missing font, a picture too large).
    @MainActor public static func render<V: View>(_ view: V, in configuration: ScreenConfiguration) throws -> Canvas {
        try ViewFrame(view, in: configuration).draw()
    }

    // The same on a device: each names the `ScreenConfiguration` (`ScreenConfiguration/init(device:colorScheme:dynamicTypeSize:layoutDirection:locale:scale:colorSchemeContrast:)`).

    /// `layout(_:in:)` on `device`'s screen.
    @MainActor public static func layout<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight) throws -> Node {
        try layout(view, in: .init(device, colorScheme, dynamicTypeSize, layoutDirection)) }

    /// `layoutDump(_:in:)` on `device`'s screen.
    @MainActor public static func layoutDump<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight) throws -> String {
        try layoutDump(view, in: .init(device, colorScheme, dynamicTypeSize, layoutDirection)) }

    /// `render(_:in:)` on `device`'s screen, at `scale` pixels a point (nil: the device's).
    @MainActor public static func render<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) throws -> Canvas {
        try render(view, in: .init(device, colorScheme, dynamicTypeSize, layoutDirection, scale)) }

    /// Draws a built screen with `presentation` (its sheet, placed; its cover) over or instead of it, and
    /// `dialog` (its alert or confirmation dialog, laid out) over everything.
    @MainActor static func draw(_ screen: Screenful, _ presentation: Screenful.Presentation?, dialog: Node?) throws -> Canvas {
        let background = SemanticColor.systemBackground.resolved(in: screen.context.environment)
        let canvas: Canvas
        switch presentation {
        case .sheet(let scene): canvas = try scene.render()
        case .cover(let cover): canvas = try Renderer.render(cover, size: screen.device.size, environment: screen.environment, background: background)
        case nil: canvas = try Renderer.render(screen.root, size: screen.device.size, environment: screen.environment, background: background)
        }
        if let dialog {
            let scale = Double(canvas.width) / screen.device.size.width
            canvas.withSavedState {
                canvas.transform = .scale(scale, scale)
                dialog.draw(on: canvas, environment: screen.environment)
            }
        }
        try screen.diagnostics.check()
        return canvas
    }
}

extension ViewRenderer {
    /// `render(_:in:)` of a preview on `device`'s screen, at `scale` pixels a point (nil: the device's).
    @MainActor public static func render(_ preview: Preview, on device: DevicePreset, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) throws -> Canvas {
        try render(preview, in: .init(device, colorScheme, dynamicTypeSize, layoutDirection, scale)) }

    /// A preview as Xcode's canvas shows it in `configuration` (turned to landscape when the preview says
    /// so): a `.device` layout as `render(_:in:)` draws a screen, presented sheet included; `.sizeThatFits` at
    /// the size its views take when offered the screen; `.fixed` at its size — both over the system
    /// background, without the screen's safe area.
    /// - Throws: `ViewRenderingError`, or what rendering throws.
    @MainActor public static func render(_ preview: Preview, in configuration: ScreenConfiguration) throws -> Canvas {
        var configuration = configuration
        if preview.isLandscape { configuration.device = configuration.device.landscape }
        let device = configuration.device, scale = configuration.scale
        let view = preview.makeView()
        let offered: Size
        switch preview.layout {
        case .device:
            return try render(view, in: configuration)
        case .sizeThatFits: offered = device.size
        case .fixed(let width, let height):
            // The preview's own size: its problems are named as the preview's, not the display scale's.
            offered = Size(Double(width), Double(height))
            let pixelScale = scale ?? device.scale
            let w = offered.width * pixelScale, h = offered.height * pixelScale
            guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= Double(CanvasImage.maximumSide), h <= Double(CanvasImage.maximumSide) else {
                throw ViewRenderingError(messages: [], viewProblems: [
                    "the preview's layout .fixed(width: \(Node.describe(offered.width)), height: \(Node.describe(offered.height))) is not a size that can be drawn "
                    + "at \(Node.describe(pixelScale)) pixels a point: each side must be a finite number of points making 1…\(CanvasImage.maximumSide) pixels"])
            }
        }
        let frame = try ViewFrame(view, in: configuration, fillsScreen: false)
        var size = offered
        if case .sizeThatFits = preview.layout {
            let screen = frame.screen
            try Renderer.layout(screen.root, size: offered, environment: screen.environment)
            size = screen.root.frame.size
        }
        return try frame.drawRoot(size: size)
    }
}

/// A view built as a device's screen: its root (kept in the safe area), the Widgets environment it is
/// rendered in, what it presents, and the problems found while building it.
@MainActor struct Screenful {
    /// The root alone (no presentation) drawn at `size` points over the system background; the problems
    /// found while building or drawing it are thrown.
    func picture(size: Size) throws -> Canvas {
        let background = SemanticColor.systemBackground.resolved(in: context.environment)
        let canvas = try Renderer.render(root, size: size, environment: environment, background: background)
        try diagnostics.check()
        return canvas
    }

    let root: Node
    let environment: Widgets.Environment
    let diagnostics = ViewDiagnostics()
    let presentations = PresentationCollector()
    /// The alert or confirmation dialog the view presents (drawn over everything, a sheet included).
    let dialogs = DialogCollector()
    /// What the presented sheet's content asked of its presentation (when it has been built).
    let presentationSettings = PresentationSettings()
    let context: ViewContext
    let device: DevicePreset
    /// The session the screen is built in (nil for a one-off picture).
    let session: SessionParts?

    enum Presentation { case sheet(SheetScene), cover(Node) }

    /// - Parameter fillsScreen: whether the view is the screen's content, kept in its safe area (else it is
    ///   laid out on its own, as a preview that fits its views).
    /// - Parameter sizeClasses: size classes the device's traits give (nil, or a nil class: from its size).
    init<V: View>(_ view: V, in configuration: ScreenConfiguration, fillsScreen: Bool = true, session: SessionParts? = nil,
                  sizeClasses: (horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?)? = nil) throws {
        let device = configuration.device
        // A device's own scale is checked as a given one is (the environment would draw at 1× instead).
        if configuration.scale == nil, !(device.scale.isFinite && device.scale > 0) {
            throw DisplayScaleError(scale: device.scale, reason: "the device \(FileName.visible(device.name))'s scale must be a finite number above 0")
        }
        // The window takes the colour scheme its views prefer (`preferredColorScheme`): when the screen asks
        // for another than the configuration's, it is built again in that one, as iOS draws the whole window
        // (and the sheets it presents) in it.
        // In a session the build starts in the scheme the window took last time, so a screen that keeps
        // preferring one is built once.
        var scheme = session?.windowScheme?.scheme ?? configuration.colorScheme
        var environment = Widgets.Environment()
        var context = ViewContext(environment: EnvironmentValues(), diagnostics: diagnostics)
        var node: Node!
        for _ in 0..<2 {
            (environment, context) = Self.buildingParts(configuration, scheme: scheme, sizeClasses: sizeClasses, diagnostics: diagnostics,
                                                        presentations: presentations, dialogs: dialogs, session: session)
            let preference = ColorSchemePreference()
            context.collectors.colorSchemePreference = preference
            node = makeHostedNode(view, in: context)
            let wanted = preference.scheme ?? configuration.colorScheme
            guard wanted != scheme else { break }
            scheme = wanted
            presentations.presented = nil
            dialogs.presented = nil
        }
        session?.windowScheme?.scheme = scheme
        context.collectors.colorSchemePreference = nil
        self.context = context
        self.session = session
        self.environment = environment
        self.device = device
        root = fillsScreen ? Self.screenRoot(node, device: device) : node
        diagnostics.watchLayout(of: root)
        try diagnostics.check()
    }

    /// The Widgets environment and the build context of a screen in `scheme`, before its view is built.
    private static func buildingParts(_ configuration: ScreenConfiguration, scheme: ColorScheme,
                                      sizeClasses: (horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?)?,
                                      diagnostics: ViewDiagnostics, presentations: PresentationCollector, dialogs: DialogCollector,
                                      session: SessionParts?) -> (Widgets.Environment, ViewContext) {
        let device = configuration.device
        var environment = Widgets.Environment(device: device, colorScheme: scheme, layoutDirection: configuration.layoutDirection)
        // Text in the system font is spaced as iOS spaces SF Pro (issue 32: line widths as iOS draws them).
        environment.tracksLikeSystemFont = true
        environment.systemFontFamilies = SystemFont.families
        if let problem = SystemFont.problem { diagnostics.report(problem) }
        if let scale = configuration.scale { environment.displayScale = scale }
        var values = EnvironmentValues()
        values.colorScheme = scheme
        values.colorSchemeContrast = configuration.colorSchemeContrast
        values.dynamicTypeSize = configuration.dynamicTypeSize
        values.layoutDirection = configuration.layoutDirection
        if let locale = configuration.locale { values.locale = locale }
        values.displayScale = CGFloat(environment.displayScale)
        values.horizontalSizeClass = device.size.width >= 600 ? .regular : .compact
        values.verticalSizeClass = device.size.height >= 600 ? .regular : .compact
        if let sizeClasses {
            values.horizontalSizeClass = sizeClasses.horizontal ?? values.horizontalSizeClass
            values.verticalSizeClass = sizeClasses.vertical ?? values.verticalSizeClass
        }
        // UIKit facts read in bodies (UIScreen.main.bounds) answer for this device.
        values.renderingDevice = device
        // iOS gives every view an edit mode, inactive at first (a profile screen that shows its summary while
        // `editMode?.wrappedValue == .inactive` shows it): a session's window keeps it between frames.
        let window = session?.windowScheme ?? WindowScheme()
        values.editModeBinding = Binding(get: { window.editMode }, set: { window.editMode = $0; ModelChanges.note(in: session?.store.modelChanges) })
        var context = ViewContext(environment: values, diagnostics: diagnostics)
        context.collectors.presentations = presentations
        context.collectors.dialogs = dialogs
        if let session {
            context.session = ViewContext.SessionStores(state: session.store, taps: session.taps, drags: session.drags,
                                                        animations: session.animations,
                                                        lifecycle: session.commits ? session.lifecycle : nil, transitions: session.transitions)
        }
        return (environment, context)
    }

    /// The alert or confirmation dialog the view presents (from the screen or its sheet), built and laid
    /// out over the whole screen; nil when none is presented. Call after `presentation(of:scale:)`, which
    /// builds the sheet's content.
    func dialogOverlay() throws -> Node? {
        guard let overlay = dialogs.overlay(on: device) else { return nil }
        try diagnostics.check()
        try Renderer.layout(overlay, size: device.size, environment: environment)
        return overlay
    }

    /// A view's nodes kept in the device's safe area, on a screen that `ignoresSafeArea` can reach.
    static func screenRoot(_ node: Node, device: DevicePreset) -> Node {
        SafeAreaPadding(.all, Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center, node))
            .environment(\.screen, Screen(size: device.size, safeArea: device.safeArea))
    }

    /// `shown` — a presented sheet or cover — built over this screen, its sheet resting where the state
    /// puts it (nil when `shown` is nil). A frame asks, once (Runtime/ViewFrame.swift).
    func presentation(of shown: PresentationCollector.Presented?, scale: Double?) throws -> Presentation? {
        var presentation: Presentation?
        if let shown {
            presentation = SheetPresentationRenderer.presentation(host: root, presented: shown, context: context, device: device, scale: scale,
                                                                  settings: presentationSettings)
        }
        try diagnostics.check()
        return presentation
    }

    /// The parts of the screen a person can reach, laid out, in reading order, given its root laid out and
    /// its presentation as placed: the screen, unless a presentation covers it or makes it inert (a modal
    /// sheet); a presented sheet's header and content; a full-screen cover; or, over everything, `dialog`.
    func reachableSections(_ presentation: Presentation?, dialog: Node?) throws -> [(title: String, roots: [Node])] {
        var sections: [(title: String, roots: [Node])] = []
        switch presentation {
        case .sheet(let scene):
            _ = try scene.resolved()
            // A sheet that leaves the screen behind usable (undimmed) is not modal: both are read.
            let modal = scene.configuration.shouldShowDimming && scene.configuration.largestUndimmedDetent == nil
            if !modal { sections.append(("Screen", [root])) }
            sections.append((modal ? "Presented sheet (modal)" : "Presented sheet", [scene.header, scene.content].compactMap { $0 }))
        case .cover(let cover):
            try Renderer.layout(cover, size: device.size, environment: environment)
            sections.append(("Presented full-screen cover", [cover]))
        case nil:
            sections.append(("Screen", [root]))
        }
        // An alert or confirmation dialog is modal: nothing behind it is read or reached.
        if let dialog {
            sections = [(DialogRenderer.sectionTitle(dialogs.presented?.style ?? .alert), [dialog])]
        }
        try diagnostics.check()
        return sections
    }
}

/// The parts of a session a screen is built with: where state, taps, drags, animations, the views'
/// lifecycle and the views coming and going are kept, and whether this build commits an action (its
/// changes start moving now, its appear and change actions are due).
@MainActor struct SessionParts {
    let store: StateStore, taps: TapActions, drags: DragActions, animations: AnimationStore, lifecycle: Lifecycle
    let transitions: TransitionStore
    var commits = false
    /// The colour scheme the window took at the last build (its views' `preferredColorScheme`): the next
    /// build starts in it, so a screen that keeps preferring a scheme is built once a frame.
    var windowScheme: WindowScheme? = nil
}

/// The colour scheme a session's window took at its last build (nil before the first), and the window's
/// edit mode.
@MainActor final class WindowScheme {
    var scheme: ColorScheme?
    /// The edit mode iOS's window gives its views (`\.editMode`): inactive until an `EditButton` or the
    /// app's code changes it.
    var editMode: EditMode = .inactive
}
