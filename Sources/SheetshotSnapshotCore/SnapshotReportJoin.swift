import Canvas
import Foundation

extension SnapshotReport {
    /// What joining reports did: see ``SnapshotReport/join(_:into:rebasing:)``.
    public struct JoinResult: Sendable, Equatable {
        /// The failures the joined report lists (those already accepted locally are left out).
        public var failures: Int
        /// Failures skipped because an earlier folder had one of the same snapshot (a test every shard ran).
        public var duplicates: Int
        /// Failures whose reference path was moved by one of the `rebasing` prefixes.
        public var rebased: Int

        /// A result with these counts.
        public init(failures: Int, duplicates: Int, rebased: Int) {
            self.failures = failures; self.duplicates = duplicates; self.rebased = rebased
        }
    }

    /// A reference path prefix to replace: what the reference paths began with on the machine that ran
    /// the tests (`from`), and what they begin with here (`to`). Matched on whole path components.
    public struct Rebase: Sendable, Equatable {
        /// The prefix as the failure records have it (a CI machine's checkout, `/home/runner/work/app/app`).
        public var from: String
        /// The prefix to put in its place (this machine's checkout, absolute or relative to the current folder).
        public var to: String

        /// Replaces `from` with `to` in reference paths.
        public init(from: String, to: String) { self.from = from; self.to = to }

        /// `FROM=TO`, as a command line gives it; nil without `=` or with an empty side.
        public init?(_ argument: String) {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
                  argument.index(after: equals) != argument.endIndex else { return nil }
            self.init(from: String(argument[..<equals]), to: String(argument[argument.index(after: equals)...]))
        }

        /// `path` with the prefix replaced, or nil when it does not start with `from` (on a component boundary).
        public func apply(to path: String) -> String? {
            let prefix = from.hasSuffix("/") && from.count > 1 ? String(from.dropLast()) : from
            guard path == prefix || path.hasPrefix(prefix == "/" ? "/" : prefix + "/") else { return nil }
            let base = URL(fileURLWithPath: to).standardizedFileURL.path   // relative to the current folder
            let rest = path.dropFirst(prefix == "/" ? 1 : prefix.count)
            return rest.isEmpty ? base : base + (rest.hasPrefix("/") ? "" : "/") + rest
        }
    }

