import Foundation

/// Where one snapshot's reference and failure artifacts live.
///
/// The reference is `__Snapshots__/<TestFile>/<testName>.<name or counter>.<ext>` beside the test file,
/// or `<directory>/<testName>.<name or counter>.<ext>` when the call names a directory. Failure artifacts
/// go to `<artifacts>/<TestFile>/<testName>.<name>.(actual|expected|diff|composite).png`, where
/// `<artifacts>` is `SNAPSHOT_ARTIFACTS` or, when unset, `sheetshot-snapshot-artifacts` in the temporary
/// folder.
public struct SnapshotLocation: Sendable, Equatable {
    /// The reference file (or folder of frames).
    public let reference: URL
    /// The artifacts folder of the whole run (holds `index.html`).
    public let artifactsRoot: URL
    /// This snapshot's artifacts, without the `.actual.png`-style suffix.
    public let artifactsBase: URL
    /// `<TestFile>/<testName>.<name>`, for messages and the report.
    public let displayName: String

    /// The location for a snapshot of `testName` in the test file at `filePath`.
    /// - Parameters:
    ///   - name: the snapshot's name within its test (already including the counter when unnamed).
    ///   - pathExtension: the reference's extension (nil for a folder).
    ///   - directory: the folder holding references instead of `__Snapshots__/<TestFile>`.
    public init(filePath: String, testName: String, name: String, pathExtension: String?, directory: URL? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        let testFile = file.deletingPathExtension().lastPathComponent
        let folder = directory ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
        let base = "\(Self.sanitize(Self.functionName(testName))).\(Self.sanitize(name))"
        reference = folder.appendingPathComponent(pathExtension.map { "\(base).\($0)" } ?? base).standardizedFileURL
        if let a = environment["SNAPSHOT_ARTIFACTS"], !a.isEmpty {
            artifactsRoot = URL(fileURLWithPath: a).standardizedFileURL
        } else {
            artifactsRoot = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-snapshot-artifacts").standardizedFileURL
        }
        artifactsBase = artifactsRoot.appendingPathComponent(testFile).appendingPathComponent(base)
        displayName = "\(testFile)/\(base)"
    }

    /// An artifact's path: `<artifactsBase>.<suffix>`.
    public func artifact(_ suffix: String) -> URL {
        artifactsBase.deletingLastPathComponent().appendingPathComponent(artifactsBase.lastPathComponent + "." + suffix)
    }

    /// `testSheet()` → `testSheet`; `preset(_:scheme:)` → `preset`.
    static func functionName(_ s: String) -> String {
        s.firstIndex(of: "(").map { String(s[..<$0]) } ?? s
    }

    /// Letters, digits, `-` and `_` kept; anything else becomes `-` (a name is one path component).
    static func sanitize(_ s: String) -> String {
        let cleaned = String(s.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        return cleaned.isEmpty ? "-" : cleaned
    }
}

/// Numbers the unnamed snapshots of a test 1, 2, 3… in the order they are taken.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(file: String, test: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        let key = file + "\u{0}" + test
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
