// swift-tools-version: 6.0
// A user's package, as the README's SwiftUI quick start and SnapshotTestingSheetshotUI's getting-started article build it: an app's SwiftUI
// sheet, unchanged, and snapshot tests of it that run on Linux. Depends on Sheetshot by path here; a real
// project names the Git URL instead:
//     .package(url: "https://github.com/<you>/sheetshot", from: "0.1.0")
import PackageDescription

let package = Package(
    name: "SwiftUISheetQuickstart",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "Sheetshot", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The app's view code, unchanged: `import SwiftUI` is Apple's SwiftUI on Apple platforms and
        // Sheetshot's SwiftUI module (SheetshotUI under SwiftUI's name) on Linux.
        .target(name: "TipJar", dependencies: [
            .product(name: "SwiftUI", package: "Sheetshot", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(
            name: "TipJarTests",
            dependencies: [
                "TipJar",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "SnapshotTestingSheetshotUI", package: "Sheetshot", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"]),   // references, not sources
    ]
)
