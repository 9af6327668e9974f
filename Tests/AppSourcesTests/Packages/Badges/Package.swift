// swift-tools-version:5.9
// A local package of the app route's fixture app, linked by its Xcode project (../../Fixture.xcodeproj) as an
// app links one: its product's module, and the module that one imports, are compiled through the app route.
import PackageDescription

let package = Package(
    name: "Badges",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Badges", targets: ["Badges"])],
    targets: [
        .target(name: "Badges", dependencies: ["BadgeShapes"], exclude: ["Drafts"]),
        .target(name: "BadgeShapes"),
    ]
)
