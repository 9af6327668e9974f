// swift-tools-version: 6.0
// Sheetshot: a headless widget toolkit and software rasteriser that renders bottom sheets to PNG.
// Dependencies point one way: Canvas ← Widgets ← SheetWidget ← render-demo; the snapshot libraries follow
// the same layers (SheetshotSnapshotCore ← WidgetSnapshotTesting ← SheetSnapshotTesting).
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Sheetshot",
    products: [
        .library(name: "Canvas", targets: ["Canvas"]),
        .library(name: "Widgets", targets: ["Widgets"]),
        .library(name: "SheetWidget", targets: ["SheetWidget"]),
        .library(name: "SheetshotSnapshotCore", targets: ["SheetshotSnapshotCore"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        .library(name: "SheetSnapshotTesting", targets: ["SheetSnapshotTesting"]),
        .library(name: "SnapshotTestingSheetshot", targets: ["SnapshotTestingSheetshot"]),
        .library(name: "SheetshotUI", targets: ["SheetshotUI"]),
        .library(name: "SheetshotUISnapshotTesting", targets: ["SheetshotUISnapshotTesting"]),
        .library(name: "SheetshotGallery", targets: ["SheetshotGallery"]),
        // SheetshotUI under the names of Apple's frameworks, so an app's view files compile unchanged on
        // Linux. Depend on them only there: `condition: .when(platforms: [.linux])`.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "SnapshotTestingSheetshotUI", targets: ["SnapshotTestingSheetshotUI"]),
        // `swift package --allow-writing-to-package-directory sheetshot-gallery`: every preview as a gallery.
        .plugin(name: "SheetshotGalleryPlugin", targets: ["SheetshotGalleryPlugin"]),
        // An app's Swift files, where they are, compiled into a Linux target as they compile for iOS.
        .plugin(name: "SheetshotAppSources", targets: ["SheetshotAppSources"]),
        .executable(name: "render-demo", targets: ["render-demo"]),
        .executable(name: "sheetshot-compat", targets: ["sheetshot-compat"]),
        .executable(name: "sheetshot-app-sources", targets: ["sheetshot-app-sources"]),
        .executable(name: "sheetshotui-bench", targets: ["sheetshotui-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation`: the API reference from the DocC catalogues (CI builds it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // SheetshotUI's `#Preview` macro (the same swift-syntax swift-snapshot-testing's macros use).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // Reading the Lucide icon set's wheel (a zip holding a zip of SVGs) for the symbols SheetshotUI maps to it.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        // libdeflate: CRC-32 and Adler-32 at memory speed for the frame encoder, and fast inflating.
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        // libjpeg-turbo's TurboJPEG API: JPEG pictures (an app's photos) decoded with errors as return values.
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]),
        // Vector pictures of asset catalogues: librsvg for SVG, Poppler for PDF, both drawing through cairo,
        // loaded when the first vector picture is drawn (dlopen): no build needs their headers (pkg-config's
        // GLib flags would warn in every user's build), and a program that draws none needs none of them.
        .target(name: "CVectorCodec", linkerSettings: [.linkedLibrary("dl")]),
        // libpng reports errors by longjmp, which Swift cannot catch: this small C target owns the
        // setjmp and turns every libpng failure into a return code and a message.
        .target(name: "CPNGCodec", dependencies: ["CPNG", "CDeflate"], linkerSettings: [.linkedLibrary("z")]),
        // The innermost fill and blend loops, with a run-time choice of vector width (identical results).
        .target(name: "CPixelKernels"),
        // Files written whole or not at all, inputs read under a size limit, and the temporary files a signal
        // or an exit removes: what the library and its command lines need to write safely, apart from drawing.
        .target(name: "SheetshotFiles"),
        .target(name: "Canvas", dependencies: ["SheetshotFiles", "CPNGCodec", "CTurboJPEG", "CVectorCodec", "CPixelKernels", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        // Strict JSON with positions, and typed field reading that reports unknown fields: the reader of
        // every JSON file format here (display lists, scenarios).
        .target(name: "StrictJSON"),
        // The JSON display-list format of ../shared/bench/SCENE-FORMAT.md, read and replayed on a Canvas.
        .target(name: "DisplayList", dependencies: ["Canvas", "StrictJSON"]),
        .target(name: "Widgets", dependencies: ["Canvas"]),
        // Snapshot testing, in three layers: the core (one record / compare / fail path over a diffing value,
        // reference locations, record modes, tolerances, failure artifacts and the report) needs Canvas
        // only; the widget-tree strategies add Widgets; the sheet strategies add SheetWidget.
        .target(name: "SheetshotSnapshotCore", dependencies: ["Canvas"]),
        .target(name: "WidgetSnapshotTesting", dependencies: ["SheetshotSnapshotCore", "Widgets", "Canvas"]),
        .target(name: "SheetSnapshotTesting", dependencies: ["WidgetSnapshotTesting", "SheetshotSnapshotCore", "SheetWidget", "Widgets", "Canvas"]),
        // Strategies for pointfreeco/swift-snapshot-testing (only this target depends on it). Swift 5 mode:
        // installing its diff tool means setting swift-snapshot-testing's global default, a plain global
        // variable of a Swift 5 library that Swift 6 mode refuses to touch.
        .target(name: "SnapshotTestingSheetshot", dependencies: [
            "SheetSnapshotTesting", "SheetshotSnapshotCore", "SheetWidget", "Widgets", "Canvas",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Sample pictures shared by the gallery and the tests that hold their reference images.
        .target(name: "Samples", dependencies: ["Canvas"]),
        .target(name: "SheetWidget", dependencies: ["Widgets", "StrictJSON"]),
        // SwiftUI's source surface over Widgets: a user's SwiftUI view file compiles against it with only its
        // import changed, and its body is evaluated into a Widgets tree.
        .target(name: "SheetshotUI", dependencies: ["SheetWidget", "Widgets", "Canvas", "SheetshotUIMacros",
                                             .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // `import SwiftUI`, `import UIKit`, `import Combine`, `import MapKit` and `import CoreLocation` on Linux:
        // each re-exports SheetshotUI.
        .target(name: "SwiftUI", dependencies: ["SheetshotUI"]),
        .target(name: "UIKit", dependencies: ["SheetshotUI"]),
        .target(name: "Combine", dependencies: ["SheetshotUI"]),
        .target(name: "MapKit", dependencies: ["SheetshotUI"]),
        .target(name: "CoreLocation", dependencies: ["SheetshotUI"]),
        // `import StoreKit`: StoreKit's products (from the app's .storekit configuration), transactions and views,
        // in a module of its own, as on iOS, so that `StoreKit.Transaction` and SwiftUI's `Transaction` are two.
        .target(name: "StoreKit", dependencies: ["SheetshotUI"]),
        // The compiler plug-in behind SheetshotUI's macros (`#Preview`).
        .macro(name: "SheetshotUIMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // Snapshot strategies for SheetshotUI views, over the snapshot core, and the preview runner: every
        // `#Preview` of a module checked (in shards) and written as a gallery. The view layer knows none of it.
        .target(name: "SheetshotUISnapshotTesting", dependencies: ["SheetshotUI", "SheetshotSnapshotCore", "SheetshotGallery", "SheetWidget",
                                                                   "Widgets", "Canvas", "SheetshotFiles"]),
        // Gallery pages of pictures with their thumbnails (render-demo's preset gallery, previews' documentation).
        .target(name: "SheetshotGallery", dependencies: ["Canvas"]),
        // swift-snapshot-testing's route for SheetshotUI views (apart from SnapshotTestingSheetshot, whose users
        // need not build SheetshotUI and its macro plug-in).
        .target(name: "SnapshotTestingSheetshotUI", dependencies: [
            "SnapshotTestingSheetshot", "SheetshotUI", "SheetshotUISnapshotTesting", "SheetshotSnapshotCore", "SheetWidget", "Widgets", "Canvas",
            "SheetshotFiles",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "render-demo",
            dependencies: [
                "Canvas", "CPNGCodec", "DisplayList", "Widgets", "SheetWidget", "Samples", "SheetshotGallery", "SheetshotSnapshotCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // A SwiftUI screen with a presented sheet timed through SheetshotUI, in the configuration it is built in
        // (an executable of its own so that render-demo, the README's first command, does not build
        // SheetshotUI's macro plug-in and swift-syntax in release).
        .executableTarget(
            name: "sheetshotui-bench",
            dependencies: ["SheetshotUI", "Widgets", "Canvas", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // What stands between a folder of SwiftUI files and Linux snapshots: each file compiled against the
        // SwiftUI module in Swift 5 and 6 modes, the errors ranked as missing API, the previews rendered.
        // (The command is a library of its own so that its tests can import it; the executable runs it.)
        .target(
            name: "SheetshotCompat",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .executableTarget(name: "sheetshot-compat", dependencies: ["SheetshotCompat"]),
        // The app route: an app's file as it compiles for iOS (platform conditions, implicit imports, what
        // needs the Objective-C runtime), by swift-syntax; the tool the SheetshotAppSources plug-in runs.
        .target(name: "SheetshotAppRoute", dependencies: [
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        .executableTarget(name: "sheetshot-app-sources", dependencies: ["SheetshotAppRoute"]),
        .plugin(name: "SheetshotAppSources", capability: .buildTool(), dependencies: ["sheetshot-app-sources"]),
        // The app route's readers: Xcode projects, Package.resolved, package manifests, checkouts.
        .testTarget(name: "SheetshotAppRouteTests", dependencies: ["SheetshotAppRoute"]),
        // Helpers shared by test targets (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/Helpers/TestSupport"),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas", "Samples", "SheetshotSnapshotCore", "TestSupport", "CFreeType", "CHarfBuzz"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "DisplayListTests", dependencies: ["DisplayList", "Canvas"]),
        .testTarget(name: "SheetshotGalleryTests", dependencies: ["SheetshotGallery", "Canvas"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        // The fuzzing seed corpus replayed through every target (no crash, no slow input).
        .testTarget(name: "FuzzCorpusTests", dependencies: ["sheetshot-fuzz"]),
        // The command line run as a user runs it: bad numbers, output paths, full disks and signals.
        .testTarget(name: "RenderDemoTests", dependencies: ["render-demo"]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "WidgetSnapshotTesting", "TestSupport"]),
        .testTarget(name: "SheetshotUITests", dependencies: ["SheetshotUI", "SheetshotUISnapshotTesting", "Widgets", "Canvas", "StoreKit"]),
        // The SwiftUI corpus (../shared/swiftui-corpus) compiled as it is, its imports made conditional by the
        // CorpusSources plug-in, and snapshot-tested.
        // An app's files as an iOS project has them (an `App`, base-module imports), and the tests that import it.
        .target(name: "AppFixture", dependencies: ["SwiftUI"],
                path: "Tests/Helpers/AppFixture"),
        .testTarget(name: "AppRouteTests", dependencies: ["AppFixture", "SheetshotUI", "SheetshotUISnapshotTesting"]),
        // The fixture app's local package's two modules, compiled through the app route's plug-in as
        // `sheetshot-app-sources packages --targets` set them up (Tests/Helpers/AppPackages).
        .target(name: "BadgeShapes", dependencies: ["SwiftUI", "UIKit"], path: "Tests/Helpers/AppPackages/BadgeShapes",
                exclude: ["sheetshot-app.json"], plugins: ["SheetshotAppSources"]),
        .target(name: "Badges", dependencies: ["SwiftUI", "UIKit", "BadgeShapes"], path: "Tests/Helpers/AppPackages/Badges",
                exclude: ["sheetshot-app.json"], plugins: ["SheetshotAppSources"]),
        // An app folder compiled through the app route's plug-in, and tests of what it compiled.
        .testTarget(name: "AppSourcesTests", dependencies: ["SwiftUI", "UIKit", "StoreKit", "Badges", "SheetshotUISnapshotTesting"], exclude: ["App", "sheetshot-app.json", "Packages", "Fixture.xcodeproj"],
                    plugins: ["SheetshotAppSources"]),
        .testTarget(name: "SheetshotUICorpusTests", dependencies: ["SheetshotUI", "SheetshotUISnapshotTesting"],
                    exclude: ["Corpus"], plugins: ["CorpusSources"]),
        .testTarget(name: "SheetshotUIMacrosTests", dependencies: [
            "SheetshotUIMacros", .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        ]),
        .plugin(name: "CorpusSources", capability: .buildTool(), dependencies: ["corpus-import"]),
        .plugin(name: "SheetshotGalleryPlugin", capability: .command(
            intent: .custom(verb: "sheetshot-gallery",
                            description: "Run the tests with a gallery asked for: every module's previews, checked by assertPreviewSnapshots(in:), as a static page"),
            permissions: [.writeToPackageDirectory(reason: "The gallery is written into the package (docs/gallery unless --output names another folder)")])),
        .executableTarget(name: "corpus-import", path: "Tests/Helpers/corpus-import"),
        // The compatibility tool: its error reading and ranking, and a real compile against the SwiftUI module.
        .testTarget(name: "SheetshotCompatTests", dependencies: ["SheetshotCompat"], exclude: ["Fixtures"]),
        .testTarget(name: "SheetWidgetTests", dependencies: ["SheetWidget", "Widgets", "SheetSnapshotTesting"]),
        // Fuzzing: the input-handling code under libFuzzer (.ci/fuzz), or replaying a corpus (the tests).
        .executableTarget(name: "sheetshot-fuzz", dependencies: ["Canvas", "DisplayList", "SheetWidget", "SheetshotSnapshotCore", "SheetshotUI", "SheetshotGallery"]),
        // A helper the snapshot tests run as separate processes (failing into one report side by side).
        .executableTarget(name: "snapshot-report-writer", dependencies: ["SheetshotSnapshotCore", "Canvas"],
                          path: "Tests/Helpers/snapshot-report-writer"),
        .testTarget(name: "SheetSnapshotTestingTests", dependencies: ["SheetSnapshotTesting", "WidgetSnapshotTesting", "SheetshotSnapshotCore",
                                                                      "SheetWidget", "Widgets", "Canvas", "snapshot-report-writer"]),
        .testTarget(name: "SnapshotTestingSheetshotTests", dependencies: [
            "SnapshotTestingSheetshot", "SnapshotTestingSheetshotUI", "SheetshotUI", "SheetSnapshotTesting", "SheetshotSnapshotCore",
            "SheetWidget", "Widgets", "Canvas", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ]
)
