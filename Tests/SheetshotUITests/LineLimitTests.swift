import SheetshotUI
import Testing
import Widgets

/// `lineLimit` in its forms: a most, a reserved least (`reservesSpace`, `2...4`, `2...`) and a most only
/// (`...2`).
@MainActor @Suite struct LineLimitTests {
    /// The heights of the texts of `view`, laid out on an iPhone SE.
    func heights<V: View>(_ view: V) throws -> [Double] {
        var out: [Double] = []
        func visit(_ n: Node) { if n is Widgets.Text || n is Widgets.RichText { out.append(n.frame.height) }; n.children.forEach(visit) }
        visit(try ViewRenderer.layout(view, on: .iPhoneSE))
        return out
    }

    let long = String(repeating: "A sentence long enough to wrap. ", count: 12)

    @Test func reservedLinesGiveShortTextTheHeightOfThatManyLines() throws {
        let one = try heights(Text("One line"))[0]
        #expect(one > 15 && one < 30, "\(one)")
        // n lines of body text: one line's box, and 22 points for each line after it (its line height).
        func lines(_ n: Int) -> Double { one + Double(n - 1) * 22 }
        let three = try heights(Text("One line").lineLimit(3, reservesSpace: true))[0]
        #expect(abs(three - lines(3)) <= 1, "three lines of body text: \(three) vs one \(one)")
        #expect(try heights(Text("One line").lineLimit(3, reservesSpace: false))[0] == one)
        // A range reserves its lower bound and cuts at its upper one.
        let ranged = try heights(Text("One line").lineLimit(2...4))[0]
        #expect(abs(ranged - lines(2)) <= 1, "\(ranged)")
        let cut = try heights(Text(long).lineLimit(2...4))[0]
        #expect(abs(cut - lines(4)) <= 1, "a long text shows four lines: \(cut)")
        let from = try heights(Text(long).lineLimit(2...))[0]
        #expect(from > lines(6), "no most: \(from)")
        let through = try heights(Text(long).lineLimit(...2))[0]
        #expect(abs(through - lines(2)) <= 1, "\(through)")
        // Joined texts in two styles reserve lines too.
        let joined = try heights((Text("Bold").bold() + Text(" plain")).lineLimit(3, reservesSpace: true))[0]
        #expect(abs(joined - 3 * one) <= 2, "\(joined)")
    }

    @Test func hostileReservationsStaySound() throws {
        let huge = try heights(Text("x").lineLimit(Int.max, reservesSpace: true))[0]
        #expect(huge.isFinite && huge > 0, "\(huge)")
        let negative = try heights(Text("x").lineLimit(-5...(-1)))[0]
        #expect(negative.isFinite && negative > 0 && negative < 30, "\(negative)")
    }
}
