import Canvas
import Foundation
@testable import SheetshotUI
import Testing

/// API real apps use (issue 47's list): each compiles as iOS's does, draws what iOS draws where it draws
/// anything, and says so where it is not drawn yet.
@MainActor @Suite struct AppAPITests {
    private func centre<V: View>(_ view: V, dark: Bool = false) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let image = try ViewRenderer.render(view, in: ScreenConfiguration(device: .iPhoneSE, colorScheme: dark ? .dark : .light, scale: 1)).makeImage()
        return image[image.width / 2, image.height / 2]
    }

    @Test func backgroundInAShapeTakesTheBackgroundStyle() throws {
        let plain = Text(" ").frame(width: 300, height: 300).background(in: RoundedRectangle(cornerRadius: 20))
        let white = try centre(plain), black = try centre(plain, dark: true)
        #expect((white.r, white.g, white.b) == (255, 255, 255) && (black.r, black.g, black.b) == (0, 0, 0))
        let styled = try centre(plain.backgroundStyle(Color(red: 0, green: 0.5, blue: 1)))
        #expect((styled.r, styled.g, styled.b) == (0, 128, 255))
    }

    private struct TraitReader: View {
        var body: some View { Text(UITraitCollection.current.userInterfaceStyle == .dark ? "dark traits" : "light traits") }
    }

    @Test func theCurrentTraitsAreTheScreens() throws {
        #expect(try ViewRenderer.accessibilityDump(TraitReader(), in: ScreenConfiguration(device: .iPhoneSE, colorScheme: .dark)).contains("\"dark traits\""))
        #expect(try ViewRenderer.accessibilityDump(TraitReader(), on: .iPhoneSE).contains("\"light traits\""))
    }

    @Test func locationsAreHashableByIdentity() {
        let a = CLLocation(latitude: 1, longitude: 2), b = CLLocation(latitude: 1, longitude: 2)
        #expect(a == a && a != b && Set([a, b, a]).count == 2)
    }

    @Test func whatIsNotDrawnSaysSo() throws {
        let form = Form { Text("Row") }
        #expect(try ViewRenderer.layoutDump(form.formStyle(.columns), on: .iPhoneSE).contains("formStyle(.columns) is macOS's"))
        #expect(try !ViewRenderer.layoutDump(form.formStyle(.grouped), on: .iPhoneSE).contains("Warnings"))
        let grid = Grid { GridRow { Text("A").gridCellAnchor(.topLeading) } }
        #expect(try ViewRenderer.layoutDump(grid, on: .iPhoneSE).contains("gridCellAnchor("))
    }

    /// Modifiers that change nothing in a picture of an app at rest: the picture is the same without them.
    @Test func modifiersThatChangeNothingAtRestLeaveThePictureAsItIs() throws {
        let menu = Menu("Sort") { Button("Name") {} }
        let image = Image(systemName: "star")
        func png<V: View>(_ view: V) throws -> [UInt8] { try ViewRenderer.render(view, on: .iPhoneSE, scale: 1).pngData() }
        #expect(try png(menu) == png(menu.menuStyle(.button).menuIndicator(.hidden).menuActionDismissBehavior(.disabled)))
        #expect(try png(image) == png(image.interpolation(.none).antialiased(false)))
        let list = List { Text("Row") }
        #expect(try png(list) == png(list.onOpenURL { _ in }.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in }))
    }

    /// A date in a text's styles, in the environment's locale and time zone, the relative ones counted from
    /// the moment a picture is of (1 January 2001, 00:00 UTC).
    @Test func datesInTextStyles() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let later = start.addingTimeInterval(2 * 3600 + 5 * 60 + 17), earlier = start.addingTimeInterval(-3 * 86_400)
        func read(_ text: Text, locale: String = "en_US") throws -> String {
            try ViewRenderer.accessibilityDump(text.environment(\.timeZone, TimeZone(identifier: "UTC")!)
                                                   .environment(\.locale, Locale(identifier: locale)), on: .iPhoneSE)
        }
        #expect(try read(Text(later, style: .date)).contains("\"January 1, 2001\""))
        #expect(try read(Text(later, style: .time)).contains("2:05"))
        #expect(try read(Text(later, style: .date), locale: "fr_FR").contains("1 janvier 2001"))
        #expect(try read(Text(later, style: .relative)).contains("\"2 hr, 5 min\""))
        #expect(try read(Text(earlier, style: .relative)).contains("\"3 days\""))
        #expect(try read(Text(later, style: .offset)).contains("\"+2 hours\""))
        #expect(try read(Text(earlier, style: .offset)).contains("\"-3 days\""))
        #expect(try read(Text(later, style: .timer)).contains("\"2:05:17\""))
        #expect(try read(Text(start.addingTimeInterval(317), style: .timer)).contains("\"5:17\""))
    }

    /// Gesture types as an app's signatures name them.
    private struct Swipeable: View {
        @State private var offset = 0.0
        var drag: _EndedGesture<_ChangedGesture<DragGesture>> {
            DragGesture().onChanged { offset = $0.translation.width }.onEnded { _ in offset = 0 }
        }
        var body: some View { Text("Swipe").offset(x: offset).gesture(drag) }
    }

    private struct Titled: CustomLocalizedStringResourceConvertible {
        var localizedStringResource: LocalizedStringResource { "Plan" }
    }

    @Test func namesAppsSignaturesUse() throws {
        #expect(try ViewRenderer.accessibilityDump(Swipeable(), on: .iPhoneSE).contains("\"Swipe\""))
        let row = LabeledContent(Titled().localizedStringResource) { Text("Pro") }
        let dump = try ViewRenderer.accessibilityDump(List { row }, on: .iPhoneSE)
        #expect(dump.contains("Plan") && dump.contains("Pro"), "\(dump)")
        #expect(EnvironmentValues().labelsVisibility == .automatic)
    }

    @Test func headerProminenceAndContainerShapeSayTheyAreNotDrawn() throws {
        let list = List { Section("Header") { Text("Row") } }
        #expect(try ViewRenderer.layoutDump(list.headerProminence(.increased), on: .iPhoneSE).contains("headerProminence(.increased) is not drawn yet"))
        #expect(try !ViewRenderer.layoutDump(list.headerProminence(.standard), on: .iPhoneSE).contains("Warnings"))
        let card = ContainerRelativeShape().fill(.blue).containerShape(RoundedRectangle(cornerRadius: 12))
        #expect(try ViewRenderer.layoutDump(card, on: .iPhoneSE).contains("containerShape(_:) is not drawn yet"))
    }
}
