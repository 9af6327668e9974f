import Canvas
import Foundation
@testable import SheetshotUI
import Testing
import Widgets

/// View models as iOS code writes them — Combine's `ObservableObject` with `@Published`, `@StateObject`,
/// `@EnvironmentObject`, and the Observation framework's `@Observable` read through `@Environment(Type.self)`
/// and bound with `@Bindable` — compile and are read when the view is built; forms, steppers, links and
/// tab views draw as iOS does.
@MainActor @Suite struct DataFlowTests {
    func texts(_ n: Node) -> [Widgets.Text] { ((n as? Widgets.Text).map { [$0] } ?? []) + n.children.flatMap(texts) }

    @Test func modelsAreReadFromTheEnvironment() throws {
        let shown = texts(try ViewRenderer.layout(ProfileHost(), on: .iPhoneSE)).map(\.string)
        #expect(shown.contains("Ada") && shown.contains("No sugar") && shown.contains("Coffee") && shown.contains("Bagel"), "\(shown)")
        // The tab bound to selection 1 is shown, not the first.
        #expect(!shown.contains("Discover") || shown.filter { $0 == "Discover" }.count == 1, "only the bar item says Discover: \(shown)")
        #expect(shown.contains("Profile"))
        // AppStorage shows the code's default, never the machine's stored value.
        UserDefaults.standard.set("Howdy", forKey: "sheetshot.test.greeting")
        defer { UserDefaults.standard.removeObject(forKey: "sheetshot.test.greeting") }
        #expect(texts(try ViewRenderer.layout(ProfileHost(), on: .iPhoneSE)).map(\.string).contains("Hello"))
    }

    @Test func bindingsWriteThroughToModels() {
        let profile = ProfileModel()
        let wrapper = ObservedObject(wrappedValue: profile).projectedValue
        wrapper.name.wrappedValue = "Grace"
        #expect(profile.name == "Grace")
        let basket = BasketModel()
        Bindable(basket).note.wrappedValue = "Oat milk"
        #expect(basket.note == "Oat milk")
        let owned = StateObject(wrappedValue: ProfileModel())
        #expect(owned.wrappedValue === owned.wrappedValue, "a state object is made once")
        #expect(Namespace().wrappedValue != Namespace().wrappedValue)
        var list = ["a", "b", "c", "d"]
        list.remove(atOffsets: [1, 3, 9])
        #expect(list == ["a", "c"])
        var moving = ["a", "b", "c", "d"]
        moving.move(fromOffsets: [0], toOffset: 3)
        #expect(moving == ["b", "c", "a", "d"])
    }

    @Test func optionalObservableIsNilWhenAbsent() {
        #expect((try? ViewRenderer.layout(BasketReader(), on: .iPhoneSE)).map { texts($0).map(\.string) } == ["none"])
        #expect((try? ViewRenderer.layout(BasketReader().environment(BasketModel()), on: .iPhoneSE)).map { texts($0).map(\.string) } == ["some"])
    }

    /// Forms are inset-grouped lists; a stepper at its bound dims that half; a link in a list has a
    /// disclosure chevron, a tab bar tints its selected item and draws tab symbols filled.
    @Test func formsStepperLinksAndTabs() throws {
        let root = try ViewRenderer.layout(ProfileHost(), on: .iPhoneSE)
        let all = texts(root)
        let greeting = try #require(all.first { $0.string == "Hello" })
        let label = try #require(all.first { $0.string == "Greeting" })
        #expect(greeting.color != label.color && greeting.frame.maxX > 300, "the value trails in the secondary colour")
        let dump = try ViewRenderer.layoutDump(ProfileHost(), on: .iPhoneSE)
        #expect(dump.contains("\"chevron.forward\""), "a link row has its chevron (the forward one, which right to left flips)")
        let elements = try ViewRenderer.accessibilityDump(ProfileHost(), on: .iPhoneSE)
        #expect(elements.contains("adjustable \"Cups: 1\""), "\(elements)")
        #expect(elements.contains("button \"Payment methods\""), "\(elements)")
        #expect(elements.contains("button, selected \"Profile\"") && elements.contains("button \"Discover\""), "\(elements)")
        // The selected item is tinted, the other grey; the bar sits on the safe area's bottom edge.
        let profileItem = try #require(all.last { $0.string == "Profile" })
        let discoverItem = try #require(all.first { $0.string == "Discover" })
        #expect(profileItem.color == .color(CanvasColor(rgba: 0x007A_FFFF)) && discoverItem.color != profileItem.color)
        #expect(profileItem.frame.maxY <= 667 && profileItem.frame.minY > 667 - 49)
    }

    @Test func pushedScreensAreReported() throws {
        struct Pushing: View {
            var body: some View { NavigationStack { Text("Root").navigationDestination(isPresented: .constant(true)) { Text("Next") } } }
        }
        #expect(throws: ViewRenderingError.self) { try ViewRenderer.node(Pushing()) }
    }

    /// `UIScreen.main.bounds` and `UIDevice.current` answer for the device rendered; size classes follow it.
    @Test func uiKitFactsAreTheRenderedDevice() throws {
        let phone = try ViewRenderer.layout(ScreenSizedCard(), on: .iPhoneSE)
        #expect(texts(phone).map(\.string) == ["phone", "compact"])
        #expect(phone.children.contains { _ in true })
        let dump = try ViewRenderer.layoutDump(ScreenSizedCard(), on: .iPhoneSE)
        #expect(dump.contains("× 333.5)"), "half of the SE's 667 points: \(dump)")
        let pad = try ViewRenderer.layout(ScreenSizedCard(), on: .iPad10)
        #expect(texts(pad).map(\.string) == ["pad", "regular"])
        #expect(try ViewRenderer.layoutDump(ScreenSizedCard(), on: .iPad10).contains("× 590)"))
    }

    /// A custom detent's height comes from its type (a third of the large detent here); one that answers
    /// nil is inactive; the sheet rests at the smallest active detent. As UIKit resolves it, the value and
    /// `maxDetentValue` are heights within the sheet's safe area: the sheet is the home indicator's 34 points
    /// taller than the value (issue 45).
    @Test func customDetents() throws {
        let scene = try #require(try ViewRenderer.presentedSheet(CustomDetentHost(), on: .iPhone15Pro))
        let geometry = try scene.geometry()
        let large = try #require(geometry.stops.map(\.extent).max())
        let stops = geometry.stops.map(\.extent).sorted()
        #expect(stops.count == 2, "the unavailable detent is left out: \(stops)")
        #expect(abs(stops[0] - ((large - 34) / 3 + 34)) < 0.01, "\(stops), large \(large)")
        // The panel's edge lands on a whole device pixel (⅓ pt here): within half of one.
        #expect(abs(try scene.layout().extent - stops[0]) <= 1.0 / 6 + 1e-9)
    }
}
