import Foundation

/// Writes how far a date is from another in words (Foundation's `RelativeDateTimeFormatter`, which Linux's
/// Foundation lacks): "2 days ago", "in 3 hr.", "yesterday". The words are Foundation's own — its
/// `Date.AnchoredRelativeFormatStyle`, over ICU's CLDR data, as Apple's formatter is — in the simulator's
/// settings by default (en_US, Gregorian, UTC: `Locale.previewCurrent`), not Linux's `en_001`.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers or, where a language has them, words for near dates ("yesterday", "next week", "now").
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    /// How long the unit words are: "3 hours", "three hours", "3 hr.", "3h".
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

    /// Numbers or named dates.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// The unit words' length.
    open var unitsStyle: UnitsStyle = .full
    /// Where the text goes (capitalised at the start of a sentence).
    open var formattingContext: Formatter.Context = .unknown
    /// The language and region of the words.
    open var locale: Locale = .previewCurrent
    /// The calendar the units are counted in.
    open var calendar: Calendar = .previewCurrent

    /// A formatter writing numbers in full words' units ("2 days ago"), in en_US.
    public override init() { super.init() }
    /// Not made from an archive here (nil).
    public required init?(coder: NSCoder) { return nil }

    /// `date` from `referenceDate` in words: "2 days ago" when it is two days before.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        guard date.timeIntervalSinceReferenceDate.isFinite, referenceDate.timeIntervalSinceReferenceDate.isFinite else { return "" }
        let units: Date.AnchoredRelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: units = .wide
        case .spellOut: units = .spellOut
        case .short: units = .abbreviated
        case .abbreviated: units = .narrow
        }
        // The anchored style writes its anchor as seen from the date it formats.
        var style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units)
        style.locale = locale
        style.calendar = calendar
        switch formattingContext {
        case .beginningOfSentence: style.capitalizationContext = .beginningOfSentence
        case .standalone: style.capitalizationContext = .standalone
        case .listItem: style.capitalizationContext = .listItem
        case .middleOfSentence: style.capitalizationContext = .middleOfSentence
        default: break
        }
        return style.format(referenceDate)
    }
    /// `timeInterval` seconds from now in words.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval.isFinite ? timeInterval : 0), relativeTo: now)
    }
    /// The span `dateComponents` describes in words ("in 2 weeks").
    open func localizedString(from dateComponents: DateComponents) -> String {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        guard let end = calendar.date(byAdding: dateComponents, to: start) else { return "" }
        return localizedString(for: end, relativeTo: start)
    }
    /// A date's distance from now, for `Formatter`'s `string(for:)`.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}
