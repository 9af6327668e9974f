import Foundation

// An app's calendar code reads the device's settings directly, as apps do: on an iPhone simulator the week
// starts on Sunday and dates are written the United States' way.
enum WeekCalendar {
    static var firstWeekdayName: String {
        let calendar = Calendar.current
        return calendar.weekdaySymbols[calendar.firstWeekday - 1]
    }
    static var localeIdentifier: String { Locale.autoupdatingCurrent.identifier }
    static var secondsFromGMT: Int { TimeZone.current.secondsFromGMT() }
    static func writtenByDefault(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter.string(from: date)
    }
    static func price(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        return formatter.string(from: NSNumber(value: value)) ?? ""
    }
    static func written(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = .current
        formatter.timeZone = .autoupdatingCurrent
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateStyle = .medium
        return formatter.string(from: date)
    }
}
