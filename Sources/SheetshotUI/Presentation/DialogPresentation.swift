import Canvas
import Widgets

/// An alert or a confirmation dialog a view tree presents, noted while it is built (the first presented
/// one wins, as on iOS where a second is refused while one shows). Alerts presented from inside a sheet
/// are noted too: they are drawn over the sheet.
@MainActor final class DialogCollector {
    /// What is presented, as noted by the modifier.
    struct Presented {
        /// An alert (a card in the middle of the screen) or an iPhone action sheet (button groups at the bottom).
        enum Style { case alert, actionSheet }
        let style: Style
        /// The title, nil when hidden.
        let title: Text?
        /// The message's views (nil: none).
        let message: (@MainActor (ViewContext) -> [Node])?
        /// The actions' views: buttons (and, in an alert, text fields).
        let actions: @MainActor (ViewContext) -> [Node]
        /// Ends the presentation (`isPresented` false, the item nil).
        let dismiss: @MainActor () -> Void
        /// Where the modifier was applied: the actions are built with its environment and identity.
        let context: ViewContext
    }
    var presented: Presented?
    /// The overlay built for `presented` (built once per screen, so taps reach the nodes laid out).
    private var built: Node?

    /// The dimming and the dialog over a screen of `device`, built once (nil when nothing is presented).
    func overlay(on device: DevicePreset) -> Node? {
        if let built { return built }
        guard let presented else { return nil }
        built = DialogRenderer.overlay(presented, device: device)
        return built
    }
}

extension View {
    /// This view, presenting `dialog` while `active` (the first dialog found in the tree wins).
    func presentingDialog(_ active: Bool, _ style: DialogCollector.Presented.Style, title: Text?,
                          message: (@MainActor (ViewContext) -> [Node])?, actions: @escaping @MainActor (ViewContext) -> [Node],
                          dismiss: @escaping @MainActor () -> Void) -> some View {
        wrapped { node, context in
            guard active, let collector = context.collectors.dialogs else { return node }
            if collector.presented == nil {
                collector.presented = .init(style: style, title: title, message: message, actions: actions, dismiss: dismiss, context: context)
            }
            return node
        }
    }
}

/// Draws alerts and iPhone action sheets (confirmation dialogs) as iOS 17 draws them — measured from its
/// `UIAlertController`: an alert is a 270-pt card with 14-pt corners on a blurred material, its title in
/// the headline font and its message in the footnote font, centred, over buttons 44 pt tall (two side by
/// side, the cancel one on the left; more stacked, the cancel one last); an action sheet is a group of
/// 57-pt buttons in the title-3 font, 8 pt from the screen's sides and resting on its safe area, with the
/// cancel button in a group of its own below (iOS adds "Cancel" when the actions have none). Both dim the
/// screen with black at 20 % (48 % in dark mode). Tapping a button runs its action and dismisses; tapping
/// the dimming dismisses an action sheet, never an alert.
@MainActor enum DialogRenderer {
    static let alertWidth = 270.0, alertRadius = 14.0, alertButtonHeight = 44.0
    static let sheetMargin = 8.0, sheetButtonHeight = 57.0, sheetRadius = 14.0

    /// The accessibility dump's title for the section a dialog of `style` makes.
    static func sectionTitle(_ style: DialogCollector.Presented.Style) -> String {
        style == .actionSheet ? "Presented confirmation dialog (modal)" : "Presented alert (modal)"
    }
    /// Whether an accessibility section titled `title` is a dialog's.
    static func isDialogSection(_ title: String) -> Bool {
        title == sectionTitle(.alert) || title == sectionTitle(.actionSheet)
    }

    /// The full-screen overlay for `presented` on `device`.
    static func overlay(_ presented: DialogCollector.Presented, device: DevicePreset) -> Node {
        var context = presented.context
        context.place.afterTap = presented.dismiss
        // A dialog's content is not in a list, a bar or a picker, and nothing in it presents.
        context.place.isInList = false
        context.collectors.navigationBar = nil
        context.collectors.tags = nil
        context.collectors.tabs = nil
        context.collectors.presentations = nil
        context.collectors.dialogs = nil
        context.place.slotPlace = nil
        let dark = context.environment.colorScheme == .dark
        let dimming: Node = Widgets.Shape(.rectangle, fill: .color(CanvasColor.black.withAlpha(dark ? 0.48 : 0.2)))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        var layers = [presented.style == .actionSheet ? context.onTap(dimming, presented.dismiss) : dimming]
        switch presented.style {
        case .alert: layers.append(alertCard(presented, context: context))
        case .actionSheet: layers.append(actionSheet(presented, context: context, device: device))
        }
        return Widgets.ZStack(alignment: .center) { layers }
            .environment(\.screen, Screen(size: device.size, safeArea: device.safeArea))
    }

