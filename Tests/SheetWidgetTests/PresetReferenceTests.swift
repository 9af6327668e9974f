import Canvas
import Foundation
import SnapshotSupport
import Testing
import Widgets
@testable import SheetWidget

/// Every preset's resting states on an iPhone 15 Pro at 1×, light and dark, against references in
/// Snapshots/SheetWidget/ (recorded with SHEETSHOT_RECORD=1 and looked at). Fluent's are in SheetSceneTests.
@Suite struct PresetReferenceTests {
    static let references = ReferenceImages(folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Snapshots/SheetWidget"))

    static let cases: [(String, String)] = [
        ("drawer", "small"), ("drawer", "medium"), ("drawer", "large"),
        ("drawer-top", "medium"), ("drawer-leading", "medium"), ("drawer-trailing", "medium"),
        ("ods-standard", "closed"), ("ods-standard", "open"),
        ("ods-expanding", "small"), ("ods-expanding", "medium"), ("ods-expanding", "large"),
        ("tutorial", "quarter"), ("tutorial", "half"), ("tutorial", "full"),
        ("apple", "medium"), ("apple", "large"),
        ("fullscreen", "rest"), ("fullscreen", "full"),
    ]

    @Test(arguments: cases.map { "\($0.0)/\($0.1)" }, [ColorScheme.light, .dark])
    func preset(_ spec: String, scheme: ColorScheme) throws {
        let parts = spec.split(separator: "/").map(String.init)
        let preset = try #require(SheetPreset.named(parts[0]))
        var scene = SheetScene(preset: preset, device: .iPhone15Pro, colorScheme: scheme, position: .detent(parts[1]))
        scene.displayScale = 1
        if let failure = try Self.references.check(try scene.render().makeImage(), named: "\(parts[0])-\(parts[1])-\(scheme.rawValue)") {
            Issue.record("\(failure)")
        }
    }
}
