import Canvas
import Widgets

/// Light or dark appearance (SwiftUI's `ColorScheme`).
public typealias ColorScheme = Widgets.ColorScheme
/// The direction leading and trailing refer to (SwiftUI's `LayoutDirection`).
public typealias LayoutDirection = Widgets.LayoutDirection

/// A value carried down the view tree: give it a `defaultValue`, and reach it through a property of
/// `EnvironmentValues` that reads and writes `self[YourKey.self]`, as in SwiftUI.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no view has set one.
    static var defaultValue: Value { get }
}

/// The values a view reads with `@Environment` and its modifiers set for their content: colour scheme,
/// layout direction, Dynamic Type size, font, foreground style and the rest, and keys of your own.
public struct EnvironmentValues {
    /// The values, shared between copies until one is changed (copy on write): an `EnvironmentValues` is one
    /// reference wide, so the many contexts a deep view tree holds on the stack while it is built stay small.
    private final class Storage {
        var custom: [ObjectIdentifier: Any] = [:]
        var colorScheme: ColorScheme = .light
        var layoutDirection: LayoutDirection = .leftToRight
        var dynamicTypeSize: DynamicTypeSize = .large
        var displayScale: CGFloat = 3
        var renderingDevice: DevicePreset = .iPhone15Pro
        var horizontalSizeClass: UserInterfaceSizeClass? = .compact
        var verticalSizeClass: UserInterfaceSizeClass? = .regular
        var font: Font? = nil
        var lineLimit: Int? = nil
        var reservedLines = 0
        var multilineTextAlignment: TextAlignment = .leading
        var isEnabled: Bool = true
        var tint: Color? = nil
        var foregroundStyle: AnyShapeStyle? = nil
        var fontWeight: Font.Weight? = nil
        var isItalic: Bool = false
        var isMonospacedDigit: Bool = false
        var fontDesign: Font.Design? = nil
        var buttonLook: ButtonLook = .builtIn(.automatic)
        var controlSize: ControlSize = .regular
        var textFieldStyle: TextFieldStyleKind = .automatic
        var textFieldLook: (@MainActor (TextField<_TextFieldStyleLabel>, ViewContext) -> [Node])? = nil
        var pickerStyle: PickerStyleKind = .automatic
        var imageScale: Image.Scale = .medium
        var symbolVariants: SymbolVariants = .none
        var symbolRenderingMode: SymbolRenderingMode? = nil
        var paletteStyles: [AnyShapeStyle] = []
        var labelStyle: LabelStyleKind = .automatic
        var customLabelStyle: (@MainActor (LabelStyleConfiguration, ViewContext) -> [Node])? = nil
        var isInToolbar: Bool = false
        var listRowSettings: ListRowSettings = ListRowSettings()
        var hidesScrollContentBackground: Bool = false
        var editModeBinding: Binding<EditMode>? = nil
        var tabViewStyle: TabViewStyleKind = .tabBar
        var pageIndexBackground: Bool = false
        var toggleLook: ToggleLook = .switch
        var switchTint: Color? = nil
        var labelsHidden: Bool = false
        var undrawnTextStyling: [String] = []
        var tracking: CGFloat = 0
        var progressLook: ProgressLook = .automatic
        var gaugeLook: GaugeLook = .linearCapacity
        var modelContext: ModelContext? = nil
        var buttonBorderShape: ButtonBorderShape = ButtonBorderShape.automatic
        var listStyle: ListStyleKind = .insetGrouped
        var textCase: Text.Case? = nil
        var locale: Locale = EnvironmentValues.defaultLocale
        var timeZone: TimeZone = EnvironmentValues.defaultTimeZone
        var calendar: Calendar = EnvironmentValues.defaultCalendar
        var objects: [ObjectIdentifier: AnyObject] = [:]
        var dismissAction: DismissAction = DismissAction()
        var lineSpacing: CGFloat = 0
        var openURLAction: OpenURLAction = OpenURLAction()
        var allowsTightening: Bool = false
        var minimumScaleFactor: CGFloat = 1
        var defaultMinListRowHeight: CGFloat = 44
        var defaultMinListHeaderHeight: CGFloat? = nil
        var disableAutocorrection: Bool? = nil
        init() {}
        /// A copy of every value.
        func copy() -> Storage {
            let c = Storage()
            c.custom = custom
            c.colorScheme = colorScheme
            c.layoutDirection = layoutDirection
            c.dynamicTypeSize = dynamicTypeSize
            c.displayScale = displayScale
            c.renderingDevice = renderingDevice
            c.horizontalSizeClass = horizontalSizeClass
            c.verticalSizeClass = verticalSizeClass
            c.font = font
            c.lineLimit = lineLimit
            c.reservedLines = reservedLines
            c.multilineTextAlignment = multilineTextAlignment
            c.isEnabled = isEnabled
            c.tint = tint
            c.foregroundStyle = foregroundStyle
            c.fontWeight = fontWeight
            c.isItalic = isItalic
            c.isMonospacedDigit = isMonospacedDigit
            c.fontDesign = fontDesign
            c.buttonLook = buttonLook
            c.controlSize = controlSize
            c.textFieldStyle = textFieldStyle
            c.textFieldLook = textFieldLook
            c.pickerStyle = pickerStyle
            c.imageScale = imageScale
            c.symbolVariants = symbolVariants
            c.symbolRenderingMode = symbolRenderingMode
            c.paletteStyles = paletteStyles
            c.labelStyle = labelStyle
            c.customLabelStyle = customLabelStyle
            c.isInToolbar = isInToolbar
            c.listRowSettings = listRowSettings
            c.hidesScrollContentBackground = hidesScrollContentBackground
            c.editModeBinding = editModeBinding
            c.tabViewStyle = tabViewStyle
            c.pageIndexBackground = pageIndexBackground
            c.toggleLook = toggleLook
            c.switchTint = switchTint
            c.labelsHidden = labelsHidden
            c.undrawnTextStyling = undrawnTextStyling
            c.tracking = tracking
            c.progressLook = progressLook
            c.gaugeLook = gaugeLook
            c.modelContext = modelContext
            c.buttonBorderShape = buttonBorderShape
            c.listStyle = listStyle
            c.textCase = textCase
            c.locale = locale
            c.timeZone = timeZone
            c.calendar = calendar
            c.objects = objects
            c.dismissAction = dismissAction
            c.lineSpacing = lineSpacing
            c.openURLAction = openURLAction
            c.allowsTightening = allowsTightening
            c.minimumScaleFactor = minimumScaleFactor
            c.defaultMinListRowHeight = defaultMinListRowHeight
            c.defaultMinListHeaderHeight = defaultMinListHeaderHeight
            c.disableAutocorrection = disableAutocorrection
            return c
        }
    }
    private var storage = Storage()
    /// The storage, copied first when another `EnvironmentValues` shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }


