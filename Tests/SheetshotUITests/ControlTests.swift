import Foundation
import Canvas
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// Buttons in each style, switches, a segmented picker, progress and a slider, as iOS draws them.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct ControlTests {
    @Test func controls() {
        assertSnapshot(of: ControlsSample(), as: .image(on: .iPhoneSE, scale: 1), named: "light")
        assertSnapshot(of: ControlsSample(), as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "dark")
    }

    func texts(_ node: Node) -> [(String, Widgets.Text)] {
        var out: [(String, Widgets.Text)] = []
        func visit(_ n: Node) { if let t = n as? Widgets.Text { out.append((t.string, t)) }; n.children.forEach(visit) }
        visit(node)
        return out
    }

    /// The segment whose tag is the selection is the selected one (semibold); the others are not.
    @Test func progressAndSlidersFillFromTheLeadingEdge() throws {
        // A quarter filled: the tint sits at the left end left to right, at the right end right to left.
        func ends<V: View>(_ view: V, _ direction: LayoutDirection) throws -> (left: PremultipliedPixel, right: PremultipliedPixel) {
            let canvas = try ViewRenderer.render(view.frame(width: 200, height: 40), on: .iPhoneSE, layoutDirection: direction, scale: 1)
            let y = (20 + 667) / 2  // the middle of the safe area, where the view is centred
            return (canvas.pixel(x: 187 - 85, y: y), canvas.pixel(x: 187 + 85, y: y))
        }
        func isTint(_ p: PremultipliedPixel) -> Bool { p.b > 200 && p.r < 60 }
        for view in [AnyView(ProgressView(value: 0.25)), AnyView(Slider(value: .constant(0.25)))] {
            let ltr = try ends(view, .leftToRight), rtl = try ends(view, .rightToLeft)
            #expect(isTint(ltr.left) && !isTint(ltr.right), "\(ltr)")
            #expect(isTint(rtl.right) && !isTint(rtl.left), "\(rtl)")
        }
    }

    @Test func thePickerSelectsByTag() throws {
        let node = try ViewRenderer.node(ControlsSample())
        let weights = Dictionary(texts(node).map { ($0.0, $0.1.weight) }, uniquingKeysWith: { a, _ in a })
        #expect(weights["Artist"] == .semibold)
        #expect(weights["Title"] == .medium && weights["Recent"] == .medium)
    }

    /// Button labels take the tint, a destructive role red, a prominent button white.
    @Test func buttonLabelsFollowTheirStyle() throws {
        let node = try ViewRenderer.node(ControlsSample())
        let colors = Dictionary(texts(node).map { ($0.0, $0.1.color) }, uniquingKeysWith: { a, _ in a })
        #expect(colors["Done"] == .color(CanvasColor(rgba: 0x007A_FFFF)))
        #expect(colors["Delete"] == .color(CanvasColor(rgba: 0xFF3B_30FF)))
        #expect(colors["Copy Link"] == .color(.white))
        #expect(colors["Styled"] == .color(.white))
        #expect(colors["Downloaded only"] == .color(CanvasColor(rgba: 0x0000_00FF)))
    }

    /// A menu picker (the default) shows the chosen option with an up-down chevron: tinted on its own, a
    /// row with the label and the option in the secondary colour in a list.
    @Test func menuPickersAndReportedStyles() throws {
        func texts(_ n: Node) -> [Widgets.Text] { ((n as? Widgets.Text).map { [$0] } ?? []) + n.children.flatMap(texts) }
        let alone = try ViewRenderer.layout(MenuPicker(), on: .iPhoneSE)
        let shown = texts(alone)
        #expect(shown.map(\.string) == [SortOrder.title.rawValue], "the label is not shown outside a list")
        #expect(shown.first?.color == .color(CanvasColor(rgba: 0x007A_FFFF)))
        #expect(try ViewRenderer.layoutDump(MenuPicker(), on: .iPhoneSE).contains("Accessibility"))
        let row = texts(try ViewRenderer.layout(List { MenuPicker() }, on: .iPhoneSE))
        #expect(row.map(\.string) == ["Sort by", SortOrder.title.rawValue])
        #expect(row.last?.color != row.first?.color)
        let elements = try ViewRenderer.accessibilityDump(List { MenuPicker() }, on: .iPhoneSE)
        #expect(elements.contains("button \"Sort by\", value \"\(SortOrder.title.rawValue)\""), "\(elements)")
        // The wheel is drawn now (issue 30): the chosen option's text is on the screen.
        #expect(texts(try ViewRenderer.layout(MenuPicker().pickerStyle(.wheel), on: .iPhoneSE)).contains { $0.string == SortOrder.title.rawValue })
    }
}

/// The graphical and wheel date pickers, at a fixed date (in the environment's UTC, en_US and Gregorian
/// calendar, never the machine's).
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct DatePickerStyleTests {
    /// 25 November 2026, 9:41 UTC.
    let day = Date(timeIntervalSince1970: 1_795_599_660)

    @Test func graphicalAndWheels() {
        let view = ScrollView {
            VStack(spacing: 16) {
                DatePicker("Starts", selection: .constant(day)).datePickerStyle(.graphical)
                DatePicker("Day", selection: .constant(day), displayedComponents: .date).datePickerStyle(.wheel)
                DatePicker("Time", selection: .constant(day), displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
            }
        }
        assertSnapshot(of: view, as: .image(on: .iPhone15Pro, scale: 1), named: "date-pickers")
    }

    /// The calendar's month and the chosen day are read out; a different day is another picture.
    @Test func theCalendarShowsTheChosenDay() throws {
        let dump = try ViewRenderer.accessibilityDump(DatePicker("Starts", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical),
                                                      on: .iPhone15Pro)
        #expect(dump.contains("November 2026") && dump.contains("25"))
        let other = try ViewRenderer.render(DatePicker("Starts", selection: .constant(day.addingTimeInterval(86_400)), displayedComponents: .date)
            .datePickerStyle(.graphical), on: .iPhone15Pro, scale: 1).makeImage()
        let this = try ViewRenderer.render(DatePicker("Starts", selection: .constant(day), displayedComponents: .date)
            .datePickerStyle(.graphical), on: .iPhone15Pro, scale: 1).makeImage()
        #expect(other != this)
    }
}
