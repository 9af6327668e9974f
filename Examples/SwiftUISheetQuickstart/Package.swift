// swift-tools-version: 6.0
// A user's package, as the README's "Snapshot-test your SwiftUI sheet on Linux" builds it: an app's SwiftUI
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
        // The app's view code: SwiftUI on Apple platforms, SheetshotUI on Linux.
        .target(name: "TipJar", dependencies: [
            .product(name: "SheetshotUI", package: "Sheetshot", condition: .when(platforms: [.linux])),
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
