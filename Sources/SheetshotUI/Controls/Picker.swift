import Canvas
import Widgets

/// A choice among tagged views (SwiftUI's `Picker`). The segmented style is drawn as iOS's segmented
/// control, the default and `.menu` as iOS's menu picker (a row with the chosen option in a list, a
/// tinted button elsewhere); the wheel as iOS's wheel (flat), inline as rows with a checkmark in a list.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker bound to `selection`, whose options are the views `content` builds, each with a `.tag`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.content = content(); self.label = label()
    }
    /// A picker with its label as a view (iOS 13's form).
    @available(*, deprecated, renamed: "init(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content(); self.label = label
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        if env.pickerStyle == .automatic || env.pickerStyle == .menu { return menu(in: context) }
        if env.pickerStyle == .navigationLink { return menu(in: context, pushes: true) }
        // Inline in a list: the options as rows; inline elsewhere, as on iOS, a wheel.
        if env.pickerStyle == .inline, context.place.isInList { return inlineRows(in: context) }
        if env.pickerStyle == .wheel || env.pickerStyle == .inline { return wheel(in: context) }
        guard env.pickerStyle == .segmented else {
            context.diagnostics.report("Picker is drawn only with .pickerStyle(.segmented) or as a menu yet (its style here: \(env.pickerStyle))")
            return [Widgets.Spacer(minLength: 0)]
        }
        let collector = TagCollector()
        var inner = context
        inner.collectors.tags = collector
        let selected = AnyHashable(selection.wrappedValue)
        // A first pass collects the tagged options (their views are not built then); each is then built
        // styled as selected or not.
        _ = SheetshotUI.makeNodes(content, in: inner)
        let options = collector.options
        let dark = env.colorScheme == .dark
        var segments: [Node] = []
        for option in options {
            let isSelected = option.tag == selected
            let nodes = SheetshotUI.makeNodes(option.view, in: context.with {
                $0.font = .system(size: 13); $0.fontWeight = isSelected ? .semibold : .medium
                $0.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.primary); $0.lineLimit = 1
            })
            // Each segment is a button to VoiceOver, the chosen one selected.
            var label = Widgets.HStack(spacing: 4) { nodes }.frame(maxWidth: .infinity, maxHeight: .infinity)
                .accessibilityElement(traits: isSelected ? [.isButton, .isSelected] : .isButton)
            // A tap on a segment chooses it (in a session).
            if let value = option.tag.base as? SelectionValue, env.isEnabled {
                let selection = self.selection
                label = context.onTap(label) { selection.wrappedValue = value }
            }
            guard isSelected else { segments.append(label); continue }
            let thumb = Widgets.ShadowNode(.roundedRect(radius: 7, curve: .continuous),
                                           Shadow(color: CanvasColor.black.withAlpha(0.12), offset: Point(0, 3), blur: 8),
                                           Widgets.Shape(.roundedRect(radius: 7, curve: .continuous), fill: .color(dark ? CanvasColor(rgb: 0x636366) : .white)))
            segments.append(label.background(thumb))
        }
        let track = UIColor.tertiarySystemFill.resolved(in: env)
        return [Widgets.HStack(spacing: 0) { segments }
            .padding(2)
            .frame(maxWidth: .infinity)
            .frame(height: 32)
            .background(.color(track), in: .roundedRect(radius: 9, curve: .continuous))]
    }
}

extension Picker {
    /// The tagged options, collected without building their views.
    private func options(in context: ViewContext) -> [(tag: AnyHashable, view: AnyView)] {
        let collector = TagCollector()
        var inner = context
        inner.collectors.tags = collector
        _ = SheetshotUI.makeNodes(content, in: inner)
        return collector.options
    }

    /// A menu picker as iOS 17 draws one: in a list, a row with the label leading and the chosen option
    /// trailing in the secondary colour beside an up-down chevron; elsewhere, the chosen option and the
    /// chevron in the tint colour (the label is read by VoiceOver, not shown).
    ///
    /// With `pushes` (the navigation-link style) it is a row everywhere: the chosen option in the secondary
    /// colour and iOS's disclosure chevron in the tertiary one.
    private func menu(in context: ViewContext, pushes: Bool = false) -> [Node] {
        let env = context.environment
        let selected = AnyHashable(selection.wrappedValue)
        let chosen = options(in: context).first { $0.tag == selected }?.view
        let inList = context.place.isInList || pushes
        let style: AnyShapeStyle = inList ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(env.tint ?? .accentColor)
        let valueContext = context.with { $0.foregroundStyle = style; $0.lineLimit = 1 }
        let value = chosen.map { SheetshotUI.makeNodes($0, in: valueContext) } ?? []
        let chevron = pushes
            ? SheetshotUI.makeNode(Image(systemName: "chevron.forward").font(.system(size: 14, weight: .semibold))
                                    .foregroundStyle(Color(uiColor: .tertiaryLabel)), in: context).accessibilityHidden()
            : SheetshotUI.makeNode(Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .semibold)), in: valueContext)
        let control = Widgets.HStack(alignment: .center, spacing: pushes ? 8 : 5) { value + [chevron] }
        let labelNodes = SheetshotUI.makeNodes(label, in: context)
        let labelText = labelNodes.compactMap { ($0 as? Widgets.Text)?.string }.joined(separator: " ")
        let valueText = value.compactMap { ($0 as? Widgets.Text)?.string }.joined(separator: " ")
        guard inList else {
            return [control.accessibilityElement(label: labelText, value: valueText, traits: .isButton)]
        }
        let title = Widgets.Frame(maxWidth: .infinity, alignment: .leading, Widgets.HStack(spacing: 8) { labelNodes })
        return [Widgets.HStack(alignment: .center, spacing: 8) { [title, control] }
            .accessibilityElement(label: labelText, value: valueText, traits: .isButton)]
    }
}