    /// The built actions: each button's node with its role, and the other views (text fields).
    private static func actions(_ presented: DialogCollector.Presented, context: ViewContext, height: Double,
                                font: @escaping (ButtonRole?) -> Font) -> (buttons: [(node: Node, role: ButtonRole?)], others: [Node]) {
        var made: [(node: Node, role: ButtonRole?)] = []
        var buttonContext = context
        buttonContext.environment.buttonLook = .custom { configuration, inner in
            let role = configuration.role
            let env = inner.environment
            let color: Color = role == .destructive ? .red : (env.tint ?? .accentColor)
            let row = configuration.label
                .font(font(role))
                .foregroundStyle(color)
                .lineLimit(1)
                .padding(.horizontal, 12)
                .frame(maxWidth: .infinity, minHeight: height)
            let node = SheetshotUI.makeNode(row, in: inner)
            made.append((node, role))
            return [node]
        }
        let nodes = presented.actions(buttonContext)
        var buttons: [(node: Node, role: ButtonRole?)] = [], others: [Node] = []
        for node in nodes {
            if let found = made.first(where: { contains(node, $0.node) }) {
                buttons.append((node, found.role))
            } else {
                others.append(node)
            }
        }
        return (buttons, others)
    }

    private static func contains(_ root: Node, _ target: Node, depth: Int = 0) -> Bool {
        if root === target { return true }
        guard depth < 8 else { return false }
        return root.children.contains { contains($0, target, depth: depth + 1) }
    }

    /// A button the system adds ("OK" to an alert without actions, "Cancel" to an action sheet without one).
    private static func systemButton(_ title: String, role: ButtonRole?, context: ViewContext) -> Node {
        SheetshotUI.makeNode(Button(role: role, action: {}) { Text(verbatim: title) }, in: context)
    }

    private static func alertCard(_ presented: DialogCollector.Presented, context: ViewContext) -> Node {
        let env = context.environment
        var built = actions(presented, context: context, height: alertButtonHeight) { $0 == .cancel ? .body.weight(.semibold) : .body }
        if built.buttons.isEmpty {
            // SwiftUI gives an alert without actions an OK button.
            var okContext = context
            okContext.environment.buttonLook = .custom { configuration, inner in
                [SheetshotUI.makeNode(configuration.label.font(.body).foregroundStyle(inner.environment.tint ?? .accentColor)
                    .frame(maxWidth: .infinity, minHeight: alertButtonHeight), in: inner)]
            }
            built.buttons = [(systemButton("OK", role: .cancel, context: okContext), .cancel)]
        }
        var header: [Node] = []
        if let title = presented.title {
            header.append(SheetshotUI.makeNode(title.font(.headline), in: context))
        }
        if let message = presented.message {
            let nodes = message(context.with { $0.font = .footnote })
            if !nodes.isEmpty { header.append(nodes.count == 1 ? nodes[0] : Widgets.VStack(spacing: 2) { nodes }) }
        }
        header += built.others
        var rows: [Node] = []
        if !header.isEmpty {
            let texts = Widgets.VStack(spacing: 4) { header }
            rows.append(SheetshotUI.makeNode(_StyledContent(nodes: { _ in [texts] })
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
                .padding(.horizontal, 16).padding(.top, 19).padding(.bottom, 17), in: context))
        }
        var buttons = built.buttons
        if buttons.count == 2 {
            // Two buttons sit side by side, a cancel one on the left.
            if buttons[1].role == .cancel, buttons[0].role != .cancel { buttons.swapAt(0, 1) }
            rows.append(separator(env))
            rows.append(Widgets.HStack(spacing: 0) {
                [buttons[0].node.frame(maxWidth: .infinity), separator(env, vertical: true), buttons[1].node.frame(maxWidth: .infinity)]
            }.frame(height: alertButtonHeight))
        } else {
            // One, or three and more, are stacked, a cancel one last.
            let ordered = buttons.filter { $0.role != .cancel } + buttons.filter { $0.role == .cancel }
            for button in ordered {
                rows.append(separator(env))
                rows.append(button.node)
            }
        }
        let card = Widgets.VStack(spacing: 0) { rows }.frame(width: alertWidth)
        return material(card, radius: alertRadius, env: env, opaque: false)
    }

