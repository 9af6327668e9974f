import Canvas
import Foundation

/// The files a failing snapshot leaves for a person to look at (the images of
/// `SnapshotImageComparison.writeFailureImages`, a record of the failure for the HTML report) and the
/// command that accepts the actual result as the new reference. Removed again when the snapshot passes.
enum SnapshotArtifacts {
    /// Every file (and, with "actual", the folder of frames) a failure may leave.
    static let suffixes = ["actual.png", "expected.png", "diff.png", "composite.png", "actual.txt", "expected.txt",
                                "actual.apng", "actual-frame.png", "failure.json"]

    /// A shell command that copies `actual` over `reference`. The reference is removed first, so that a
    /// reference that has become a symbolic link is replaced, never written through (`cp` alone would write
    /// into the file the link points to). A folder of frames is replaced by removing its frame files and
    /// then the folder, which `rmdir` removes only when nothing else is in it: a folder that holds anything
    /// but frames stops the command instead of being deleted whole (never `rm -rf`).
    static func acceptCommand(actual: URL, reference: URL, isFolder: Bool) -> String {
        let dir = shellQuote(reference.deletingLastPathComponent().path), ref = shellQuote(reference.path)
        if isFolder {
            return "mkdir -p \(dir) && if [ -L \(ref) ]; then rm -f \(ref); elif [ -d \(ref) ]; then rm -f \(ref)/frame-*.png && rmdir \(ref); "
                + "elif [ -e \(ref) ]; then false; fi && cp -R \(shellQuote(actual.path)) \(ref)"
        }
        return "mkdir -p \(dir) && rm -f \(ref) && cp \(shellQuote(actual.path)) \(ref)"
    }

    /// `s` as one shell word: left as it is only when every byte is an ASCII letter, digit or one of
    /// `/._-+=:,` (checked on the bytes: a letter joined to a `;` in one grapheme cluster is not a letter
    /// to the shell), else single-quoted.
    static func shellQuote(_ s: String) -> String {
        let plain = !s.isEmpty && s.utf8.allSatisfy { b in
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || "/._-+=:,".utf8.contains(b)
        }
        guard !plain else { return s }
        // Each `'` byte closed, escaped and reopened — on the bytes too (a `'` joined to a combining mark is
        // one Character, which a Character replacement would miss).
        var out: [UInt8] = [0x27]
        for b in s.utf8 { if b == 0x27 { out += [0x27, 0x5C, 0x27, 0x27] } else { out.append(b) } }
        out.append(0x27)
        return String(decoding: out, as: UTF8.self)
    }

    /// Records the failure for the report.
    static func writeFailureRecord(_ record: SnapshotFailureRecord, at location: SnapshotLocation) throws {
        try SnapshotReport.writeRecord(record, to: location.artifact("failure.json").path)
        try SnapshotReport.regenerate(in: location.artifactsRoot)
    }

    /// Removes what an earlier failure of this snapshot left (done before every check, so that the artifacts
    /// are always this run's); true when something was removed.
    @discardableResult
    static func removeStale(at location: SnapshotLocation) -> Bool {
        let fm = FileManager.default
        var removed = false
        for suffix in suffixes + ["actual"] {
            let path = location.artifact(suffix).path
            if fm.fileExists(atPath: path) { removed = (try? fm.removeItem(atPath: path)) != nil || removed }
        }
        let folder = location.artifactsBase.deletingLastPathComponent()
        if removed, (try? fm.contentsOfDirectory(atPath: folder.path))?.isEmpty == true { try? fm.removeItem(at: folder) }
        if removed { try? SnapshotReport.regenerate(in: location.artifactsRoot) }
        return removed
    }
}

/// One failure as the HTML report lists it.
struct SnapshotFailureRecord: Codable, Equatable {
    var name: String
    /// The test that took the snapshot, as the test framework names it.
    var test: String?
    var message: String
    var reference: String
    var actual: String?
    var expected: String?
    var diff: String?
    var composite: String?
    /// The picture shown as "actual" when the accepted result is not one PNG (a frame sequence's differing frame).
    var actualImage: String?
    var accept: String
    var date: String
}