    /// The values of a plain iPhone screen: light, left to right, Dynamic Type size large, scale 3.
    public init() {}

    /// The value of a key of your own.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage.custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { unique().custom[ObjectIdentifier(key)] = newValue }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme { get { storage.colorScheme } set { unique().colorScheme = newValue } }
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection { get { storage.layoutDirection } set { unique().layoutDirection = newValue } }
    /// The Dynamic Type size text styles are scaled by (`.large` is iOS's default).
    public var dynamicTypeSize: DynamicTypeSize { get { storage.dynamicTypeSize } set { unique().dynamicTypeSize = newValue } }
    /// Pixels per point.
    public var displayScale: CGFloat { get { storage.displayScale } set { unique().displayScale = newValue } }
    /// The device the view is built for: what `UIScreen.main` and the other UIKit facts a body reads answer for.
    var renderingDevice: DevicePreset { get { storage.renderingDevice } set { unique().renderingDevice = newValue } }
    /// The width's size class: compact on iPhone in portrait, regular on iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { storage.horizontalSizeClass } set { unique().horizontalSizeClass = newValue } }
    /// The height's size class: regular in portrait, compact on iPhone in landscape.
    public var verticalSizeClass: UserInterfaceSizeClass? { get { storage.verticalSizeClass } set { unique().verticalSizeClass = newValue } }
    /// The font text uses when it sets none (nil: `.body`).
    public var font: Font? { get { storage.font } set { unique().font = newValue } }
    /// The most lines text shows (nil: no limit).
    public var lineLimit: Int? { get { storage.lineLimit } set { unique().lineLimit = newValue } }
    /// The fewest lines of height text takes (`lineLimit(_:reservesSpace:)`, `lineLimit(2...4)`); 0 for none.
    var reservedLines: Int { get { storage.reservedLines } set { unique().reservedLines = newValue } }
    /// How lines of multi-line text are aligned.
    public var multilineTextAlignment: TextAlignment { get { storage.multilineTextAlignment } set { unique().multilineTextAlignment = newValue } }
    /// Whether controls in this part of the tree respond to interaction.
    public var isEnabled: Bool { get { storage.isEnabled } set { unique().isEnabled = newValue } }
    /// The accent colour of controls and `.tint` (nil: the system blue).
    var tint: Color? { get { storage.tint } set { unique().tint = newValue } }
    /// The style text and shapes are drawn in where they set none (nil: `.primary`).
    var foregroundStyle: AnyShapeStyle? { get { storage.foregroundStyle } set { unique().foregroundStyle = newValue } }
    /// A weight set on the tree with `fontWeight(_:)` or `bold()`, overriding the font's own.
    var fontWeight: Font.Weight? { get { storage.fontWeight } set { unique().fontWeight = newValue } }
    /// Whether text is italic (`italic()` on a container).
    var isItalic: Bool { get { storage.isItalic } set { unique().isItalic = newValue } }
    /// Whether digits are drawn at one width, set with `monospacedDigit()`.
    var isMonospacedDigit: Bool { get { storage.isMonospacedDigit } set { unique().isMonospacedDigit = newValue } }
    /// A design set on the tree with `fontDesign(_:)`, for fonts that name none.
    var fontDesign: Font.Design? { get { storage.fontDesign } set { unique().fontDesign = newValue } }
    /// How buttons are drawn.
    var buttonLook: ButtonLook { get { storage.buttonLook } set { unique().buttonLook = newValue } }
    /// How large controls are.
    public var controlSize: ControlSize { get { storage.controlSize } set { unique().controlSize = newValue } }
    /// How text fields are drawn.
    var textFieldStyle: TextFieldStyleKind { get { storage.textFieldStyle } set { unique().textFieldStyle = newValue } }
    /// A text field style of the user's, drawing fields from the plain field (nil: the built-in style).
    var textFieldLook: (@MainActor (TextField<_TextFieldStyleLabel>, ViewContext) -> [Node])? {
        get { storage.textFieldLook } set { unique().textFieldLook = newValue }
    }
    /// How pickers are drawn.
    var pickerStyle: PickerStyleKind { get { storage.pickerStyle } set { unique().pickerStyle = newValue } }
    /// How large symbols are drawn relative to their font.
    public var imageScale: Image.Scale { get { storage.imageScale } set { unique().imageScale = newValue } }
    /// The variant symbols are drawn in (`.fill` in a tab bar).
    public var symbolVariants: SymbolVariants { get { storage.symbolVariants } set { unique().symbolVariants = newValue } }
    /// How symbols' layers are coloured (nil: monochrome, or palette when several styles are given).
    public var symbolRenderingMode: SymbolRenderingMode? { get { storage.symbolRenderingMode } set { unique().symbolRenderingMode = newValue } }
    /// The styles of a symbol's primary, secondary and tertiary layers, set by `foregroundStyle(_:_:)`
    /// and `foregroundStyle(_:_:_:)` (empty: one style).
    var paletteStyles: [AnyShapeStyle] { get { storage.paletteStyles } set { unique().paletteStyles = newValue } }
    /// How labels are drawn.
    var labelStyle: LabelStyleKind { get { storage.labelStyle } set { unique().labelStyle = newValue } }
    /// A label style of the user's, building each label (nil: `labelStyle`).
    var customLabelStyle: (@MainActor (LabelStyleConfiguration, ViewContext) -> [Node])? { get { storage.customLabelStyle } set { unique().customLabelStyle = newValue } }
    /// Whether the views are a navigation bar's toolbar items (labels show their icon alone there).
    var isInToolbar: Bool { get { storage.isInToolbar } set { unique().isInToolbar = newValue } }
    /// Row settings a section or list gives its rows.
    var listRowSettings: ListRowSettings { get { storage.listRowSettings } set { unique().listRowSettings = newValue } }
    /// Whether lists and scroll views here draw no background of their own (`scrollContentBackground(.hidden)`).
    var hidesScrollContentBackground: Bool { get { storage.hidesScrollContentBackground } set { unique().hidesScrollContentBackground = newValue } }
    /// The edit mode lists here follow (see `editMode`).
    var editModeBinding: Binding<EditMode>? { get { storage.editModeBinding } set { unique().editModeBinding = newValue } }
    /// How tab views show their tabs (`tabViewStyle`).
    var tabViewStyle: TabViewStyleKind { get { storage.tabViewStyle } set { unique().tabViewStyle = newValue } }
    /// Whether page dots sit on a capsule (`indexViewStyle`).
    var pageIndexBackground: Bool { get { storage.pageIndexBackground } set { unique().pageIndexBackground = newValue } }
    /// How toggles are drawn (`toggleStyle`), and the switch's tint when on (`SwitchToggleStyle(tint:)`).
    var toggleLook: ToggleLook { get { storage.toggleLook } set { unique().toggleLook = newValue } }
    var switchTint: Color? { get { storage.switchTint } set { unique().switchTint = newValue } }
    /// Whether controls hide their labels (`labelsHidden`).
    var labelsHidden: Bool { get { storage.labelsHidden } set { unique().labelsHidden = newValue } }
    /// Text styling set on a container that is not drawn yet (`underline()`, `kerning(_:)`…), for warnings.
    var undrawnTextStyling: [String] { get { storage.undrawnTextStyling } set { unique().undrawnTextStyling = newValue } }
    /// Points added after each character of text here (`tracking(_:)`, `kerning(_:)` on a view).
    var tracking: CGFloat { get { storage.tracking } set { unique().tracking = newValue } }
    /// How progress views are drawn (`progressViewStyle`).
    var progressLook: ProgressLook { get { storage.progressLook } set { unique().progressLook = newValue } }
    /// How gauges are drawn (`gaugeStyle`).
    var gaugeLook: GaugeLook { get { storage.gaugeLook } set { unique().gaugeLook = newValue } }
    /// The context a `modelContainer` modifier set (nil: none).
    var storedModelContext: ModelContext? { get { storage.modelContext } set { unique().modelContext = newValue } }
    /// The outline of bordered buttons (`buttonBorderShape`).
    var buttonBorderShape: ButtonBorderShape { get { storage.buttonBorderShape } set { unique().buttonBorderShape = newValue } }
    /// How lists are drawn.
    var listStyle: ListStyleKind { get { storage.listStyle } set { unique().listStyle = newValue } }
    /// A case text is shown in (section headers are in capitals).
    public var textCase: Text.Case? { get { storage.textCase } set { unique().textCase = newValue } }
    /// The locale values in text are formatted in (`Text(_:format:)`, `"\(x, format: …)"`): en_US, the
    /// iOS simulator's default, unless set — never the machine's, so a picture does not depend on where
    /// it is rendered.
    public var locale: Locale { get { storage.locale } set { unique().locale = newValue } }
    /// The time zone dates in text are shown in: UTC unless set (never the machine's).
    public var timeZone: TimeZone { get { storage.timeZone } set { unique().timeZone = newValue } }
    /// The calendar dates in text are shown in: Gregorian unless set (never the machine's).
    public var calendar: Calendar { get { storage.calendar } set { unique().calendar = newValue } }
    /// The locale where none is set.
    static let defaultLocale = Locale.previewCurrent
    /// The time zone where none is set.
    static let defaultTimeZone = TimeZone.previewCurrent
    /// The calendar where none is set.
    static let defaultCalendar = Calendar(identifier: .gregorian)
    /// Objects put in the environment with `environment(_:)` (`@Observable` models) and
    /// `environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] { get { storage.objects } set { unique().objects = newValue } }
    /// Dismisses the presentation this view is in: in a `ViewSession`, the sheet's `isPresented` becomes
    /// false (or its item nil) and `onDismiss` runs; elsewhere there is nothing to dismiss.
    public var dismiss: DismissAction { dismissAction }
    /// The dismiss action of the presentation views here are in.
    var dismissAction: DismissAction { get { storage.dismissAction } set { unique().dismissAction = newValue } }
    /// Extra space between lines of text, in points (`lineSpacing(_:)`).
    public var lineSpacing: CGFloat { get { storage.lineSpacing } set { unique().lineSpacing = newValue } }
    /// What opening a URL does here (see `openURL`).
    var openURLAction: OpenURLAction { get { storage.openURLAction } set { unique().openURLAction = newValue } }
    /// Whether text may be drawn tighter to fit (kept: text is drawn at its own tracking).
    public var allowsTightening: Bool { get { storage.allowsTightening } set { unique().allowsTightening = newValue } }
    /// How far text may shrink to fit (kept: text that does not fit is wrapped or truncated at its size).
    public var minimumScaleFactor: CGFloat { get { storage.minimumScaleFactor } set { unique().minimumScaleFactor = newValue } }
    /// The smallest height of a list row (kept: rows are as tall as iOS's default, 44 points, or their content).
    public var defaultMinListRowHeight: CGFloat { get { storage.defaultMinListRowHeight } set { unique().defaultMinListRowHeight = newValue } }
    /// The smallest height of a list section header (kept).
    public var defaultMinListHeaderHeight: CGFloat? { get { storage.defaultMinListHeaderHeight } set { unique().defaultMinListHeaderHeight = newValue } }
    /// Whether text fields here turn autocorrection off (no visible effect).
    public var disableAutocorrection: Bool? { get { storage.disableAutocorrection } set { unique().disableAutocorrection = newValue } }
}

