import Foundation
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// An app's folder compiled into this target by the SheetshotAppSources plug-in, no file edited: its
/// platform branches are iOS's, a Foundation-only model file sees Observation, a file that needs the
/// Objective-C runtime is left out, and its previews are found and render.
@MainActor @Suite struct AppSourcesTests {
    @Test func platformBranchesAreIOSs() {
        #expect(Platform.name == "iOS")
        #expect(!Platform.isCatalyst)
        #expect(Platform.hasUIKit)
        #expect(Platform.compound == "iOS device family")
        #expect(Platform.storeKit == "StoreKit", "canImport(StoreKit) is true, as on iOS: Sheetshot provides it")
    }

    /// `Locale.current`, `Calendar.current` and `TimeZone.current` in the app's code are an iPhone
    /// simulator's (Linux's Foundation has en_001, whose week starts on Monday, and the machine's `TZ`).
    @Test func theAppReadsTheDeviceSettingsOfAnIPhone() {
        #expect(WeekCalendar.firstWeekdayName == "Sunday")
        #expect(WeekCalendar.localeIdentifier == "en_US")
        #expect(WeekCalendar.secondsFromGMT == 0)
        #expect(WeekCalendar.written(Date(timeIntervalSince1970: 1_795_000_000)) == "Nov 18, 2026")
        // A formatter made without a locale starts in the simulator's, as on iOS.
        #expect(WeekCalendar.writtenByDefault(Date(timeIntervalSince1970: 1_795_000_000)) == "Nov 18, 2026")
        #expect(WeekCalendar.price(1.99) == "$1.99")
    }

    /// A file importing PhotosUI, AVKit, AuthenticationServices and WebKit compiles through the app route and draws.
    @Test func mediaAndAccountFrameworksCompileAndDraw() throws {
        let dump = try ViewRenderer.accessibilityDump(MediaScreen(), on: .iPhoneSE)
        #expect(dump.contains("\"Video\"") && dump.contains("\"Pick a photo\"") && dump.contains("\"Continue with Apple\""), "\(dump)")
        #expect(try ViewRenderer.layoutDump(MediaScreen(), on: .iPhoneSE).contains("HelpPage"), "the web view's representable, drawn as its placeholder")
    }

    /// The app's `.storekit` file is among its resources, and StoreKit's views are filled from it.
    @Test func storeViewsAreFilledFromTheAppsStoreKitFile() throws {
        let dump = try ViewRenderer.accessibilityDump(ShopScreen(), on: .iPhoneSE)
        #expect(dump.contains("Orchard Coins") && dump.contains("$1.99"), "\(dump)")
    }

    @Test func aFoundationOnlyModelSeesObservation() throws {
        let store = Store()
        let dump = try ViewRenderer.accessibilityDump(PlatformScreen(store: store), on: .iPhoneSE)
        #expect(dump.contains("\"Running on iOS\"") && dump.contains("\"Pears\""), "\(dump)")
        #expect(dump.contains("\"Made for iOS\""), "the local package's view, its own #if decided as on iOS: \(dump)")
    }