extension Picker {
    /// The options as list rows, the chosen one with a checkmark in the tint (iOS's inline picker in a form).
    private func inlineRows(in context: ViewContext) -> [Node] {
        let env = context.environment
        let selected = AnyHashable(selection.wrappedValue)
        let check = Image(systemName: "checkmark").font(.system(size: 17, weight: .semibold)).foregroundStyle(env.tint ?? .accentColor)
        return options(in: context).map { option in
            let isSelected = option.tag == selected
            var row: [Node] = [Widgets.Frame(maxWidth: .infinity, alignment: .leading, Widgets.HStack(spacing: 8) {
                SheetshotUI.makeNodes(option.view, in: context.with { $0.lineLimit = 1 })
            })]
            if isSelected { row.append(SheetshotUI.makeNode(check, in: context)) }
            var node: Node = Widgets.HStack(alignment: .center, spacing: 8) { row }
                .accessibilityElement(traits: isSelected ? [.isButton, .isSelected] : .isButton)
            if let value = option.tag.base as? SelectionValue, env.isEnabled {
                let selection = self.selection
                node = context.onTap(node) { selection.wrappedValue = value }
            }
            return node
        }
    }

    /// iOS's wheel: 216 points tall, the chosen option in the middle over a grey band, up to three options
    /// either side fading away from it (drawn flat: the wheel's curvature is not drawn).
    private func wheel(in context: ViewContext) -> [Node] {
        let env = context.environment
        let all = options(in: context)
        let selected = AnyHashable(selection.wrappedValue)
        let index = all.firstIndex { $0.tag == selected } ?? 0
        let rowHeight = 34.0, visible = 3
        var rows: [Node] = []
        for offset in -visible...visible {
            let i = index + offset
            let fade = [1, 0.6, 0.35, 0.15][abs(offset)]
            guard i >= 0, i < all.count else {
                rows.append(Widgets.Spacer(minLength: 0).frame(height: rowHeight))
                continue
            }
            let nodes = SheetshotUI.makeNodes(all[i].view, in: context.with { $0.font = .system(size: 21); $0.lineLimit = 1 })
            rows.append(Widgets.HStack(spacing: 4) { nodes }.frame(maxWidth: .infinity).frame(height: rowHeight).opacity(fade))
        }
        let band = Widgets.Shape(.roundedRect(radius: 8, curve: .continuous), fill: .color(UIColor.tertiarySystemFill.resolved(in: env)))
            .frame(height: rowHeight).padding(.horizontal, 8)
        let column = Widgets.VStack(alignment: .center, spacing: 0) { rows }
        let valueText = all.indices.contains(index)
            ? SheetshotUI.makeNodes(all[index].view, in: context).compactMap { ($0 as? Widgets.Text)?.string }.joined(separator: " ") : ""
        return [Widgets.ZStack { [band, column] }
            .frame(maxWidth: .infinity)
            .frame(height: 216)
            .clipShape(.rectangle)
            .accessibilityElement(label: "", value: valueText, traits: [])]
    }
}

extension Picker where Label == Text {
    /// A picker titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Collects the tagged options of a picker while its content is built.
@MainActor final class TagCollector {
    var options: [(tag: AnyHashable, view: AnyView)] = []
}

/// A view with a tag: the value a picker selects it by.
public struct _TaggedView<Content: View, V: Hashable>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let tag: V
    func makeNodes(in context: ViewContext) -> [Node] {
        if let tags = context.collectors.tags {
            tags.options.append((AnyHashable(tag), AnyView(content)))
            return []
        }
        let nodes = SheetshotUI.makeNodes(content, in: context)
        // A tab view selects its tabs by tag.
        if context.collectors.tabs != nil { return nodes.map { TabTagNode(tag: AnyHashable(tag), $0) } }
        return nodes
    }
}

/// How pickers are drawn.
public struct PickerStyleKind: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The style's name as written in code.
    public var description: String { name }
}

/// A picker style: `.segmented`, `.menu`, `.wheel`, `.inline`, `.automatic`.
public protocol PickerStyle {
    /// How the style draws.
    var kind: PickerStyleKind { get }
}
/// iOS's segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: PickerStyleKind { .segmented }
}
/// A menu button showing the chosen option.
public struct MenuPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: PickerStyleKind { .menu }
}
/// A wheel: the chosen option in the middle, the others fading above and below.
public struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: PickerStyleKind { .wheel }
}
/// Options inline: rows with a checkmark in a list, a wheel elsewhere.
public struct InlinePickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: PickerStyleKind { .inline }
}
/// A row that pushes the options as a list (iOS 16's navigation-link picker): the label leading, the chosen
/// option trailing in the secondary colour before a disclosure chevron.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: PickerStyleKind { .navigationLink }
}
/// The platform's default: a menu.
public struct DefaultPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: PickerStyleKind { .automatic }
}

extension PickerStyleKind {
    static let segmented = PickerStyleKind(name: ".segmented"), automatic = PickerStyleKind(name: ".automatic (a menu)"),
               menu = PickerStyleKind(name: ".menu"), navigationLink = PickerStyleKind(name: ".navigationLink"), wheel = PickerStyleKind(name: ".wheel"), inline = PickerStyleKind(name: ".inline")
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// iOS's segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button showing the chosen option.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options as a list.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Options inline (rows in a list, a wheel elsewhere).
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension View {
    /// The value a picker selects this view by.
    public func tag<V: Hashable>(_ tag: V) -> some View { _TaggedView(content: self, tag: tag) }
    /// How pickers in this view are drawn.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environmentChanged { $0.pickerStyle = style.kind } }
}