extension EnvironmentValues {
    /// Whether the view is in a presentation (a sheet's content) that `dismiss` can end.
    public var isPresented: Bool { dismissAction.action != nil }
    /// iOS 13's form of `dismiss`: `presentationMode.wrappedValue.dismiss()` ends the presentation.
    @available(*, deprecated, message: "use dismiss or isPresented")
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(dismissAction: dismissAction))
    }
}

/// iOS 13's view of a presentation (SwiftUI's `PresentationMode`).
public struct PresentationMode {
    let dismissAction: DismissAction
    /// Whether the view is presented.
    public var isPresented: Bool { dismissAction.action != nil }
    /// Ends the presentation (as `DismissAction` does).
    @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// The accessibility settings, as a device with none turned on has them (set them with
    /// `.environment(\.accessibilityReduceMotion, true)` to render a variant).
    public var accessibilityReduceMotion: Bool { get { self[ReduceMotionKey.self] } set { self[ReduceMotionKey.self] = newValue } }
    /// Whether Reduce Transparency is on (off unless set).
    public var accessibilityReduceTransparency: Bool { get { self[ReduceTransparencyKey.self] } set { self[ReduceTransparencyKey.self] = newValue } }
    /// Whether Differentiate Without Colour is on (off unless set).
    public var accessibilityDifferentiateWithoutColor: Bool { get { self[DifferentiateKey.self] } set { self[DifferentiateKey.self] = newValue } }
    /// Whether Smart Invert is on (off unless set).
    public var accessibilityInvertColors: Bool { get { self[InvertColorsKey.self] } set { self[InvertColorsKey.self] = newValue } }
    /// Whether VoiceOver is running (off unless set).
    public var accessibilityVoiceOverEnabled: Bool { get { self[VoiceOverKey.self] } set { self[VoiceOverKey.self] = newValue } }
    /// Whether an assistive technology is running (off unless set; the same value as `accessibilityVoiceOverEnabled`).
    public var accessibilityEnabled: Bool { get { self[VoiceOverKey.self] } set { self[VoiceOverKey.self] = newValue } }
    /// Whether Button Shapes is on (off unless set).
    public var accessibilityShowButtonShapes: Bool { get { self[ButtonShapesKey.self] } set { self[ButtonShapesKey.self] = newValue } }
}

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }
private struct ButtonShapesKey: EnvironmentKey { static let defaultValue = false }