    /// Every `#Preview`, each `PreviewProvider` and the app's root screen (its `@main` dropped in a test
    /// target) are previews of the module, and render.
    @Test func thePreviewsAreFoundAndRender() throws {
        let previews = Preview.all(inModule: "AppSourcesTests")
        #expect(previews.map(\.displayName) == ["Notes", "Platform screen", "RootScreen_Previews", "RouteApp"])
        #expect(previews.map(\.fileID) == ["AppSourcesTests/NotesScreen.swift", "AppSourcesTests/PlatformScreen.swift",
                                            "AppSourcesTests/RootScreen.swift", "AppSourcesTests/RouteApp.swift"])
        // Each added preview sits on the line its type ends on: no line of the app's file moves.
        #expect(previews.map(\.line) == [22, 69, 25, 14])
        for preview in previews { _ = try ViewRenderer.render(preview, on: .iPhoneSE, scale: 1) }
    }

    /// The root screen with every kind of asset an app has: Xcode's generated symbols for an image set (a
    /// PNG at 2×) and a colour set, a JPEG image set, a loose picture among the app's files, a data set, and
    /// the app's JSON read through `Bundle.main`.
    @Test func theRootScreenFindsTheAppsAssetsAndResources() throws {
        let root = try ViewRenderer.rootView(of: RouteApp())
        let dump = try ViewRenderer.accessibilityDump(root, on: .iPhoneSE)
        #expect(dump.contains("\"Hello from the catalogue\"") && dump.contains("\"Quince\"") && dump.contains("\"Medlar\""), "\(dump)")
        let layout = try ViewRenderer.layoutDump(root, on: .iPhoneSE)
        // The 40×20 PNG at 2× is 20×10 points, the 30×20 JPEG at 1× 30×20, the loose 8×8 PNG 8×8: no stand-in.
        #expect(!layout.contains("100"), "\(layout)")
        let image = try ViewRenderer.render(root, on: .iPhoneSE, scale: 1).makeImage()
        let middle = image.width / 2
        func colour(at y: Int, x: Int = image.width / 2) -> (UInt8, UInt8, UInt8) { let p = image[x, y]; return (p.r, p.g, p.b) }
        // Stacked from the top of the centred column: find the hero's green, then the JPEG's two halves.
        let column = (0..<image.height).map { colour(at: $0) }
        let hero = try #require(column.firstIndex { $0 == (0, 160, 80) })
        #expect(column[hero + 9] == (0, 160, 80))
        let jpeg = hero + 10
        let left = colour(at: jpeg + 10, x: middle - 8), right = colour(at: jpeg + 10, x: middle + 8)
        #expect(abs(Int(left.0) - 255) <= 3 && abs(Int(left.1) - 128) <= 3 && left.2 <= 3, "\(left)")
        #expect(right.0 <= 3 && abs(Int(right.1) - 64) <= 3 && abs(Int(right.2) - 255) <= 3, "\(right)")
        #expect(colour(at: jpeg + 20 + 4) == (200, 0, 0))
        #expect(colour(at: jpeg + 28 + 5) == (0x20, 0x40, 0x80))
        #expect(colour(at: jpeg + 38 + 5) == (0x20, 0x40, 0x80))
    }

    /// A SwiftData app: `import SwiftData` reads from SwiftUI, its `@Model`s are kept in memory, and a view's
    /// `@Query`s find what its preview inserted — sorted, filtered, in their sections.
    @Test func aSwiftDataModelIsQueried() throws {
        let preview = try #require(Preview.all(inModule: "AppSourcesTests").first { $0.name == "Notes" })
        let dump = try ViewRenderer.accessibilityDump(preview.makeView(), on: .iPhoneSE)
        let order = ["\"Apples\"", "\"Apples\"", "\"Pears\"", "\"Quinces\""].map { dump.range(of: $0)?.lowerBound }
        #expect(dump.components(separatedBy: "\"Apples\"").count == 3 && !order.contains(nil), "\(dump)")
        #expect(dump.range(of: "\"Pears\"")!.lowerBound < dump.range(of: "\"Quinces\"")!.lowerBound, "\(dump)")
        // With no container, nothing is kept: no picture sees another's models.
        let loose = try ViewRenderer.accessibilityDump(NotesScreen(), on: .iPhoneSE)
        #expect(!loose.contains("Pears") && !loose.contains("Apples"), "\(loose)")
        let note = Note(title: "Figs"), other = Note(title: "Figs")
        #expect(note != other && note == note && note.persistentModelID < other.persistentModelID)
    }

    /// Run only in a child process (SHEETSHOT_ACCENT_CHILD set), whose SHEETSHOT_ASSETS names a catalogue
    /// with an `AccentColor` set: the accent colour is the app's, in colour and as every control's tint.
    @Test func accentColorInAChildProcess() throws {
        guard ProcessInfo.processInfo.environment["SHEETSHOT_ACCENT_CHILD"] == "1" else { return }
        let image = try ViewRenderer.render(Rectangle().fill(Color.accentColor).frame(width: 400, height: 800), on: .iPhoneSE, scale: 1).makeImage()
        let p = image[image.width / 2, image.height / 2]
        #expect((p.r, p.g, p.b) == (200, 0, 100))
        let button = try ViewRenderer.render(Button("Go") {}.font(.system(size: 200)).frame(width: 400, height: 800), on: .iPhoneSE, scale: 1).makeImage()
        var ink = 0
        for y in 0..<button.height { for x in 0..<button.width where button[x, y].r > 150 && button[x, y].g < 40 && button[x, y].b > 60 { ink += 1 } }
        #expect(ink > 100, "the button's title is not in the accent colour")
    }

    /// The app catalogue's `AccentColor` is the default tint (checked in a child process: the accent colour
    /// is the whole program's, and this one draws every other test too).
    @Test func anAppsAccentColorIsTheDefaultTint() throws {
        let catalogue = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-accent-\(getpid()).xcassets")
        defer { try? FileManager.default.removeItem(at: catalogue) }
        let set = catalogue.appendingPathComponent("AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"200","green":"0","blue":"100","alpha":"1.000"}}}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", "accentColorInAChildProcess"]
        child.environment = ProcessInfo.processInfo.environment.merging(["SHEETSHOT_ACCENT_CHILD": "1", "SHEETSHOT_ASSETS": catalogue.path]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0 && text.contains("accentColorInAChildProcess"), "\(text)")
    }

    /// The app's asset catalogue, found where it is through the list the plug-in puts in the target's
    /// resources: its colour set draws.
    /// A colour set in a folder that provides a namespace is that namespace's member, as Xcode generates it.
    @Test func aNamespacedColourSetIsItsNamespacesMember() throws {
        for color in [Color(.Palette.leaf), Color.Palette.leaf] {
            let image = try ViewRenderer.render(color.frame(width: 400, height: 800), on: .iPhoneSE, scale: 1).makeImage()
            let p = image[image.width / 2, image.height / 2]
            #expect((p.r, p.g, p.b) == (0x30, 0xA0, 0x50))
        }
    }

    @Test func theAppsAssetCatalogueIsRead() throws {
        let image = try ViewRenderer.render(Color("AppTint").frame(width: 400, height: 800), on: .iPhoneSE, scale: 1).makeImage()
        let p = image[image.width / 2, image.height / 2]
        #expect((p.r, p.g, p.b) == (0, 128, 64))
    }
}

/// The app's previews as a user's suite checks them, against references kept in `Snapshots/AppRoute`: the
/// root screen with its real pictures (no stand-in), the provider's and the platform screen.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/AppRoute"))
struct AppSourcesSnapshotTests {
    @Test func everyPreviewOfTheApp() {
        let run = assertPreviewSnapshots(in: "AppSourcesTests", variants: .device(.iPhoneSE, scale: 1))
        #expect(run.previews == 4 && run.failures == 0)
    }
}
