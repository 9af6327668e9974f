import Canvas
import Foundation
import Synchronization

/// Where one snapshot's reference and failure artifacts live.
///
/// The reference is `__Snapshots__/<TestFile>/<testName>.<name or counter>.<ext>` beside the test file,
/// or `<directory>/<testName>.<name or counter>.<ext>` when the call names a directory. Test and snapshot
/// names map to file names one to one (`escape`): Unicode letters and digits, `-` and `_` stay, anything
/// else is written `%XX` per UTF-8 byte — `a.b` → `a%2Eb`, `a-b` → `a-b`, `日本` → `日本`; a name whose file
/// name would pass 211 UTF-8 bytes keeps its start and ends in `~` and a hash of the whole (so that the
/// reference, its artifacts and their temporaries all fit a file system's 255 bytes). Failure artifacts
/// go to `<artifacts>/<TestFile>/<testName>.<name>.(actual|expected|diff|composite).png`, where
/// `<artifacts>` is, first found: the configuration's `artifactsDirectory`; `SNAPSHOT_ARTIFACTS`;
/// `.build/sheetshot-snapshot-artifacts` in the package holding the test file (the nearest folder above it
/// with a `Package.swift`); else a folder in the temporary folder named for the test file's folder. Each
/// package has its own artifacts and report: two packages tested on one machine never share them.
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
    /// The folder below which every folder on the way to the reference must be a real folder, not a
    /// symbolic link (the test file's folder; a `directory` given in code, or the reference's own folder).
    let trustedFolder: URL

    /// The longest reference base name (test and snapshot name, escaped), in UTF-8 bytes: with `.png` it
    /// is 215, the longest a reference's temporary could carry before (longer bases never worked), and its
    /// artifacts (`.actual-frame.png`) stay within 255.
    static let maximumBaseBytes = 211

    /// The location for a snapshot of `testName` in the test file at `filePath`.
    /// - Parameters:
    ///   - filePath: the test file's path (`#filePath`).
    ///   - testName: the test function's name (`#function`); `sample()` and `sample` are one test.
    ///   - name: the snapshot's name within its test (already including the counter when unnamed).
    ///   - pathExtension: the reference's extension (nil for a folder).
    ///   - directory: the folder holding references instead of `__Snapshots__/<TestFile>`.
    ///   - artifactsDirectory: the artifacts folder (nil: `SNAPSHOT_ARTIFACTS`, else the package's
    ///     `.build/sheetshot-snapshot-artifacts`).
    ///   - environment: the variables read (`SNAPSHOT_ARTIFACTS`).
    public init(filePath: String, testName: String, name: String, pathExtension: String?, directory: URL? = nil,
                artifactsDirectory: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        let testFile = file.deletingPathExtension().lastPathComponent
        let folder = directory ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
        let base = FileName.shortened("\(Self.escape(Self.functionName(testName))).\(Self.escape(name))", maximumBytes: Self.maximumBaseBytes)
        reference = folder.appendingPathComponent(pathExtension.map { "\(base).\($0)" } ?? base).standardizedFileURL
        trustedFolder = (directory ?? file.deletingLastPathComponent()).standardizedFileURL
        let oldBase = "\(Self.legacyName(Self.functionName(testName))).\(Self.legacyName(name))"
        legacyReference = oldBase == base ? nil
            : folder.appendingPathComponent(pathExtension.map { "\(oldBase).\($0)" } ?? oldBase).standardizedFileURL
        if let artifactsDirectory {
            artifactsRoot = artifactsDirectory.standardizedFileURL
        } else if let a = environment["SNAPSHOT_ARTIFACTS"], !a.isEmpty {
            artifactsRoot = URL(fileURLWithPath: a).standardizedFileURL
        } else {
            artifactsRoot = Self.defaultArtifactsRoot(forTestFolder: file.deletingLastPathComponent().path)
        }
        artifactsBase = artifactsRoot.appendingPathComponent(testFile).appendingPathComponent(base)
        displayName = "\(testFile)/\(base)"
    }

    /// A location for a reference kept elsewhere (another snapshot library's), its artifacts at
    /// `<artifactsRoot>/<displayName>.<suffix>`.
    /// - Parameters:
    ///   - reference: the reference file (or folder).
    ///   - displayName: `<TestFile>/<name>`, a relative path naming the snapshot in messages and the report.
    ///   - artifactsRoot: the artifacts folder (nil: as for a test file beside the reference's folder:
    ///     `SNAPSHOT_ARTIFACTS`, else the package's `.build/sheetshot-snapshot-artifacts`).
    ///   - environment: the variables read (`SNAPSHOT_ARTIFACTS`).
    public init(reference: URL, displayName: String, artifactsRoot: URL? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.reference = reference.standardizedFileURL
        self.displayName = displayName
        legacyReference = nil
        trustedFolder = self.reference.deletingLastPathComponent()
        if let artifactsRoot {
            self.artifactsRoot = artifactsRoot.standardizedFileURL
        } else if let a = environment["SNAPSHOT_ARTIFACTS"], !a.isEmpty {
            self.artifactsRoot = URL(fileURLWithPath: a).standardizedFileURL
        } else {
            self.artifactsRoot = Self.defaultArtifactsRoot(forTestFolder: reference.deletingLastPathComponent().path)
        }
        artifactsBase = self.artifactsRoot.appendingPathComponent(displayName)
    }

    /// An artifact's path: `<artifactsBase>.<suffix>`.
    public func artifact(_ suffix: String) -> URL {
        artifactsBase.deletingLastPathComponent().appendingPathComponent(artifactsBase.lastPathComponent + "." + suffix)
    }

    /// The artifacts folder of the package holding a test folder: `<package>/.build/sheetshot-snapshot-artifacts`,
    /// the package being the nearest folder at or above `folder` with a `Package.swift`. Without one (a
    /// test file outside any package), `sheetshot-snapshot-artifacts-<hash of the folder>` in the
    /// temporary folder, still one per place and never shared between packages.
    public static func defaultArtifactsRoot(forTestFolder folder: String) -> URL {
        PackageRoots.artifactsRoot(forTestFolder: URL(fileURLWithPath: folder).standardizedFileURL.path)
    }

    /// `testSheet()` → `testSheet`; `preset(_:scheme:)` → `preset`.
    static func functionName(_ s: String) -> String {
        s.firstIndex(of: "(").map { String(s[..<$0]) } ?? s
    }

    /// A name as one path component, reversibly: the name is put in Unicode canonical composition (NFC:
    /// "é" typed either way is one name), then Unicode letters and decimal digits, `-` and `_` are kept
    /// and every other character — `.`, `/`, spaces, `%` itself — becomes `%XX` for each UTF-8 byte. Two
    /// different names never give the same file name. (`FileName.escape(_:)`, the one escape of names from
    /// outside.)
    public static func escape(_ s: String) -> String { FileName.escape(s) }

    /// Why the reference may not be read or written, or nil: the reference, or a folder between it and the
    /// trusted folder (the test file's), is a symbolic link. A repository can hold a link to anywhere
    /// (`__Snapshots__/X/test.png -> ~/.bashrc`); recording through it would replace that file, and
    /// comparing would read it.
    public var linkProblem: String? {
        let base = trustedFolder.path
        var current = reference.path
        while current.count > base.count, current.hasPrefix(base == "/" ? "/" : base + "/") {
            var st = stat()
            if lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: current)).map { " (to \(FileName.visible($0)))" } ?? ""
                return "\(current) is a symbolic link\(target): references are neither read nor written through links, "
                    + "as a repository can hold a link to any file. Replace it with the reference itself, or remove it to record one."
            }
            current = FilePaths.parent(of: current)
        }
        return nil
    }

    /// The file name an earlier version gave a name (ASCII letters, digits, `-`, `_`; anything else `-`),
    /// to point at a reference recorded under it.
    static func legacyName(_ s: String) -> String {
        let cleaned = String(s.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        return cleaned.isEmpty ? "-" : cleaned
    }

}

