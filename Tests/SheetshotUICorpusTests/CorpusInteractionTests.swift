import SheetshotUI
import Testing

/// The corpus's scripted taps (its README), run on the files' own code in a session: their actions change
/// their own state, and the next picture shows it.
@MainActor @Suite struct CorpusInteractionTests {
    /// ShareSheet: tapping "Include link" turns the switch off.
    @Test func theShareSheetsSwitchTurnsOff() throws {
        let session = ViewSession(ShareScreen(), on: .iPhone15Pro)
        #expect(try session.accessibilityDump().contains("\"Include link\", value \"on\""))
        let before = try session.render().makeImage()
        try session.tap("Include link")
        #expect(try session.accessibilityDump().contains("\"Include link\", value \"off\""))
        #expect(try session.render().makeImage() != before)
    }

    /// FilterSheet: "Done" dismisses the sheet (its own `dismiss()`), the toolbar's filter button presents
    /// it again, and what was chosen in it is kept.
    @Test func theFilterSheetIsDismissedAndPresentedAgain() throws {
        let session = ViewSession(LibraryScreen(), on: .iPhone15Pro)
        try session.tap("Artist")
        #expect(try session.accessibilityDump().contains("button, selected \"Artist\""))
        try session.tap("Done")
        let dismissed = try session.accessibilityDump()
        #expect(!dismissed.contains("Presented sheet"), "\(dismissed)")
        try session.tap("Filters")
        let again = try session.accessibilityDump()
        #expect(again.contains("Presented sheet") && again.contains("button, selected \"Artist\""), "\(again)")
    }
}
