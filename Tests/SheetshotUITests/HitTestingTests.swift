import Foundation
import SheetshotUI
import Testing
import Widgets

/// A list taller than the screen's space for it, and two overlapping squares ordered by `zIndex`.
struct ReachScreen: View {
    @State var tapped = "none"
    var body: some View {
        VStack(spacing: 0) {
            Text("Tapped: \(tapped)")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<60, id: \.self) { i in
                        Button("Row \(i)") { tapped = "Row \(i)" }.frame(height: 44)
                    }
                }
            }
            .frame(height: 220)
            ZStack {
                Color.red.frame(width: 80, height: 80).onTapGesture { tapped = "red" }.zIndex(1)
                Color.blue.frame(width: 80, height: 80).onTapGesture { tapped = "blue" }
            }
            Color.green.frame(width: 80, height: 80).clipShape(Circle()).onTapGesture { tapped = "green" }
        }
    }
}

/// Taps, drags and presses go through Widgets' one hit test: clips and scroll views cut off what lies
/// outside them, `zIndex` decides what is on top.
@MainActor @Suite struct HitTestingTests {
    func tapped(_ session: ViewSession<ReachScreen>) throws -> String {
        let line = try #require(try session.accessibilityDump().split(separator: "\n").first { $0.contains("Tapped:") })
        return String(line.split(separator: "\"")[1])
    }

    /// A row scrolled out of its list is not reached, though VoiceOver still lists it: tapping it by its
    /// label is an error naming it. "Row 5" lies just below the list, its middle over the red square, which
    /// a tap by label once ran (issue 46).
    @Test func rowsOutOfSightAreNotReached() throws {
        let session = ViewSession(ReachScreen(), on: .iPhoneSE)
        #expect(try session.tap("Row 2"))
        #expect(try tapped(session) == "Tapped: Row 2")
        for row in ["Row 40", "Row 5"] {
            let error = #expect(throws: ViewSessionError.self, "\(row) lies below the list's 220 points") { try session.tap(row) }
            #expect(error?.description.contains("\"\(row)\" is not visible") == true, "\(String(describing: error))")
            #expect(try tapped(session) == "Tapped: Row 2", "nothing ran")
        }
        // A tap at a point below the list reaches what is there, not the row.
        let root = try ViewRenderer.layout(ReachScreen(), on: .iPhoneSE)
        let list = try #require(firstNode(in: root) { $0.kind == "ScrollView" })
        #expect(try !session.tap(at: CGPoint(x: 20, y: list.frame.maxY + 1)))
        #expect(session.log.last?.contains("nothing there runs an action") == true, "\(session.log)")
    }

    /// The square with the higher `zIndex` is drawn on top and takes the tap, though written first.
    @Test func zIndexDecidesWhatIsTapped() throws {
        let session = ViewSession(ReachScreen(), on: .iPhoneSE)
        let root = try ViewRenderer.layout(ReachScreen(), on: .iPhoneSE)
        func squares(_ n: Node) -> [Node] { (n.frame.width == 80 && n.frame.height == 80 && n.children.isEmpty ? [n] : []) + n.children.flatMap(squares) }
        let found = squares(root)
        let square = try #require(found.first)
        #expect(try session.tap(at: CGPoint(x: square.frame.midX, y: square.frame.midY)))
        #expect(try tapped(session) == "Tapped: red")
        // A circle clip: its corner is outside the circle and reaches nothing.
        let green = try #require(found.last)
        #expect(try !session.tap(at: CGPoint(x: green.frame.minX + 2, y: green.frame.minY + 2)))
        #expect(try session.tap(at: CGPoint(x: green.frame.midX, y: green.frame.midY)))
        #expect(try tapped(session) == "Tapped: green")
    }
}
