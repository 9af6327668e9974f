import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// Platform branches as an app writes them: each chooses what iOS compiles.
enum Platform {
    static var name: String {
        #if os(iOS)
        return "iOS"
        #elseif os(macOS)
        return "macOS"
        #else
        return "other"
        #endif
    }
    static var isCatalyst: Bool {
        #if targetEnvironment(macCatalyst)
        return true
        #else
        return false
        #endif
    }
    static var hasUIKit: Bool {
        #if canImport(UIKit) && !os(watchOS)
        return true
        #else
        return false
        #endif
    }
    #if !os(iOS)
    static let neverOnIOS = MissingOnIOS()
    #endif
}

struct PlatformScreen: View {
    let store: Store
    var body: some View {
        List {
            Text("Running on \(Platform.name)")
            ForEach(store.items, id: \.self) { Text($0) }
        }
    }
}

#Preview("Platform screen") {
    PlatformScreen(store: Store())
}
