import Foundation
import SheetshotUI
import Testing
import Widgets

/// Values formatted into text (`Text(_:format:)`, `"\(x, format: …)"`) follow the environment's locale,
/// time zone and calendar — en_US, UTC, Gregorian unless set — never the machine's.
@MainActor @Suite struct FormattedTextTests {
    func shown<V: View>(_ view: V) throws -> [String] {
        var out: [String] = []
        func visit(_ n: Node) { if let t = n as? Widgets.Text { out.append(t.string) }; n.children.forEach(visit) }
        visit(try ViewRenderer.layout(view, on: .iPhoneSE))
        return out
    }

    @Test func formatStylesInTheEnvironmentsLocale() throws {
        #expect(try shown(Text(4.2, format: .currency(code: "EUR"))) == ["€4.20"])
        #expect(try shown(Text(1234.5, format: .number)) == ["1,234.5"])
        #expect(try shown(Text("Add \(3.6, format: .currency(code: "EUR")) now")) == ["Add €3.60 now"])
        let german = VStack {
            Text(4.2, format: .currency(code: "EUR"))
            Text("Summe: \(1234.5, format: .number)")
        }.environment(\.locale, Locale(identifier: "de_DE"))
        let g = try shown(german); #expect(g == ["4,20\u{00A0}€", "Summe: 1.234,5"], "\(g.map { Array($0.unicodeScalars) })")
        // Plain interpolations are written as in a plain string, with no grouping.
        #expect(try shown(Text("\(1048) songs")) == ["1048 songs"])
        let say = try shown(Text("Say \(SheetshotUI.Text("hello"))")); #expect(say == ["Say hello"], "\(say)")
        #expect(try shown(Text("a") + Text("\(2.5, format: .percent)")) == ["a250%"])
        // A Double interpolated as is gets six decimals, as in SwiftUI; a specifier chooses, in the locale.
        #expect(try shown(Text("\(3.6) km")) == ["3.600000 km"])
        #expect(try shown(Text("\(3.66, specifier: "%.1f") km").environment(\.locale, Locale(identifier: "fr_FR"))) == ["3,7 km"])
    }

    @Test func datesInTheEnvironmentsTimeZone() throws {
        let moment = Date(timeIntervalSince1970: 1_700_000_000)   // 2023-11-14 22:13:20 UTC
        let style = Date.FormatStyle.dateTime.year().month(.abbreviated).day().hour().minute()
        let d = try shown(Text(moment, format: style)); #expect(d == ["Nov 14, 2023 at 10:13\u{202F}PM"], "\(d.map { Array($0.unicodeScalars) })")
        // (ICU puts a narrow no-break space before AM/PM, and a no-break space before a trailing €.)
        let tokyo = Text(moment, format: style).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
        #expect(try shown(tokyo) == ["Nov 15, 2023 at 7:13\u{202F}AM"])
        #expect(try shown(Text(moment, format: .iso8601)) == ["2023-11-14T22:13:20Z"])
    }

    /// The accessibility text of an icon-only label is its title formatted in the same environment.
    @Test func accessibilityReadsTheFormattedTitle() throws {
        let elements = try ViewRenderer.accessibilityDump(
            Label { Text("\(2, format: .number) new") } icon: { Image(systemName: "bell") }.labelStyle(.iconOnly), on: .iPhoneSE)
        #expect(elements.contains("image \"2 new\""), "\(elements)")
    }
}
