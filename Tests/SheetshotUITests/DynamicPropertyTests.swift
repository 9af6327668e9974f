import Testing
import Widgets
@testable import SheetshotUI

/// Dynamic properties through one protocol (issue 33): SwiftUI's `DynamicProperty`, whose per-type field
/// list is found once; property wrappers of an app's own hold state and environment that work, and their
/// `update()` runs before each evaluation of the body.
@MainActor @Suite struct DynamicPropertyTests {
    /// A property wrapper of an app's own: a counter kept in `@State`, the colour scheme from the
    /// environment, and how often it was updated.
    @propertyWrapper struct Tally: DynamicProperty {
        @State private var count = 0
        @SheetshotUI.Environment(\.colorScheme) private var scheme
        let updates: UpdateCounter
        var wrappedValue: Int { count }
        // Not isolated to the main actor, as in SwiftUI: a wrapper's own properties read its environment.
        var schemeName: String { scheme == .dark ? "dark" : "light" }
        func increment() { count += 1 }
        mutating func update() { updates.count += 1 }
    }
    final class UpdateCounter { var count = 0 }

    struct TallyView: View {
        @Tally var tally: Int
        init(updates: UpdateCounter) { _tally = Tally(updates: updates) }
        var body: some View {
            Button("Tapped \(tally) in \(_tally.schemeName)") { _tally.increment() }
        }
    }

    @Test func aPropertyOfTheAppsOwnKeepsItsStateAndReadsTheEnvironment() throws {
        let updates = UpdateCounter()
        let session = ViewSession(TallyView(updates: updates), on: .iPhoneSE, colorScheme: .dark)
        try session.tap("Tapped 0 in dark")
        try session.tap("Tapped 1 in dark")
        #expect(try session.accessibilityDump().contains("\"Tapped 2 in dark\""))
        // update() ran before every evaluation of the body, and only then: a picture of the frame just
        // read reuses it (the frame pass), a picture of another time evaluates the body once.
        #expect(updates.count > 0)
        let before = updates.count
        _ = try session.render()
        #expect(updates.count == before)
        _ = try session.render(at: 1)
        #expect(updates.count == before + 1)
    }

    @Test func aPictureUpdatesThePropertyToo() throws {
        let updates = UpdateCounter()
        _ = try ViewRenderer.layout(TallyView(updates: updates), on: .iPhoneSE)
        #expect(updates.count == 1)
    }

    /// A view type's dynamic fields are listed once, by name and offset; a type with none lists none.
    @Test func fieldsAreFoundOncePerType() throws {
        struct Plain: View { let title: String; var body: some View { Text(title) } }
        struct Stateful: View {
            let title = "x"
            @State private var on = false
            @SheetshotUI.Environment(\.locale) private var locale
            var body: some View { Text(title) }
        }
        #expect(DynamicProperties.fields(of: Plain.self)?.isEmpty == true)
        let fields = try #require(DynamicProperties.fields(of: Stateful.self))
        #expect(fields.map(\.label) == ["_on", "_locale"])
        #expect(fields.allSatisfy { $0.isBuiltIn })
        #expect(DynamicProperties.fields(of: TallyView.self)?.map(\.label) == ["_tally"])
        #expect(DynamicProperties.fields(of: TallyView.self)?.first?.isBuiltIn == false)
    }
}
