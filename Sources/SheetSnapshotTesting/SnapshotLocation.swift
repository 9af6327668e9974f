import Foundation

/// Where one snapshot's reference and failure artifacts live.
///
/// The reference is `__Snapshots__/<TestFile>/<testName>.<name or counter>.<ext>` beside the test file,
/// or `<directory>/<testName>.<name or counter>.<ext>` when the call names a directory. Test and snapshot
/// names map to file names one to one (`escape`): Unicode letters and digits, `-` and `_` stay, anything
/// else is written `%XX` per UTF-8 byte — `a.b` → `a%2Eb`, `a-b` → `a-b`, `日本` → `日本`. Failure artifacts
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
    /// Where versions before one-to-one names put this reference, when that is another file.
    let legacyReference: URL?

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
        let base = "\(Self.escape(Self.functionName(testName))).\(Self.escape(name))"
        reference = folder.appendingPathComponent(pathExtension.map { "\(base).\($0)" } ?? base).standardizedFileURL
        let oldBase = "\(Self.legacyName(Self.functionName(testName))).\(Self.legacyName(name))"
        legacyReference = oldBase == base ? nil
            : folder.appendingPathComponent(pathExtension.map { "\(oldBase).\($0)" } ?? oldBase).standardizedFileURL
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

    /// A name as one path component, reversibly: the name is put in Unicode canonical composition (NFC:
    /// "é" typed either way is one name), then Unicode letters and decimal digits, `-` and `_` are kept
    /// and every other character — `.`, `/`, spaces, `%` itself — becomes `%XX` for each UTF-8 byte. Two
    /// different names never give the same file name.
    public static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.precomposedStringWithCanonicalMapping.unicodeScalars {
            if isKept(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
            }
        }
        return out
    }

    private static func isKept(_ u: Unicode.Scalar) -> Bool {
        if u == "-" || u == "_" { return true }
        switch u.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber: return true
        default: return false
        }
    }

    /// The file name an earlier version gave a name (ASCII letters, digits, `-`, `_`; anything else `-`),
    /// to point at a reference recorded under it.
    static func legacyName(_ s: String) -> String {
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

/// The snapshot names each test has used in this process, to refuse two names that would share a
/// reference file. File names are compared without case, as macOS's default file system does: `Menu` and
/// `menu` would be one file there.
final class SnapshotNameRegistry: @unchecked Sendable {
    static let shared = SnapshotNameRegistry()
    private let lock = NSLock()
    private var names: [String: String] = [:]   // file, test, lowercased reference file name → name

    /// Records that `name` uses `reference` in this test; returns the other name when a different one
    /// already uses that file.
    func claim(file: String, test: String, name: String, reference: URL) -> String? {
        lock.lock(); defer { lock.unlock() }
        let key = file + "\u{0}" + test + "\u{0}" + reference.lastPathComponent.lowercased()
        if let other = names[key], other != name { return other }
        names[key] = name
        return nil
    }
}
