import Foundation

/// A date and/or time chooser (SwiftUI's `DatePicker`), drawn as iOS 17 draws it — in the compact style
/// (the default): the label leading, then each chosen component — the date (`Jan 1, 2025`), the time
/// (`9:41 AM`) — in its own grey rounded box trailing; in the graphical style, the month's calendar with
/// the chosen day in a tinted circle (and the time below it); in the wheel style, wheels of months, days
/// and years or hours and minutes (drawn flat) — all in the environment's locale, time zone and calendar.
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents
    @Environment(\.datePickerStyleName) private var style
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.tint) private var tint

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
        switch style {
        case "graphical": graphical
        case "wheel": wheels
        default: compact
        }
    }

    private var compact: some View {
        HStack(spacing: 8) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            if components.contains(.date) { box(Text(date, format: .dateTime.month(.abbreviated).day().year())) }
            if components.contains(.hourAndMinute) { box(Text(date, format: .dateTime.hour().minute())) }
        }
        .accessibilityElement(children: .combine)
    }

    /// The calendar in the environment's time zone and locale.
    private var zoned: Calendar {
        var c = calendar
        c.timeZone = timeZone
        c.locale = locale
        return c
    }

    /// iOS 17's inline calendar: the month and year with its arrows, the weekdays, the days in weeks (the
    /// chosen one in a tinted circle), then the time in a compact box when it is shown.
    private var graphical: some View {
        let c = zoned
        let accent = tint ?? .accentColor
        let month = c.dateInterval(of: .month, for: date) ?? DateInterval(start: date, duration: 86_400 * 30)
        let days = c.range(of: .day, in: .month, for: date)?.count ?? 30
        let lead = (c.component(.weekday, from: month.start) - c.firstWeekday + 7) % 7
        let chosen = c.component(.day, from: date)
        let cells: [Int?] = Array(repeating: nil, count: lead) + (1...days).map { $0 } + Array(repeating: nil, count: (7 - (lead + days) % 7) % 7)
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
        let short = c.shortWeekdaySymbols
        let symbols = short.count == 7 ? short.map { $0.uppercased() } : ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
        let weekdays = (0..<7).map { symbols[(c.firstWeekday - 1 + $0) % 7] }
        return VStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(date, format: .dateTime.month(.wide).year()).font(.body.weight(.semibold))
                Image(systemName: "chevron.right").font(.body.weight(.semibold)).foregroundStyle(accent)
                Spacer()
                HStack(spacing: 28) {
                    Image(systemName: "chevron.left")
                    Image(systemName: "chevron.right")
                }
                .font(.title3.weight(.medium))
                .foregroundStyle(accent)
            }
            .padding(.horizontal, 16)
            .frame(height: 44)
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { i in
                    Text(verbatim: weekdays[i]).font(.caption.weight(.semibold)).foregroundStyle(Color(uiColor: .tertiaryLabel))
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: 22)
            ForEach(0..<weeks.count, id: \.self) { w in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { i in
                        DayCell(day: weeks[w][i], chosen: weeks[w][i] == chosen, accent: accent)
                    }
                }
                .frame(height: 44)
            }
            if components.contains(.hourAndMinute) {
                Divider().padding(.horizontal, 16).padding(.top, 8)
                HStack {
                    label
                    Spacer()
                    box(Text(date, format: .dateTime.hour().minute()))
                }
                .padding(.horizontal, 16)
                .frame(height: 52)
            }
        }
        .padding(.vertical, 8)
        .accessibilityElement(children: .combine)
    }

    /// A day of the calendar: its number, the chosen one in a tinted circle.
    private struct DayCell: View {
        let day: Int?
        let chosen: Bool
        let accent: Color
        var body: some View {
            ZStack {
                if chosen { Circle().fill(accent.opacity(0.12)).frame(width: 44, height: 44) }
                if let day {
                    Text(verbatim: "\(day)").font(.title3.weight(chosen ? .semibold : .regular)).foregroundStyle(chosen ? accent : Color.primary)
                }
            }
            .frame(maxWidth: .infinity)
        }
    }

    /// iOS's wheels (drawn flat): for a date, month, day and year; for a time, hour, minute and the day's
    /// half; for both, the day, hour, minute and half — each chosen value in the middle over a grey band,
    /// neighbours fading above and below.
    private var wheels: some View {
        let c = zoned
        var columns: [(values: [String], chosen: Int, alignment: HorizontalAlignment)] = []
        let formatter = DateFormatter()
        formatter.calendar = c
        formatter.locale = locale
        formatter.timeZone = timeZone
        if components.contains(.date) && !components.contains(.hourAndMinute) {
            let months = formatter.monthSymbols ?? []
            let month = c.component(.month, from: date) - 1
            let day = c.component(.day, from: date), year = c.component(.year, from: date)
            columns.append((months, month, .trailing))
            columns.append(((1...31).map { "\($0)" }, day - 1, .center))
            columns.append(((year - 3...year + 3).map { String($0) }, 3, .leading))
        } else {
            if components.contains(.date) {
                formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
                let days = (-3...3).map { formatter.string(from: c.date(byAdding: .day, value: $0, to: date) ?? date) }
                columns.append((days, 3, .trailing))
            }
            let hour = c.component(.hour, from: date), minute = c.component(.minute, from: date)
            columns.append(((1...12).map { "\($0)" }, (hour + 11) % 12, .trailing))
            columns.append(((0...59).map { String(format: "%02d", $0) }, minute, .center))
            columns.append(([formatter.amSymbol ?? "AM", formatter.pmSymbol ?? "PM"], hour < 12 ? 0 : 1, .leading))
        }
        return ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: .tertiarySystemFill)).frame(height: 34).padding(.horizontal, 8)
            HStack(spacing: 12) {
                ForEach(0..<columns.count, id: \.self) { i in
                    WheelColumn(values: columns[i].values, chosen: columns[i].chosen, alignment: columns[i].alignment)
                }
            }
            .padding(.horizontal, 16)
        }
        .frame(maxWidth: .infinity)
        .frame(height: 216)
        .clipped()
        .accessibilityElement(children: .combine)
    }

    /// One wheel: the chosen value in the middle, three either side fading away.
    private struct WheelColumn: View {
        let values: [String]
        let chosen: Int
        let alignment: HorizontalAlignment
        var body: some View {
            VStack(alignment: alignment, spacing: 0) {
                ForEach(-3...3, id: \.self) { offset in
                    let i = chosen + offset
                    Group {
                        if i >= 0, i < values.count {
                            Text(verbatim: values[i]).font(.system(size: 21)).lineLimit(1)
                        } else {
                            Text(verbatim: " ").font(.system(size: 21))
                        }
                    }
                    .frame(height: 34)
                    .opacity([1, 0.6, 0.35, 0.15][abs(offset)])
                }
            }
            .frame(maxWidth: .infinity)
        }
    }

    private func box(_ text: Text) -> some View {
        // The boxes keep their size (they are the control); the label takes what is left.
        text.lineLimit(1)
            .fixedSize()
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
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
