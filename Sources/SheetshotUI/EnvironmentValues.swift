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
    private var custom: [ObjectIdentifier: Any] = [:]

    /// The values of a plain iPhone screen: light, left to right, Dynamic Type size large, scale 3.
    public init() {}

    /// The value of a key of your own.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme = .light
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The Dynamic Type size text styles are scaled by (`.large` is iOS's default).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Pixels per point.
    public var displayScale: CGFloat = 3
    /// The width's size class: compact on iPhone in portrait, regular on iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// The height's size class: regular in portrait, compact on iPhone in landscape.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// The font text uses when it sets none (nil: `.body`).
    public var font: Font?
    /// The most lines text shows (nil: no limit).
    public var lineLimit: Int?
    /// How lines of multi-line text are aligned.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Whether controls in this part of the tree respond to interaction.
    public var isEnabled = true
    /// The accent colour of controls and `.tint` (nil: the system blue).
    var tint: Color?
    /// The style text and shapes are drawn in where they set none (nil: `.primary`).
    var foregroundStyle: AnyShapeStyle?
    /// A weight set on the tree with `fontWeight(_:)` or `bold()`, overriding the font's own.
    var fontWeight: Font.Weight?
    /// Whether text is italic (`italic()` on a container).
    var isItalic = false
    /// Whether digits are drawn at one width, set with `monospacedDigit()`.
    var isMonospacedDigit = false
    /// How buttons are drawn.
    var buttonLook: ButtonLook = .builtIn(.automatic)
    /// How large controls are.
    public var controlSize: ControlSize = .regular
    /// How text fields are drawn.
    var textFieldStyle: TextFieldStyleKind = .automatic
    /// How pickers are drawn.
    var pickerStyle: PickerStyleKind = .automatic
    /// How large symbols are drawn relative to their font.
    public var imageScale: Image.Scale = .medium
    /// The variant symbols are drawn in (`.fill` in a tab bar).
    public var symbolVariants: SymbolVariants = .none
    /// How symbols' layers are coloured (nil: monochrome, or palette when several styles are given).
    public var symbolRenderingMode: SymbolRenderingMode?
    /// The styles of a symbol's primary, secondary and tertiary layers, set by `foregroundStyle(_:_:)`
    /// and `foregroundStyle(_:_:_:)` (empty: one style).
    var paletteStyles: [AnyShapeStyle] = []
    /// How labels are drawn.
    var labelStyle: LabelStyleKind = .automatic
    /// A label style of the user's, building each label (nil: `labelStyle`).
    var customLabelStyle: (@MainActor (LabelStyleConfiguration, ViewContext) -> [Node])?
    /// Whether the views are a navigation bar's toolbar items (labels show their icon alone there).
    var isInToolbar = false
    /// Row settings a section or list gives its rows.
    var listRowSettings = ListRowSettings()
    /// Whether lists and scroll views here draw no background of their own (`scrollContentBackground(.hidden)`).
    var hidesScrollContentBackground = false
    /// The edit mode lists here follow (see `editMode`).
    var editModeBinding: Binding<EditMode>?
    /// How tab views show their tabs (`tabViewStyle`).
    var tabViewStyle: TabViewStyleKind = .tabBar
    /// Whether page dots sit on a capsule (`indexViewStyle`).
    var pageIndexBackground = false
    /// How toggles are drawn (`toggleStyle`), and the switch's tint when on (`SwitchToggleStyle(tint:)`).
    var toggleLook: ToggleLook = .switch
    var switchTint: Color?
    /// Whether controls hide their labels (`labelsHidden`).
    var labelsHidden = false
    /// Text styling set on a container that is not drawn yet (`underline()`, `kerning(_:)`…), for warnings.
    var undrawnTextStyling: [String] = []
    /// How progress views are drawn (`progressViewStyle`).
    var progressLook: ProgressLook = .automatic
    /// The outline of bordered buttons (`buttonBorderShape`).
    var buttonBorderShape = ButtonBorderShape.automatic
    /// How lists are drawn.
    var listStyle: ListStyleKind = .insetGrouped
    /// A case text is shown in (section headers are in capitals).
    public var textCase: Text.Case?
    /// The locale values in text are formatted in (`Text(_:format:)`, `"\(x, format: …)"`): en_US, the
    /// iOS simulator's default, unless set — never the machine's, so a picture does not depend on where
    /// it is rendered.
    public var locale: Locale = EnvironmentValues.defaultLocale
    /// The time zone dates in text are shown in: UTC unless set (never the machine's).
    public var timeZone: TimeZone = EnvironmentValues.defaultTimeZone
    /// The calendar dates in text are shown in: Gregorian unless set (never the machine's).
    public var calendar: Calendar = EnvironmentValues.defaultCalendar
    /// The locale where none is set.
    static let defaultLocale = Locale(identifier: "en_US")
    /// The time zone where none is set.
    static let defaultTimeZone = TimeZone(identifier: "UTC")!
    /// The calendar where none is set.
    static let defaultCalendar = Calendar(identifier: .gregorian)
    /// Objects put in the environment with `environment(_:)` (`@Observable` models) and
    /// `environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Dismisses the presentation this view is in: in a `ViewSession`, the sheet's `isPresented` becomes
    /// false (or its item nil) and `onDismiss` runs; elsewhere there is nothing to dismiss.
    public var dismiss: DismissAction { dismissAction }
    /// The dismiss action of the presentation views here are in.
    var dismissAction = DismissAction()
    /// Extra space between lines of text, in points (`lineSpacing(_:)`).
    public var lineSpacing: CGFloat = 0
    /// What opening a URL does here (see `openURL`).
    var openURLAction = OpenURLAction()
    /// Whether text may be drawn tighter to fit (kept: text is drawn at its own tracking).
    public var allowsTightening = false
    /// How far text may shrink to fit (kept: text that does not fit is wrapped or truncated at its size).
    public var minimumScaleFactor: CGFloat = 1
    /// The smallest height of a list row (kept: rows are as tall as iOS's default, 44 points, or their content).
    public var defaultMinListRowHeight: CGFloat = 44
    /// The smallest height of a list section header (kept).
    public var defaultMinListHeaderHeight: CGFloat?
    /// Whether text fields here turn autocorrection off (no visible effect).
    public var disableAutocorrection: Bool?
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