    private static func actionSheet(_ presented: DialogCollector.Presented, context: ViewContext, device: DevicePreset) -> Node {
        let env = context.environment
        let built = actions(presented, context: context, height: sheetButtonHeight) {
            $0 == .cancel ? Font.title3.weight(.semibold) : .title3
        }
        var main: [Node] = []
        var header: [Node] = []
        let secondary = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        if let title = presented.title {
            header.append(SheetshotUI.makeNode(title.font(.footnote.weight(.semibold)).foregroundStyle(secondary), in: context))
        }
        if let message = presented.message {
            let nodes = message(context.with { $0.font = .footnote; $0.foregroundStyle = secondary })
            if !nodes.isEmpty { header.append(nodes.count == 1 ? nodes[0] : Widgets.VStack(spacing: 2) { nodes }) }
        }
        if !header.isEmpty {
            let texts = Widgets.VStack(spacing: 4) { header }
            main.append(SheetshotUI.makeNode(_StyledContent(nodes: { _ in [texts] })
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
                .padding(.horizontal, 16).padding(.vertical, 14), in: context))
        }
        for button in built.buttons where button.role != .cancel {
            if !main.isEmpty { main.append(separator(env)) }
            main.append(button.node)
        }
        var cancel = built.buttons.first { $0.role == .cancel }?.node
        if cancel == nil {
            // iOS adds a Cancel button to an action sheet on iPhone.
            var cancelContext = context
            cancelContext.environment.buttonLook = .custom { configuration, inner in
                [SheetshotUI.makeNode(configuration.label.font(Font.title3.weight(.semibold)).foregroundStyle(inner.environment.tint ?? .accentColor)
                    .frame(maxWidth: .infinity, minHeight: sheetButtonHeight), in: inner)]
            }
            cancel = systemButton("Cancel", role: .cancel, context: cancelContext)
        }
        var groups: [Node] = []
        if !main.isEmpty { groups.append(material(Widgets.VStack(spacing: 0) { main }, radius: sheetRadius, env: env, opaque: false)) }
        if let cancel { groups.append(material(cancel, radius: sheetRadius, env: env, opaque: true)) }
        let bottom = max(device.safeArea.bottom, sheetMargin)
        return Widgets.VStack(spacing: sheetMargin) { groups }
            .padding(DirectionalInsets(top: 0, leading: sheetMargin, bottom: bottom, trailing: sheetMargin))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }

    /// A separator line one pixel thick (vertical between side-by-side buttons).
    private static func separator(_ env: EnvironmentValues, vertical: Bool = false) -> Node {
        let color = UIColor.separator.resolved(in: env)
        let scale = env.displayScale.isFinite && env.displayScale > 0 ? Double(env.displayScale) : 1
        let line = Widgets.Shape(.rectangle, fill: .color(color))
        return vertical ? line.frame(width: 1 / scale, height: alertButtonHeight) : line.frame(height: 1 / scale)
    }

    /// `content` on the dialog's material (blurred backdrop and wash) in a rounded rectangle, or on an
    /// opaque fill (an action sheet's cancel button).
    private static func material(_ content: Node, radius: Double, env: EnvironmentValues, opaque: Bool) -> Node {
        let dark = env.colorScheme == .dark
        let wash: CanvasColor
        if opaque {
            wash = dark ? CanvasColor(rgb: 0x2C2C2E) : .white
        } else {
            wash = dark ? CanvasColor(rgb: 0x252525).withAlpha(0.86) : CanvasColor(rgb: 0xF2F2F2).withAlpha(0.86)
        }
        let background = CustomDrawing { canvas, frame, _ in
            let outline = ShapeKind.roundedRect(radius: radius, curve: .continuous).path(in: frame)
            if !opaque { canvas.blurBackdrop(under: outline, blur: Material.blur) }
            canvas.fill(outline, with: .solid(wash))
        }
        return content.background(background).clipShape(.roundedRect(radius: radius, curve: .continuous))
    }
}
