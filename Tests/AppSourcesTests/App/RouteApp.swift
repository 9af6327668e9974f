import SwiftUI
import os

// The app's entry point, as an app has it: in a test target the app route drops `@main` and makes the
// root screen a preview named after the app.
@main
struct RouteApp: App {
    private let log = Logger(subsystem: "fixture", category: "app")
    var body: some Scene {
        WindowGroup {
            RootScreen()
        }
    }
}
