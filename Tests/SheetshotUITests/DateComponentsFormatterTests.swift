import Foundation
@testable import SheetshotUI
import Testing

/// Spans of time as an iPhone in English (United States) writes them, through the formatter the app route
/// gives an app as its `DateComponentsFormatter` (Linux's Foundation has none).
@Suite struct DateComponentsFormatterTests {
    private func formatter(_ style: PreviewDateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [],
                           _ zeros: PreviewDateComponentsFormatter.ZeroFormattingBehavior = .default) -> PreviewDateComponentsFormatter {
        let formatter = PreviewDateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    @Test func eachStyleWritesAsIOSDoes() {
        let span: TimeInterval = 3723  // 1 h 2 min 3 s
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: span) == "1:02:03")
        #expect(formatter(.positional, [.hour, .minute, .second], .pad).string(from: span) == "01:02:03")
        #expect(formatter(.positional, [.minute, .second]).string(from: 65) == "1:05")
        #expect(formatter(.positional, [.minute, .second]).string(from: 5) == "0:05")
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: span) == "1h 2m")
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: 3600) == "1h")
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: 0) == "0m")
        #expect(formatter(.short, [.day, .hour, .minute]).string(from: 90_000) == "1 day, 1 hr")
        #expect(formatter(.full, [.hour, .minute, .second]).string(from: span) == "1 hour, 2 minutes, 3 seconds")
        #expect(formatter(.spellOut, [.hour, .minute]).string(from: 7320) == "two hours, two minutes")
        #expect(formatter(.brief, [.hour, .minute]).string(from: span) == "1hr 2min")
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: -span) == "-1h 2m")
    }

    @Test func datesComponentsAndPhrases() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let later = Calendar.previewCurrent.date(byAdding: DateComponents(month: 2, day: 3), to: start)!
        #expect(formatter(.abbreviated, [.day, .month, .year]).string(from: start, to: later) == "2mo 3d")
        #expect(formatter(.abbreviated, [.day, .month, .year]).string(from: DateComponents(year: 1, day: 4)) == "1y 4d")
        #expect(formatter(.full, [.minute]).string(from: DateComponents(hour: 2)) == "120 minutes")
        let phrased = formatter(.short, [.minute])
        phrased.includesApproximationPhrase = true
        phrased.includesTimeRemainingPhrase = true
        #expect(phrased.string(from: 600) == "About 10 min remaining")
        let limited = formatter(.abbreviated)
        limited.maximumUnitCount = 2
        #expect(limited.string(from: 93_784) == "1d 2h")
        #expect(PreviewDateComponentsFormatter.localizedString(from: DateComponents(minute: 5), unitsStyle: .full) == "5 minutes")
        // Hostile spans are nil, not a crash or a hang.
        #expect(formatter(.abbreviated).string(from: .nan) == nil && formatter(.abbreviated).string(from: 1e308) == nil)
    }
}
