import SheetWidget
import Widgets

// Orange's ODS bottom sheets (Orange-OpenSource/ods-ios) as their SwiftUI modifiers read, so code written
// against OrangeDesignSystem compiles here with its import made conditional and renders with Sheetshot's
// ODS sheets (`SheetPreset.odsStandard`, `SheetPreset.odsExpanding`: radius 10, a 55×4 grabber, system
// grey 6, spring motion), the view the modifier is on as the host.

/// The accessibility texts of a standard sheet's header when open and when closed (ODS's type).
public typealias AccessibilityStatesValues = (opened: String, closed: String)

/// How far ODS's expanding sheet is open (ODS's `ODSBottomSheetSize`).
public enum ODSBottomSheetSize: String, CaseIterable, Sendable {
    /// Not shown.
    case hidden
    /// The header alone, at the bottom.
    case small
    /// Half the screen's height.
    case medium
    /// 0.975 of the screen's height.
    case large

    /// The preset's detent for this size (nil when hidden).
    var detent: String? { self == .hidden ? nil : rawValue }
}

extension View {
    /// ODS's standard sheet over this view: its header (a grabber and `title`) at the bottom, and below it
    /// the sheet's `content` while `isOpen` is true. A tap on the header toggles it (run with gestures).
    public func odsBottomSheetStandard<Content: View>(isOpen: Binding<Bool>, title: String,
                                                      accessibilityStateLabels: AccessibilityStatesValues? = nil,
                                                      accessibilityStateHints: AccessibilityStatesValues? = nil,
                                                      @ViewBuilder content: @escaping () -> Content) -> some View {
        odsStandard(isOpen.wrappedValue, ODSHeader(title: title, labels: accessibilityStateLabels, hints: accessibilityStateHints), content)
    }

    /// ODS's standard sheet with a subtitle under the title.
    public func odsBottomSheetStandard<Content: View>(isOpen: Binding<Bool>, title: String, subtitle: String,
                                                      accessibilityStateLabels: AccessibilityStatesValues? = nil,
                                                      accessibilityStateHints: AccessibilityStatesValues? = nil,
                                                      @ViewBuilder content: @escaping () -> Content) -> some View {
        odsStandard(isOpen.wrappedValue, ODSHeader(title: title, subtitle: subtitle, labels: accessibilityStateLabels, hints: accessibilityStateHints),
                    content)
    }

    /// ODS's standard sheet with an icon before the title, turned 180° while open when `animateIcon`.
    public func odsBottomSheetStandard<Content: View>(isOpen: Binding<Bool>, title: String,
                                                      accessibilityStateLabels: AccessibilityStatesValues? = nil,
                                                      accessibilityStateHints: AccessibilityStatesValues? = nil,
                                                      icon: Image, animateIcon: Bool = true,
                                                      @ViewBuilder content: @escaping () -> Content) -> some View {
        odsStandard(isOpen.wrappedValue, ODSHeader(title: title, icon: icon, turnsIcon: animateIcon, labels: accessibilityStateLabels,
                                                   hints: accessibilityStateHints), content)
    }

    /// ODS's expanding sheet over this view at `bottomSheetSize`: small shows the header, medium half the
    /// screen, large 0.975 of it; the view behind is dimmed above small. A tap on the header cycles the
    /// sizes (run with gestures).
    public func odsBottomSheetExpanding<Content: View>(title: String, bottomSheetSize: Binding<ODSBottomSheetSize>,
                                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        odsExpanding(bottomSheetSize.wrappedValue, ODSHeader(title: title), content)
    }

    /// ODS's expanding sheet with a subtitle under the title.
    public func odsBottomSheetExpanding<Content: View>(title: String, subtitle: String, bottomSheetSize: Binding<ODSBottomSheetSize>,
                                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        odsExpanding(bottomSheetSize.wrappedValue, ODSHeader(title: title, subtitle: subtitle), content)
    }

    /// ODS's expanding sheet with an icon before the title.
    public func odsBottomSheetExpanding<Content: View>(title: String, icon: Image, bottomSheetSize: Binding<ODSBottomSheetSize>,
                                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        odsExpanding(bottomSheetSize.wrappedValue, ODSHeader(title: title, icon: icon), content)
    }

    private func odsStandard<Content: View>(_ isOpen: Bool, _ header: ODSHeader, _ content: @escaping () -> Content) -> some View {
        presenting(true, .init(fullScreen: false, make: { context in
            // The content sits on the system background, under the header's divider (as ODS draws it).
            SheetshotUI.makeNode(content().background(Color(uiColor: .systemBackground)), in: context)
        }, scene: { host, content, context, device in
            var header = header
            header.isOpen = isOpen
            return ODSSheetScene.make(.odsStandard, host: host, header: header, content: content, detent: isOpen ? "open" : "closed",
                                      context: context, device: device)
        }))
    }

    private func odsExpanding<Content: View>(_ size: ODSBottomSheetSize, _ header: ODSHeader, _ content: @escaping () -> Content) -> some View {
        presenting(size.detent != nil, .init(fullScreen: false, make: { SheetshotUI.makeNode(content(), in: $0) }, scene: { host, content, context, device in
            ODSSheetScene.make(.odsExpanding, host: host, header: header, content: content, detent: size.detent ?? "small", context: context, device: device)
        }))
    }
}

/// The header ODS draws: an optional icon (turned while open), the title and an optional subtitle, over
/// a divider. The grabber above it is the sheet style's.
struct ODSHeader: View {
    var title: String
    var subtitle: String?
    var icon: Image?
    var turnsIcon = false
    var labels: AccessibilityStatesValues?
    var hints: AccessibilityStatesValues?
    var isOpen = false

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 4) {
                if let icon {
                    icon.font(.headline)
                        .rotationEffect(.degrees(turnsIcon && isOpen ? 180 : 0))
                        .accessibilityHidden(true)
                }
                VStack(alignment: .leading, spacing: 2) {
                    Text(verbatim: title).font(.headline)
                    if let subtitle { Text(verbatim: subtitle).font(.footnote).foregroundStyle(.secondary) }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.leading, 16)
            .padding(.trailing, 16)
            .frame(maxHeight: .infinity)
            .accessibilityElement(children: .combine)
            .accessibilityLabel(Text(verbatim: labels.map { isOpen ? $0.opened : $0.closed } ?? title))
            .accessibilityHint(Text(verbatim: hints.map { isOpen ? $0.opened : $0.closed } ?? ""))
            .accessibilityAddTraits(.isButton)
            Divider()
        }
    }
}

/// Sheetshot's ODS sheet scenes with a header and content of the user's.
enum ODSSheetScene {
    @MainActor static func make(_ preset: SheetPreset, host: Node, header: ODSHeader, content: Node, detent: String,
                                context: ViewContext, device: DevicePreset) -> SheetScene {
        let env = context.environment
        var scene = SheetScene(host: host, header: SheetshotUI.makeNode(header, in: context), content: content,
                               configuration: preset.configuration, style: preset.style(env.colorScheme == .dark), device: device,
                               colorScheme: env.colorScheme, layoutDirection: env.layoutDirection, position: .detent(detent))
        scene.setStyles(light: preset.style(false), dark: preset.style(true))
        scene.motionStyle = preset.motionStyle
        // Text in the system font is spaced as iOS spaces SF Pro, as on the screen behind.
        scene = scene.environment(\.tracksLikeSystemFont, true).environment(\.systemFontFamilies, SystemFont.families)
        return scene
    }
}
