import Canvas
import Foundation
import SheetSnapshotTesting

/// A temporary folder for references and one for artifacts, and the environment that points there.
final class SnapshotSandbox {
    let root: URL
    var references: URL { root.appendingPathComponent("refs") }
    var artifacts: URL { root.appendingPathComponent("artifacts") }

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-snapshot-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: root) }

    /// The environment of a run: artifacts here, plus `extra`.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["SNAPSHOT_ARTIFACTS": artifacts.path].merging(extra) { $1 }
    }

    /// verifySnapshot with references and artifacts in the sandbox, as test "sample()" of SampleTests.swift.
    func verify<V>(_ value: V, as strategy: SnapshotStrategy<V>, named name: String? = "a", record: SnapshotRecordMode? = nil,
                   tolerance: SnapshotTolerance = .exact, env: [String: String] = [:]) -> String? {
        verifySnapshot(of: value, as: strategy, named: name, record: record, tolerance: tolerance, directory: references,
                       filePath: "/somewhere/SampleTests.swift", testName: "sample()", environment: environment(env))
    }

    func reference(_ file: String = "sample.a.png") -> URL { references.appendingPathComponent(file) }
    func artifact(_ suffix: String, name: String = "sample.a") -> URL {
        artifacts.appendingPathComponent("SampleTests").appendingPathComponent("\(name).\(suffix)")
    }
    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}

/// A w×h image of one colour with optional changed pixels.
func craftedImage(width: Int = 8, height: Int = 6, gray: UInt8 = 200, changes: [(x: Int, y: Int, value: UInt8)] = []) -> Image {
    var pixels = [UInt8](repeating: gray, count: width * height * 4)
    for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
    for c in changes { pixels[4 * (c.y * width + c.x)] = c.value }
    return try! Image(width: width, height: height, pixels: pixels)
}

/// Runs `command` with /bin/sh; its exit status.
func run(_ command: String) throws -> Int32 {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = ["-c", command]
    try p.run()
    p.waitUntilExit()
    return p.terminationStatus
}