    /// Joins the artifacts folders several test processes wrote — a CI matrix's shards, each run with its
    /// own `SNAPSHOT_ARTIFACTS` and uploaded — into one folder with one `index.html` and one `accept-all.sh`.
    ///
    /// Each folder's `*.failure.json` records are read with the images, text and frames beside them, which
    /// are copied into `output` at the same relative place. The records hold the absolute paths of the
    /// machine that wrote them: artifact paths are moved to their copies, and reference paths by the first
    /// of `rebasing` whose prefix they start with (the CI machine's checkout replaced by yours), so that the
    /// accept commands and the accept-all script work here. A failure whose reference already holds its
    /// actual result (accepted since) is left out, as in every report.
    ///
    /// A failure that several folders hold (a test every shard ran) is listed once: the first copy that
    /// brought its actual result along.
    ///
    /// - Throws: `FileError` for a folder that cannot be read or written, or an output folder that is one
    ///   of the inputs, inside one or holds one; ``SnapshotReportError`` for a record that cannot be read,
    ///   naming it.
    @discardableResult
    public static func join(_ folders: [String], into output: String, rebasing: [Rebase] = []) throws -> JoinResult {
        let fm = FileManager.default
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        let outputPath = outputURL.resolvingSymlinksInPath().path
        for folder in folders {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw FileError(.read, folder, fm.fileExists(atPath: folder) ? "is not a folder" : "no such folder")
            }
            // Neither inside the other (symbolic links followed): the report is rebuilt from every record under
            // the output, and an input's own records hold the other machine's paths.
            let input = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
            if outputPath == input || outputPath.hasPrefix(input + "/") {
                throw FileError(.write, output, "is \(outputPath == input ? "" : "inside ")\(folder), one of the reports being joined")
            }
            if input.hasPrefix(outputPath + "/") {
                throw FileError(.write, output, "holds \(folder), one of the reports being joined: join into a folder of its own")
            }
        }
        try OutputFolder.create(output)
        // Each record's relative path, and whether its actual result came along (a later copy that has it wins).
        var seen: [String: Bool] = [:], result = JoinResult(failures: 0, duplicates: 0, rebased: 0)
        for folder in folders {
            let root = URL(fileURLWithPath: folder).standardizedFileURL
            for relative in try recordFiles(in: root) {
                let source = root.appendingPathComponent(relative)
                var record = try readRecord(at: source)
                let base = String(source.lastPathComponent.dropLast(".failure.json".count))
                let brought = record.actual.map { fm.fileExists(atPath: source.deletingLastPathComponent()
                    .appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent).path) } ?? false
                if let kept = seen[relative] {
                    result.duplicates += 1
                    guard !kept && brought else { continue }
                }
                seen[relative] = brought
                let folderHere = outputURL.appendingPathComponent(relative).deletingLastPathComponent()
                var replacements: [(old: String, new: String)] = []
                // The artifacts folder on the machine that wrote the record: an artifact's path less its place in it.
                let relativeFolder = FilePaths.parent(of: relative)
                var writtenRoot: String? = nil
                // Each artifact of this failure shares its base name; it is copied and its path moved.
                func moved(_ path: String?) throws -> String? {
                    guard let path else { return nil }
                    let name = URL(fileURLWithPath: path).lastPathComponent
                    guard name.hasPrefix(base + ".") else { return path }   // not this record's: left as it was
                    let tail = relativeFolder.isEmpty ? "/" + name : "/" + relativeFolder + "/" + name
                    if writtenRoot == nil, path.hasSuffix(tail) { writtenRoot = String(path.dropLast(tail.count)) }
                    let from = source.deletingLastPathComponent().appendingPathComponent(name)
                    guard fm.fileExists(atPath: from.path) else { return nil }   // not uploaded: not shown
                    let to = folderHere.appendingPathComponent(name)
                    try copyReplacing(from, to)
                    replacements.append((path, to.path))
                    return to.path
                }
                let oldActual = record.actual
                record.actual = try moved(record.actual)
                record.expected = try moved(record.expected)
                record.diff = try moved(record.diff)
                record.composite = try moved(record.composite)
                record.actualImage = try moved(record.actualImage)
                if let rule = rebasing.lazy.compactMap({ rule in rule.apply(to: record.reference).map { (rule, $0) } }).first {
                    replacements.append((record.reference, rule.1))
                    record.reference = rule.1
                    result.rebased += 1
                }
                let oldAccept = record.accept
                if let actual = record.actual, !oldAccept.isEmpty {
                    var isFolder: ObjCBool = false
                    _ = fm.fileExists(atPath: actual, isDirectory: &isFolder)
                    record.accept = SnapshotArtifacts.acceptCommand(actual: URL(fileURLWithPath: actual),
                                                                    reference: URL(fileURLWithPath: record.reference),
                                                                    isFolder: isFolder.boolValue)
                    replacements.append((oldAccept, record.accept))
                } else {
                    record.accept = ""   // the actual result did not come along: nothing to accept
                    if !oldAccept.isEmpty { record.message = removingAcceptLines(oldAccept, from: record.message) }
                }
                // Its report, as the message names it.
                if let writtenRoot { replacements.append((writtenRoot + "/index.html", path(in: outputURL).path)) }
                record.message = replacingInOnePass(record.message, replacements)
                if oldActual != nil, record.actual == nil {
                    record.message += "\n(The actual result was not among the joined artifacts: nothing to accept here.)"
                }
                try writeRecord(record, to: folderHere.appendingPathComponent(base + ".failure.json").path)
            }
        }
        try regenerate(in: outputURL)
        result.failures = try recordFiles(in: outputURL).count
        return result
    }

    /// `text` with each `old` replaced by its `new` in one pass from the start, the longest `old` first at each
    /// place, so that nothing put in is replaced again (a new path may hold an old one: `/app` → `/Users/me/app`).
    static func replacingInOnePass(_ text: String, _ pairs: [(old: String, new: String)]) -> String {
        let pairs = pairs.filter { !$0.old.isEmpty && $0.old != $0.new }.sorted { $0.old.count > $1.old.count }
        guard !pairs.isEmpty else { return text }
        var out = "", i = text.startIndex
        scan: while i < text.endIndex {
            for pair in pairs where text[i...].hasPrefix(pair.old) {
                out += pair.new
                i = text.index(i, offsetBy: pair.old.count)
                continue scan
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return out
    }

    /// `message` without its accept command and the line that introduces it.
    static func removingAcceptLines(_ accept: String, from message: String) -> String {
        var lines = message.components(separatedBy: "\n")
        guard let at = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == accept }) else { return message }
        lines.remove(at: at)
        if at > 0, lines[at - 1].hasPrefix("Accept the actual") { lines.remove(at: at - 1) }
        return lines.joined(separator: "\n")
    }

    /// The relative paths of the failure records under `root`, sorted.
    private static func recordFiles(in root: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else {
            throw FileError(.read, root.path, "cannot list the folder")
        }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".failure.json") { files.append(relative) }
        }
        return files.sorted()
    }

    private static func readRecord(at url: URL) throws -> SnapshotFailureRecord {
        let bytes = try InputFile.read(url.path, limit: 64 << 20)
        do {
            return try JSONDecoder().decode(SnapshotFailureRecord.self, from: Data(bytes))
        } catch {
            throw SnapshotReportError("\(url.path) is not a snapshot failure record: \(error)")
        }
    }

    /// Writes a failure record as the report reads it (sorted keys, so that equal records are equal files).
    static func writeRecord(_ record: SnapshotFailureRecord, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try OutputFolder.create(FilePaths.parent(of: path))
        try AtomicFile.write([UInt8](try encoder.encode(record)), to: path)
    }

    /// Copies a file or a folder of frames over `to`: into a temporary beside it first, then renamed.
    private static func copyReplacing(_ from: URL, _ to: URL) throws {
        let fm = FileManager.default
        guard from.standardizedFileURL.path != to.standardizedFileURL.path else { return }
        try OutputFolder.create(to.deletingLastPathComponent().path)
        let temporary = TemporaryFiles.path(beside: to.path)
        _ = TemporaryFiles.track(temporary, isFolder: true)
        defer { TemporaryFiles.discard(temporary) }
        do {
            try fm.copyItem(atPath: from.path, toPath: temporary)
            if fm.fileExists(atPath: to.path) { try fm.removeItem(at: to) }
            try fm.moveItem(atPath: temporary, toPath: to.path)
        } catch {
            throw FileError(.write, to.path, "cannot copy \(from.path) there: \(error.localizedDescription)")
        }
    }
}

/// Why a snapshot report cannot be read or joined, in plain words.
public struct SnapshotReportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong.
    public let description: String
    /// An error that says `description`.
    public init(_ description: String) { self.description = description }
}
