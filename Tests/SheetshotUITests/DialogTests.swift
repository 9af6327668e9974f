import Canvas
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// A list screen that presents an alert while `shown`.
private struct DeleteAlertScreen: View {
    @State var shown: Bool
    @State var deleted = 0
    var body: some View {
        NavigationStack {
            List {
                Text("Deleted: \(deleted)")
                Button("Delete all") { shown = true }
            }
            .navigationTitle("Inbox")
        }
        .alert("Delete all messages?", isPresented: $shown) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

/// A screen presenting a confirmation dialog (an iPhone action sheet) while `shown`.
private struct ShareDialogScreen: View {
    @State var shown: Bool
    @State var chosen = "none"
    var visibility: Visibility = .visible
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "photo").font(.largeTitle)
            Text("Chosen: \(chosen)")
        }
        .confirmationDialog("Share this photo", isPresented: $shown, titleVisibility: visibility) {
            Button("Copy link") { chosen = "link" }
            Button("Save to Files") { chosen = "files" }
            Button("Delete", role: .destructive) { chosen = "delete" }
        } message: {
            Text("Anyone with the link can see it.")
        }
    }
}

/// Alerts, confirmation dialogs, iOS 13's `Alert` and `ActionSheet`, and popovers (sheets on iPhone),
/// drawn over the screen and any sheet as iOS draws them; their buttons run and dismiss in a session.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct DialogTests {
    @Test func alertWithMessageAndTwoButtons() {
        assertSnapshot(of: DeleteAlertScreen(shown: true), as: .image(on: .iPhone15Pro, scale: 1), named: "alert-two-buttons")
    }

    @Test func alertWithThreeButtonsInDarkMode() {
        let view = Text("Draft").alert("Save changes?", isPresented: .constant(true)) {
            Button("Save") {}
            Button("Discard", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
        assertSnapshot(of: view, as: .image(on: .iPhone15Pro, colorScheme: .dark, scale: 1), named: "alert-stacked-dark")
    }

    @Test func confirmationDialogAsAnActionSheet() {
        assertSnapshot(of: ShareDialogScreen(shown: true), as: .image(on: .iPhone15Pro, scale: 1), named: "confirmation-dialog")
    }

    @Test func alertOverASheet() {
        let view = Color.white.sheet(isPresented: .constant(true)) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Filters").font(.title2.bold())
                ForEach(["Price", "Distance", "Rating", "Open now"], id: \.self) { Text($0) }
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(24)
                .alert("No results", isPresented: .constant(true)) {}
        }
        assertSnapshot(of: view, as: .image(on: .iPhoneSE, scale: 1), named: "alert-over-sheet")
    }

    /// The dump names the dialog and lists its texts; a dismissed one draws nothing.
    @Test func theLayoutDumpNamesTheDialog() throws {
        let alert = try ViewRenderer.layoutDump(DeleteAlertScreen(shown: true), on: .iPhone15Pro)
        #expect(alert.contains("Presented alert"))
        #expect(alert.contains("This cannot be undone."))
        let dialog = try ViewRenderer.layoutDump(ShareDialogScreen(shown: true), on: .iPhone15Pro)
        #expect(dialog.contains("Presented confirmation dialog"))
        #expect(dialog.contains("Share this photo") && dialog.contains("Cancel"))
        let hidden = try ViewRenderer.layoutDump(ShareDialogScreen(shown: true, visibility: .automatic), on: .iPhone15Pro)
        #expect(!hidden.contains("Share this photo"))
        #expect(!(try ViewRenderer.layoutDump(DeleteAlertScreen(shown: false), on: .iPhone15Pro)).contains("Presented"))
        let shown = try ViewRenderer.render(DeleteAlertScreen(shown: true), on: .iPhone15Pro, scale: 1).makeImage()
        let dismissed = try ViewRenderer.render(DeleteAlertScreen(shown: false), on: .iPhone15Pro, scale: 1).makeImage()
        #expect(shown != dismissed)
    }

    /// An alert without actions gets an OK button, as SwiftUI gives it.
    @Test func anAlertWithoutActionsHasAnOKButton() throws {
        let dump = try ViewRenderer.layoutDump(Text("x").alert("Saved", isPresented: .constant(true)) {}, on: .iPhoneSE)
        #expect(dump.contains("\"OK\""))
    }

    /// A button runs its action and dismisses the alert; a tap beside an alert does nothing.
    @Test func tappingAnAlertButtonRunsItAndDismisses() throws {
        let session = ViewSession(DeleteAlertScreen(shown: true), on: .iPhone15Pro)
        #expect(try session.accessibilityDump().contains("Presented alert (modal)"))
        #expect(!(try session.tap(at: CGPoint(x: 20, y: 120))))
        #expect(try session.tap("Delete"))
        let after = try session.accessibilityDump()
        #expect(after.contains("Deleted: 1"))
        #expect(!after.contains("Presented alert"))
        // Presented again from the list, then cancelled: nothing deleted.
        #expect(try session.tap("Delete all"))
        #expect(try session.accessibilityDump().contains("Presented alert (modal)"))
        #expect(try session.tap("Cancel"))
        #expect(try session.accessibilityDump().contains("Deleted: 1"))
    }

    /// A tap on the dimming dismisses a confirmation dialog (its Cancel); a button runs and dismisses.
    @Test func confirmationDialogsDismissOnTheDimming() throws {
        let session = ViewSession(ShareDialogScreen(shown: true), on: .iPhone15Pro)
        #expect(try session.tap(at: CGPoint(x: 196, y: 100)))
        #expect(!(try session.accessibilityDump()).contains("Presented confirmation dialog"))
        let again = ViewSession(ShareDialogScreen(shown: true), on: .iPhone15Pro)
        #expect(try again.tap("Save to Files"))
        let dump = try again.accessibilityDump()
        #expect(dump.contains("Chosen: files") && !dump.contains("Presented"))
    }

    /// iOS 13's `Alert` and `ActionSheet` values are drawn too.
    @available(*, deprecated, message: "tests the deprecated actionSheet(isPresented:content:)")
    @Test func iOS13AlertsAndActionSheets() throws {
        let alert = Text("x").alert(isPresented: .constant(true)) {
            Alert(title: Text("Sign out?"), message: Text("You can sign in again later."),
                  primaryButton: .destructive(Text("Sign out")), secondaryButton: .cancel())
        }
        let dump = try ViewRenderer.layoutDump(alert, on: .iPhoneSE)
        #expect(dump.contains("Sign out?") && dump.contains("You can sign in again later.") && dump.contains("\"Cancel\""))
        let sheet = Text("x").actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Name")), .default(Text("Date")), .cancel()])
        }
        let sheetDump = try ViewRenderer.layoutDump(sheet, on: .iPhoneSE)
        #expect(sheetDump.contains("Presented confirmation dialog") && sheetDump.contains("Sort by") && sheetDump.contains("\"Date\""))
    }

    /// On iPhone a popover is presented as a sheet.
    @Test func popoversArePresentedAsSheets() throws {
        let view = Text("Anchor").popover(isPresented: .constant(true)) { Text("Tip") }
        #expect(try ViewRenderer.layoutDump(view, on: .iPhone15Pro).contains("Presented sheet"))
    }
}

