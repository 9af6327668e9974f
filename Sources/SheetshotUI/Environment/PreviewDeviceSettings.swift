import Foundation

// The device settings a picture is drawn with, where an app's code reads them directly: an iPhone simulator's
// out of the box (English, United States; Gregorian calendar, weeks starting on Sunday), in UTC. Linux's
// Foundation has `Locale.current` fixed at `en_001` (weeks from Monday, dates as "28 Nov 2026") and takes
// `TimeZone.current` from the machine's `TZ`; the app route reads an app's `Locale.current`,
// `Calendar.current` and `TimeZone.current` as these, so a picture is the same on every machine and as iOS
// draws it. They are the environment's defaults too (`\.locale`, `\.timeZone`).

extension Locale {
    /// The locale of a picture's device: en_US, an iPhone simulator's default (what the app route reads an
    /// app's `Locale.current` as).
    public static let previewCurrent = Locale(identifier: "en_US")
}

extension TimeZone {
    /// The time zone of a picture's device: UTC, on every machine (what the app route reads an app's
    /// `TimeZone.current` as).
    public static let previewCurrent = TimeZone(identifier: "UTC")!
}

extension Calendar {
    /// The calendar of a picture's device: Gregorian, in en_US (its week starts on Sunday) and UTC (what the
    /// app route reads an app's `Calendar.current` as).
    public static let previewCurrent: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = .previewCurrent
        calendar.timeZone = .previewCurrent
        return calendar
    }()
}

/// A date formatter that starts with a picture's device settings (`Locale.previewCurrent`,
/// `TimeZone.previewCurrent`, `Calendar.previewCurrent`) where Foundation's starts with the machine's — Linux's
/// `en_001` writes "18 Nov 2026" where an iPhone writes "Nov 18, 2026". The app route makes it the app's
/// `DateFormatter` (a type alias in the app's module), so `DateFormatter()` in the app's code formats as on the
/// simulator; what the app sets on it afterwards wins, as on iOS.
open class PreviewDateFormatter: DateFormatter, @unchecked Sendable {
    /// A formatter in en_US, the Gregorian calendar and UTC.
    public override init() {
        super.init()
        locale = .previewCurrent
        timeZone = .previewCurrent
        calendar = .previewCurrent
    }
    /// A formatter decoded from an archive (its settings as archived).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A number formatter that starts in a picture's locale (`Locale.previewCurrent`): `$1.99` where Linux's
/// `en_001` writes `US$1.99`. The app route makes it the app's `NumberFormatter`.
open class PreviewNumberFormatter: NumberFormatter, @unchecked Sendable {
    /// A formatter in en_US.
    public override init() {
        super.init()
        locale = .previewCurrent
    }
    /// A formatter decoded from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