/// SwiftUI's dismiss action: calling it ends the presentation the view is in.
public struct DismissAction {
    let action: (@MainActor () -> Void)?
    init(_ action: (@MainActor () -> Void)? = nil) { self.action = action }
    /// Dismisses the presentation.
    @MainActor public func callAsFunction() { action?() }
}

extension EnvironmentValues {
    /// The object of `type` an ancestor put here. A view cannot be drawn without its model, so a missing
    /// one stops the program with a message naming the type and the modifier that provides it (as
    /// SwiftUI stops).
    func requireObject<T: AnyObject>(_ type: T.Type, via modifier: String) -> T {
        guard let object = objects[ObjectIdentifier(type)] as? T else {
            fatalError("No object of type \(T.self) in the environment: an ancestor view must provide it with .\(modifier)")
        }
        return object
    }

    /// The object of `type` in the environment of the view being built.
    @MainActor static func requireObject<T: AnyObject>(_ type: T.Type, via modifier: String) -> T {
        (ViewContext.current?.environment ?? EnvironmentValues()).requireObject(type, via: modifier)
    }
}

/// Declares an environment value in one line (SwiftUI's `@Entry`): `extension EnvironmentValues { @Entry var
/// accent: Color = .blue }` makes `accent` a property with its own key, defaulting to `.blue`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SheetshotUIMacros", type: "EntryMacro")
