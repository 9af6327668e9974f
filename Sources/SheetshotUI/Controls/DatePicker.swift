import Foundation

/// A date and/or time chooser (SwiftUI's `DatePicker`), drawn in iOS's compact style: the label leading,
/// then each chosen component — the date (`Jan 1, 2025`), the time (`9:41 AM`) — in its own grey rounded
/// box trailing, formatted in the environment's locale, time zone and calendar. The graphical and wheel
/// styles are reported as not drawn yet.
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents
    @Environment(\.datePickerStyleName) private var style

    /// A picker of `selection`'s `displayedComponents`, labelled by what `label` builds.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label(); date = selection.wrappedValue; components = displayedComponents
    }
    /// A picker limited to `range` (the limit changes nothing at rest).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker limited to dates from `range`'s start (the limit changes nothing at rest).
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// A picker limited to dates up to `range`'s end (the limit changes nothing at rest).
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        HStack(spacing: 8) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            if components.contains(.date) { box(Text(date, format: .dateTime.month(.abbreviated).day().year())) }
            if components.contains(.hourAndMinute) { box(Text(date, format: .dateTime.hour().minute())) }
        }
        .accessibilityElement(children: .combine)
        .modifier(StyleReport(style: style))
    }

    private func box(_ text: Text) -> some View {
        // The boxes keep their size (they are the control); the label takes what is left.
        text.lineLimit(1)
            .fixedSize()
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
    }

    /// Reports a style that is not drawn.
    private struct StyleReport: ViewModifier {
        let style: String
        func body(content: Content) -> some View {
            content.reportingUnsupported(style == "compact" ? nil : "DatePicker with .datePickerStyle(.\(style)) is not drawn yet (only .compact)")
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled by a literal, limited to `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                                        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled by a literal, limited to dates from `range`'s start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled by a literal, limited to dates up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled by a string, limited to `range`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                                        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled by a string, limited to dates from `range`'s start.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                                        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled by a string, limited to dates up to `range`'s end.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                                        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a picker shows (SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    /// Components of raw value `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How date pickers are drawn (SwiftUI's date picker styles).
public struct DatePickerStyleKind: Sendable {
    let name: String
    /// The platform's choice (compact); compact boxes; a calendar; wheels.
    public static let automatic = DatePickerStyleKind(name: "compact"), compact = DatePickerStyleKind(name: "compact"),
                      graphical = DatePickerStyleKind(name: "graphical"), wheel = DatePickerStyleKind(name: "wheel")
}

extension View {
    /// Draws the date pickers here in `style`.
    public func datePickerStyle(_ style: DatePickerStyleKind) -> some View { environment(\.datePickerStyleName, style.name) }

    /// This view, with `message` reported as not drawn yet when there is one.
    func reportingUnsupported(_ message: String?) -> some View {
        wrapped { node, context in
            if let message { context.diagnostics.report(message) }
            return node
        }
    }
}

extension EnvironmentValues {
    /// The name of the date picker style here.
    var datePickerStyleName: String {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = "compact"
}
