import Canvas
import Foundation
import SheetSnapshotTesting
import Testing
import Widgets
@testable import SheetWidget

/// Every preset's resting states on an iPhone 15 Pro at 1× in light, and one state of each distinct
/// panel shape in dark (the dark tokens are shared, so one picture per shape shows them), against
/// references in Snapshots/SheetWidget/ (recorded with SNAPSHOT_TESTING_RECORD=missing and looked at).
/// Fluent's are in SheetSceneTests.
@Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetWidget"))
struct PresetReferenceTests {
    static let cases: [(String, String)] = [
        ("drawer", "small"), ("drawer", "medium"), ("drawer", "large"),
        ("drawer-top", "medium"), ("drawer-leading", "medium"), ("drawer-trailing", "medium"),
        ("ods-standard", "closed"), ("ods-standard", "open"),
        ("ods-expanding", "small"), ("ods-expanding", "medium"), ("ods-expanding", "large"),
        ("tutorial", "quarter"), ("tutorial", "half"), ("tutorial", "full"),
        ("apple", "medium"), ("apple", "large"),
        ("fullscreen", "rest"), ("fullscreen", "full"),
    ]

    static let darkCases: [(String, String)] = [
        ("drawer-top", "medium"), ("ods-expanding", "medium"), ("tutorial", "half"), ("apple", "medium"), ("fullscreen", "full"),
    ]

    @Test(arguments: cases.map { "\($0.0)/\($0.1)/light" } + darkCases.map { "\($0.0)/\($0.1)/dark" })
    func preset(_ spec: String) throws {
        let parts = spec.split(separator: "/").map(String.init)
        let scheme = try #require(ColorScheme(rawValue: parts[2]))
        let preset = try #require(SheetPreset.named(parts[0]))
        let scene = SheetScene(preset: preset, device: .iPhone15Pro, colorScheme: scheme, position: .detent(parts[1]))
        assertSnapshot(of: scene, as: .image(scale: 1), named: "\(parts[0])-\(parts[1])-\(scheme.rawValue)")
    }
}
