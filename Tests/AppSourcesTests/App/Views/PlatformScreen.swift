import SwiftUI
import Badges
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
    // Compound and nested tests, each decided where it stands; a module Sheetshot lacks is left to the compiler.
    static var compound: String {
        #if (os(iOS) || os(macOS)) && !targetEnvironment(macCatalyst) && arch(arm64) && targetEnvironment(simulator)
        #if os(tvOS)
        return MissingOnIOS().name
        #else
        return "iOS device family"
        #endif
        #else
        return "other"
        #endif
    }
    static var storeKit: String {
        #if canImport(StoreKit)
        return "StoreKit"
        #else
        return "no StoreKit here"
        #endif
    }
}

struct PlatformScreen: View {
    let store: Store
    var body: some View {
        List {
            Text("Running on \(Platform.name)")
            Badge("Made for \(Platform.name)")
            ForEach(store.items, id: \.self) { Text($0) }
        }
    }
}

#Preview("Platform screen") {
    PlatformScreen(store: Store())
}
