import Foundation

/// A formatter of spans of time (Foundation's `DateComponentsFormatter`, which Linux's Foundation marks
/// unavailable): "1:05:03", "1h 5m", "1 hr, 5 min", "1 hour, 5 minutes", "one hour, five minutes", "1hr 5min",
/// written as an iPhone in English (United States) writes them. The app route makes it the app's
/// `DateComponentsFormatter` (a type alias in the app's module), so duration labels draw as on the simulator.
///
/// A span is split into the allowed units from the largest down, each whole, the rest of the smallest rounded
/// down; months and years are counted on the Gregorian calendar (from 1 January 2001, UTC, for a number of
/// seconds, so the same span always reads the same).
open class PreviewDateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:05:03".
        case positional
        /// "1h 5m 3s".
        case abbreviated
        /// "1 hr, 5 min, 3 sec".
        case short
        /// "1 hour, 5 minutes, 3 seconds".
        case full
        /// "one hour, five minutes, three seconds".
        case spellOut
        /// "1hr 5min 3sec".
        case brief
    }

    /// Which zero units are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leading zeros dropped in the positional style, every zero unit dropped in the others.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units before the first non-zero one dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between non-zero ones dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last non-zero one dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zero units kept, and positional units padded to two digits.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// How the units are written (positional by default).
    open var unitsStyle: UnitsStyle = .positional
    /// The units written (empty: years, months, weeks, days, hours, minutes and seconds).
    open var allowedUnits: NSCalendar.Unit = []
    /// Which zero units are written.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The most units written (0: no limit); the rest are dropped.
    open var maximumUnitCount = 0
    /// Whether the text starts with "About ".
    open var includesApproximationPhrase = false
    /// Whether the text ends with " remaining".
    open var includesTimeRemainingPhrase = false
    /// Whether the smallest unit may be a fraction (not written here: it is rounded down).
    open var allowsFractionalUnits = false
    /// Whether a largest unit of 1 is folded into the next one ("61 minutes" for an hour and a minute).
    open var collapsesLargestUnit = false
    /// The calendar months and years are counted on.
    open var calendar: Calendar? = .previewCurrent

    /// A formatter in the positional style.
    public override init() { super.init() }
    /// A formatter decoded from an archive (in its defaults).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The units a span is written in, largest first, with each one's words.
    private static let order: [(unit: NSCalendar.Unit, component: Calendar.Component, abbreviated: String, brief: String, short: (String, String),
                                full: (String, String))] = [
        (.year, .year, "y", "yr", ("yr", "yrs"), ("year", "years")),
        (.month, .month, "mo", "mth", ("mth", "mths"), ("month", "months")),
        (.weekOfMonth, .weekOfMonth, "w", "wk", ("wk", "wks"), ("week", "weeks")),
        (.day, .day, "d", "day", ("day", "days"), ("day", "days")),
        (.hour, .hour, "h", "hr", ("hr", "hr"), ("hour", "hours")),
        (.minute, .minute, "m", "min", ("min", "min"), ("minute", "minutes")),
        (.second, .second, "s", "sec", ("sec", "sec"), ("second", "seconds")),
    ]

    private var units: [NSCalendar.Unit] {
        let allowed = allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
        return Self.order.map(\.unit).filter { allowed.contains($0) }
    }

    /// The span of `ti` seconds written out; nil for a span that is not finite or past a million years.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite, abs(ti) < 3.2e13 else { return nil }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The span from `startDate` to `endDate` written out (negative when the end comes first).
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let calendar = self.calendar ?? .previewCurrent
        let negative = endDate < startDate
        let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
        var values: [Int] = []
        var cursor = from
        for unit in units {
            guard let component = Self.order.first(where: { $0.unit == unit })?.component else { continue }
            // Whole units that fit, counted on the calendar for the calendar's units.
            let count: Int
            switch component {
            case .weekOfMonth:
                count = (calendar.dateComponents([.day], from: cursor, to: to).day ?? 0) / 7
                cursor = calendar.date(byAdding: .day, value: count * 7, to: cursor) ?? cursor
            default:
                count = calendar.dateComponents([component], from: cursor, to: to).value(for: component) ?? 0
                cursor = calendar.date(byAdding: component, value: count, to: cursor) ?? cursor
            }
            values.append(count)
        }
        return text(for: Array(zip(units, values)), negative: negative)
    }

    /// The span `components` hold written out, folded into the allowed units (a component not allowed is
    /// carried into the next smaller allowed one where it can be: hours into minutes, days into hours).
    open func string(from components: DateComponents) -> String? {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        guard let end = (calendar ?? .previewCurrent).date(byAdding: components, to: start) else { return nil }
        return string(from: start, to: end)
    }

    /// `obj` written out when it is a number of seconds or date components.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let seconds as TimeInterval: string(from: seconds)
        case let seconds as Int: string(from: TimeInterval(seconds))
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// `components` written in `unitsStyle` (a class method of Foundation's).
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = PreviewDateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private func text(for parts: [(NSCalendar.Unit, Int)], negative: Bool) -> String? {
        guard !parts.isEmpty else { return nil }
        var parts = parts
        if collapsesLargestUnit, parts.count > 1, parts[0].1 == 1 {
            // How many of the next unit the largest is (only between neighbouring units).
            let next = parts[1].0, largest = parts[0].0
            let multiplier: Int? = largest == .hour && next == .minute ? 60 : largest == .minute && next == .second ? 60
                : largest == .day && next == .hour ? 24 : largest == .year && next == .month ? 12 : nil
            if let multiplier {
                parts[1].1 += multiplier
                parts.removeFirst()
            }
        }
        let positional = unitsStyle == .positional
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) { behavior = positional ? .dropLeading : .dropAll }
        let padded = behavior.contains(.pad)
        // Zero units dropped as the behaviour says; a span of nothing keeps its smallest unit ("0m").
        var kept: [(NSCalendar.Unit, Int)]
        if padded {
            kept = parts
        } else if let first = parts.firstIndex(where: { $0.1 != 0 }), let last = parts.lastIndex(where: { $0.1 != 0 }) {
            kept = parts.enumerated().filter { index, part in
                guard part.1 == 0 else { return true }
                if index < first { return !behavior.contains(.dropLeading) }
                if index > last { return !behavior.contains(.dropTrailing) }
                return !behavior.contains(.dropMiddle)
            }.map(\.element)
        } else {
            kept = [parts[parts.count - 1]]
        }
        if positional, kept.count == 1, kept[0].0 == .second || kept[0].0 == .minute, let index = parts.firstIndex(where: { $0.0 == kept[0].0 }),
           index > 0, !padded {
            // iOS writes a lone positional minute or second with the unit above it ("0:05").
            kept.insert(parts[index - 1], at: 0)
        }
        if maximumUnitCount > 0, kept.count > maximumUnitCount { kept = Array(kept.prefix(maximumUnitCount)) }
        var out: String
        if positional {
            out = kept.enumerated().map { index, part in
                index == 0 && !padded ? "\(part.1)" : String(format: "%02d", part.1)
            }.joined(separator: ":")
        } else {
            let words = kept.map { unit, value -> String in
                guard let names = Self.order.first(where: { $0.unit == unit }) else { return "\(value)" }
                switch unitsStyle {
                case .abbreviated: return "\(value)\(names.abbreviated)"
                case .brief: return "\(value)\(names.brief)"
                case .short: return "\(value) \(value == 1 ? names.short.0 : names.short.1)"
                case .full: return "\(value) \(value == 1 ? names.full.0 : names.full.1)"
                case .spellOut: return "\(Self.spelled(value)) \(value == 1 ? names.full.0 : names.full.1)"
                case .positional: return "\(value)"
                }
            }
            out = words.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
        }
        if negative { out = "-" + out }
        if includesApproximationPhrase { out = "About " + out }
        if includesTimeRemainingPhrase { out += " remaining" }
        return out
    }

    /// `value` in English words ("forty-two").
    private static func spelled(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = .previewCurrent
        formatter.numberStyle = .spellOut
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
