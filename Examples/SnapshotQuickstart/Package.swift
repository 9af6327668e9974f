// swift-tools-version: 6.0
// A user's package, as SheetSnapshotTesting's getting-started article builds it: a sheet of its own and snapshot
// tests of it. Depends on Sheetshot by path here; a real project names the Git URL instead:
//     .package(url: "https://github.com/<you>/sheetshot", from: "0.1.0")
import PackageDescription

let package = Package(
    name: "SnapshotQuickstart",
    dependencies: [
        .package(name: "Sheetshot", path: "../.."),
    ],
    targets: [
        .target(name: "ShareSheet", dependencies: [
            .product(name: "SheetWidget", package: "Sheetshot"),
            .product(name: "Widgets", package: "Sheetshot"),
        ]),
        .testTarget(
            name: "ShareSheetTests",
            dependencies: ["ShareSheet", .product(name: "SheetSnapshotTesting", package: "Sheetshot")],
            exclude: ["__Snapshots__"]),   // references, not sources
    ]
)
