import Foundation

// `Text(_:style:)`: a date as SwiftUI writes one in a text, in the environment's locale and time zone. The
// relative styles count from the fixed moment a picture is of (`TimelineView.startDate`, 1 January 2001,
// 00:00 UTC), never from the machine's clock.

extension Text {
    /// How a date is written in a text (SwiftUI's `Text.DateStyle`).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind
        /// The date alone ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// The time alone ("11:23 PM").
        public static let time = DateStyle(kind: .time)
        /// How far the date is from now, in its two largest units ("2 hr, 5 min").
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now in its largest unit ("+2 hours", "-3 days").
        public static let offset = DateStyle(kind: .offset)
        /// A count up or down to the date ("2:05:17", "5:17").
        public static let timer = DateStyle(kind: .timer)
    }

    /// `date` written in `style`, in the environment's locale and time zone (the relative styles from the
    /// moment the picture is of, `TimelineView.startDate`; their units are written in English).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: "")
        // The moment a picture is of: a timeline's start (TimelineView.startDate).
        let now = Date(timeIntervalSinceReferenceDate: 0)
        content = LocalizedStringKey(parts: [.formatted { formatting in Text.write(date, style, from: now, formatting) }])
    }

    /// `date` in `style` as seen at `now`, in `formatting`'s locale and time zone.
    static func write(_ date: Date, _ style: DateStyle, from now: Date, _ formatting: TextFormatting) -> String {
        switch style.kind {
        case .date:
            return formatting.format(date, with: Date.FormatStyle(date: .long, time: .omitted))
        case .time:
            return formatting.format(date, with: Date.FormatStyle(date: .omitted, time: .shortened))
        case .relative, .offset, .timer:
            let seconds = date.timeIntervalSince(now)
            guard seconds.isFinite, abs(seconds) < 1e12 else { return "" }
            let total = Int(abs(seconds).rounded(.down))
            if style.kind == .timer {
                let h = total / 3600, m = total / 60 % 60, s = total % 60
                return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
            }
            let units: [(seconds: Int, short: String, long: String)] = [
                (31_536_000, "yr", "year"), (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
            ]
            if style.kind == .offset {
                let unit = units.first { total >= $0.seconds } ?? units.last!
                let count = total / unit.seconds
                return (seconds < 0 ? "-" : "+") + "\(count) \(unit.long)\(count == 1 ? "" : "s")"
            }
            var parts: [String] = [], rest = total
            for unit in units where parts.count < 2 {
                let count = rest / unit.seconds
                guard count > 0 || (parts.isEmpty && unit.seconds == 1) else { continue }
                rest -= count * unit.seconds
                parts.append("\(count) \(unit.short)\(unit.short == "day" && count != 1 ? "s" : "")")
            }
            return parts.joined(separator: ", ")
        }
    }
}
