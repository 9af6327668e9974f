// An app's files as an iOS project has them — its `App`, a model that logs with `Logger` and names `UTType`s
// and Core Graphics sizes — compiled for Linux through `import SwiftUI` (which gives those names here: no
// module may be called `os` or `UniformTypeIdentifiers`, see CHANGELOG). (Its `@main` is left off: in a library
// target the entry point would clash with the test runner's; an app's own target is an executable one.)
import SwiftUI

final class Library: ObservableObject {
    static let log = Logger(subsystem: "com.example.fixture", category: "library")
    @Published var books = ["Dune", "Emma"]
    let accepted: [UTType] = [.pdf, .plainText]
    let coverSize = CGSize(width: 120, height: 180)

    func add(_ title: String) {
        books.append(title)
        Self.log.info("added \(title, privacy: .public); now \(self.books.count) books, cover \(self.coverSize.width, format: .fixed(precision: 1))")
    }
}

struct LibraryScreen: View {
    @EnvironmentObject var library: Library
    @Environment(\.scenePhase) private var phase
    var body: some View {
        NavigationStack {
            List(library.books, id: \.self) { Text($0) }
                .navigationTitle(phase == .active ? "Library" : "Away")
        }
    }
}

struct Preferences: View {
    var body: some View { Text("Preferences") }
}

struct FixtureApp: App {
    @StateObject private var library = Library()
    var body: some Scene {
        WindowGroup {
            LibraryScreen()
        }
        .environmentObject(library)
        .commands {
            SidebarCommands()
            CommandMenu("Books") { Button("Add") {} }
        }
        #if os(macOS)
        Settings { Preferences() }
        #endif
    }
}

/// An app without a window group (for the error it gives).
struct WindowlessApp: App {
    var body: some Scene {
        Settings { Preferences() }
    }
}