/// Numbers the unnamed snapshots of a test 1, 2, 3… in the order they are taken.
final class SnapshotCounter: Sendable {
    static let shared = SnapshotCounter()
    private let counts = Mutex<[String: Int]>([:])

    func next(file: String, test: String) -> Int {
        counts.withLock { counts in
            let key = file + "\u{0}" + test
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}

/// The snapshot names each test has used in this process, to refuse two names that would share a
/// reference file. File names are compared without case, as macOS's default file system does: `Menu` and
/// `menu` would be one file there.
final class SnapshotNameRegistry: Sendable {
    static let shared = SnapshotNameRegistry()
    private let names = Mutex<[String: String]>([:])   // file, test, lowercased reference file name → name

    /// Records that `name` uses `reference` in this test; returns the other name when a different one
    /// already uses that file.
    func claim(file: String, test: String, name: String, reference: URL) -> String? {
        names.withLock { names in
            let key = file + "\u{0}" + test + "\u{0}" + reference.lastPathComponent.lowercased()
            if let other = names[key], other != name { return other }
            names[key] = name
            return nil
        }
    }
}

/// The package folder found above each test folder, looked up once per folder.
enum PackageRoots {
    private static let known = Mutex<[String: URL?]>([:])

    /// The nearest folder at or above `folder` with a `Package.swift`, if any.
    static func package(forTestFolder folder: String) -> URL? {
        if let root = known.withLock({ $0[folder] }) { return root }
        var dir = URL(fileURLWithPath: folder)
        var found: URL? = nil
        while true {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { found = dir; break }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path || dir.path == "/" { break }
            dir = parent
        }
        let standardized = found?.standardizedFileURL
        known.withLock { $0[folder] = .some(standardized) }
        return standardized
    }

    /// `<package>/.build/<name>`, unless `.build` or it is a symbolic link (a repository can commit one, and
    /// writing there would write wherever it points).
    static func buildFolder(_ name: String, in package: URL) -> URL? {
        let build = package.appendingPathComponent(".build"), folder = build.appendingPathComponent(name)
        for path in [build.path, folder.path] {
            var st = stat()
            if lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK { return nil }
        }
        return folder.standardizedFileURL
    }

    static func artifactsRoot(forTestFolder folder: String) -> URL {
        if let found = package(forTestFolder: folder), let root = buildFolder("sheetshot-snapshot-artifacts", in: found) {
            return root
        }
        // A stable name per place.
        let hash = StableHash.fnv1a64(folder)
        return FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetshot-snapshot-artifacts-" + String(hash, radix: 16)).standardizedFileURL
    }

    /// Where the package remembers which references' fingerprints it has checked (`TrustedFingerprints`);
    /// nil outside a package (a shared temporary folder is no place for trust).
    static func trustCache(forTestFolder folder: String) -> URL? {
        package(forTestFolder: folder).flatMap { buildFolder("sheetshot-trusted-fingerprints", in: $0) }
    }
}
