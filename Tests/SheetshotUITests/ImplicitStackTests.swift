import SheetshotUI
import Testing
import Widgets

/// Views listed with no container where a hosting controller shows them (a screen, a sheet's content, a
/// navigation stack's root) are laid out one above another, as iOS's implicit stack does; an overlay's
/// views stay layered.
@MainActor @Suite struct ImplicitStackTests {
    struct Listed: View {
        @State private var on = true
        var body: some View {
            Toggle("Wi-Fi", isOn: $on)
            Button("First") {}
            Button("Second") {}
            Text("Last")
        }
    }

    /// The frames of the nodes showing `strings`, in the order asked.
    func frames(_ root: Node, _ strings: [String]) -> [LayoutRect] {
        var found: [String: LayoutRect] = [:]
        func visit(_ n: Node) {
            if let t = n as? Widgets.Text, strings.contains(t.string), found[t.string] == nil { found[t.string] = t.frame }
            n.children.forEach(visit)
        }
        visit(root)
        return strings.compactMap { found[$0] }
    }

    func isStacked(_ rects: [LayoutRect], count: Int) -> Bool {
        rects.count == count && zip(rects, rects.dropFirst()).allSatisfy { $0.maxY <= $1.minY + 0.01 }
    }

    @Test func aBodyOfSeveralViewsIsAColumn() throws {
        let root = try ViewRenderer.layout(Listed(), on: .iPhoneSE)
        let rects = frames(root, ["Wi-Fi", "First", "Second", "Last"])
        #expect(isStacked(rects, count: 4), "\(rects)")
        // Centred across the screen; the switch's row and the first button 8 points apart at least (the
        // switch is taller than its label), the buttons' texts the body's leading apart (1.7 points), as two
        // texts in a column are.
        let last = try #require(rects.last)
        #expect(abs(last.midX - 375 / 2) < 1, "\(last)")
        #expect(rects[1].minY - rects[0].maxY >= 8, "\(rects)")
        #expect(rects[2].minY - rects[1].maxY > 1 && rects[2].minY - rects[1].maxY < 2.5, "\(rects)")
    }

    @Test func aSheetsAndANavigationRootsViewsAreAColumnToo() throws {
        struct Presenting: View {
            var body: some View {
                Color.clear.sheet(isPresented: .constant(true)) {
                    Text("Title")
                    Text("Subtitle")
                }
            }
        }
        let tree = try ViewRenderer.layoutDump(Presenting(), on: .iPhoneSE)
        // Each line reads `Text "…" (x, y, w × h)`: the title's row ends above the subtitle's.
        func top(_ string: String) -> Double? {
            guard let line = tree.split(separator: "\n").first(where: { $0.contains("\"\(string)\"") }),
                  let open = line.lastIndex(of: "(") else { return nil }
            let numbers = line[line.index(after: open)...].split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
            return numbers.count >= 2 ? numbers[1] : nil
        }
        let title = try #require(top("Title")), subtitle = try #require(top("Subtitle"))
        #expect(subtitle - title > 15, "the subtitle is a row below the title: \(title), \(subtitle)\n\(tree)")
        let navigation = try ViewRenderer.layout(NavigationStack { Text("One"); Text("Two") }, on: .iPhoneSE)
        #expect(isStacked(frames(navigation, ["One", "Two"]), count: 2))
    }

    @Test func anOverlaysViewsStayLayered() throws {
        let root = try ViewRenderer.layout(Color.blue.frame(width: 100, height: 100).overlay { Text("A"); Text("B") }, on: .iPhoneSE)
        let rects = frames(root, ["A", "B"])
        #expect(rects.count == 2 && abs(rects[0].midY - rects[1].midY) < 0.5, "\(rects)")
    }
}
