import Canvas
@testable import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// iOS 17 sheet code: row backgrounds, insets and separators, a hidden list background, the shape
/// shorthands, a disclosure group, a compact date picker, share and menu buttons, an async image drawn as
/// its placeholder, an empty state, hierarchical symbols — and what is reported instead of drawn.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct EpisodeTests {
    func texts(_ n: Node) -> [Widgets.Text] { ((n as? Widgets.Text).map { [$0] } ?? []) + n.children.flatMap(texts) }
    func find(_ root: Node, _ string: String) throws -> Widgets.Text { try #require(texts(root).first { $0.string == string }, "\(string)") }

    @Test func episodeSheet() {
        assertSnapshot(of: EpisodeDetails(), as: .image(on: .iPhoneSE, scale: 0.5), named: "light")
    }

    @Test func rowsControlsAndFormatting() throws {
        let root = try ViewRenderer.layout(EpisodeDetails(), on: .iPhoneSE)
        // The row's own insets: 8 from the section card's edge (16 from the screen) and 4 from its top.
        let pilot = try find(root, "Pilot")
        #expect(pilot.frame.minX == 16 + 8 + 64 + 12, "\(pilot.frame)")
        // The date in the environment's locale and time zone (en_US, UTC): 2023-11-14 22:13:20.
        #expect(texts(root).map(\.string).contains("Nov 14, 2023") && texts(root).map(\.string).contains("10:13\u{202F}PM"))
        #expect(texts(root).map(\.string).contains("Share") && texts(root).map(\.string).contains("More"))
        let collapsed = texts(try ViewRenderer.layout(EpisodeDetails(expanded: false), on: .iPhoneSE)).map(\.string)
        #expect(!collapsed.contains("Recorded in Lisbon.") && texts(root).map(\.string).contains("Recorded in Lisbon."))
        let elements = try ViewRenderer.accessibilityDump(EpisodeDetails(), on: .iPhoneSE)
        #expect(elements.contains("button \"Details\", value \"expanded\""), "\(elements)")
        let empty = texts(try ViewRenderer.layout(EmptyDownloads(), on: .iPhoneSE))
        #expect(empty.map(\.string) == ["No downloads", "Episodes you download appear here."])
        #expect(empty[0].weight == .bold && empty[1].color != empty[0].color)
    }

    /// The row background replaces the cell's, the list's own background is hidden so the view behind
    /// shows, the async image is its grey placeholder, and a hierarchical symbol's disc is translucent.
    @Test func pixels() throws {
        let image = try ViewRenderer.render(EpisodeDetails(), on: .iPhoneSE, scale: 1).makeImage()
        func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ rgb: UInt32) -> Bool {
            abs(Int(p.r) - Int(rgb >> 16 & 0xFF)) <= 2 && abs(Int(p.g) - Int(rgb >> 8 & 0xFF)) <= 2 && abs(Int(p.b) - Int(rgb & 0xFF)) <= 2
        }
        let root = try ViewRenderer.layout(EpisodeDetails(), on: .iPhoneSE)
        let pilot = try find(root, "Pilot")
        #expect(near(image[Int(pilot.frame.minX) - 5, Int(pilot.frame.minY) - 2], 0xFFCC00), "the row's yellow background")
        #expect(near(image[5, 300], 0x00C7BE), "the mint behind the hidden list background")
        // The placeholder: secondarySystemFill (120,120,128 at 0.16) over yellow.
        let placeholder = image[16 + 8 + 10, Int(pilot.frame.midY)]
        #expect(!near(placeholder, 0xFFCC00) && placeholder.b > 10, "\(placeholder)")
    }

    @Test func unsupportedIsReported() throws {
        struct MaterialSheet: SheetshotUI.View {
            var body: some SheetshotUI.View {
                SheetshotUI.Text("Host").sheet(isPresented: .constant(true)) {
                    SheetshotUI.Text("Sheet").presentationBackground(.regularMaterial)
                }
            }
        }
        // A material sheet background is drawn now (it was reported before issue 30).
        _ = try ViewRenderer.render(MaterialSheet(), on: .iPhoneSE, scale: 1)
        // Palette rendering is drawn now (issue 30); multicolour of a drawing with one colour is a warning,
        // an error when rendering is strict.
        _ = try ViewRenderer.node(SheetshotUI.Image(systemName: "heart.fill").symbolRenderingMode(.palette))
        try ViewRenderer.$isStrict.withValue(true) {
            #expect(throws: ViewRenderingError.self) {
                try ViewRenderer.node(SheetshotUI.Image(systemName: "heart.fill").symbolRenderingMode(.multicolor))
            }
        }
        // The graphical and wheel date pickers are drawn now (issue 30).
        _ = try ViewRenderer.node(DatePicker("When", selection: .constant(Date())).datePickerStyle(.graphical))
    }

    /// `fixedSize` keeps a view's ideal size whatever it is offered, centred on the space it was given.
    @Test func fixedSizeKeepsTheIdealSize() throws {
        let long = SheetshotUI.Text("A line that does not fit")
        let wrapped = try find(try ViewRenderer.layout(long.frame(width: 60), on: .iPhoneSE), "A line that does not fit")
        let fixed = try find(try ViewRenderer.layout(long.fixedSize().frame(width: 60), on: .iPhoneSE), "A line that does not fit")
        #expect(wrapped.frame.width <= 60 && fixed.frame.width > 60 && fixed.frame.height < wrapped.frame.height)
        #expect(abs(fixed.frame.midX - 187.5) < 0.5, "centred: \(fixed.frame)")
        let vertical = try find(try ViewRenderer.layout(long.fixedSize(horizontal: false, vertical: true).frame(width: 60, height: 10), on: .iPhoneSE),
                                "A line that does not fit")
        #expect(vertical.frame.width <= 60 && vertical.frame.height > 10)
    }
}
