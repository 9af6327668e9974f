import Canvas
import Foundation

extension SnapshotReport {
    /// What joining reports did: see ``SnapshotReport/join(_:into:rebasing:checkout:)``.
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
            // On the UTF-8 bytes, as the file system compares paths.
            var prefix = Array(from.utf8)
            if prefix.count > 1 && prefix.last == 0x2F { prefix.removeLast() }
            let bytes = Array(path.utf8)
            let boundary = prefix == [0x2F] ? prefix : prefix + [0x2F]
            guard bytes == prefix || bytes.starts(with: boundary) else { return nil }
            let base = URL(fileURLWithPath: to).standardizedFileURL.path   // relative to the current folder
            var rest = bytes.dropFirst(prefix == [0x2F] ? 1 : prefix.count)
            if rest.first == 0x2F { rest = rest.dropFirst() }
            return rest.isEmpty ? base : (base == "/" ? "/" : base + "/") + String(decoding: rest, as: UTF8.self)
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
    /// The folders come from other machines, so nothing in them is trusted (see `ConfinedFolder`):
    /// - a record's artifacts are only the files beside it named `<its name>.<artifact>` (`.actual.png`,
    ///   `.diff.png`, … and the `.actual` folder of frames), read without following a link, each within the
    ///   PNG size limit; a symbolic link, a device or a pipe anywhere in a folder is an error naming it;
    /// - `output` must be new or empty, and apart from every input: nothing there is replaced or deleted;
    /// - a failure gets an accept command only when its reference, rebased, lies inside this checkout
    ///   (`checkout`, or the rule's `to`) with no `..` on the way and no link below the checkout, and is
    ///   named as a reference of that snapshot is (`<its name>.png`, `.txt`, `.apng`, or its folder of
    ///   frames); otherwise the report lists it and says why it cannot be accepted here.
    ///
    /// - Parameters:
    ///   - folders: the artifacts folders to join (the shards').
    ///   - output: the folder to write the joined report into: new or empty.
    ///   - rebasing: reference path prefixes to replace, the first that matches.
    ///   - checkout: where references not moved by `rebasing` must lie to be accepted (the current folder).
    /// - Throws: `FileError` for a folder that cannot be read or written, an output folder that is not
    ///   empty, is one of the inputs, inside one or holds one, or a link found in an input;
    ///   ``SnapshotReportError`` for a record that cannot be read, naming it.
    @discardableResult
    public static func join(_ folders: [String], into output: String, rebasing: [Rebase] = [],
                            checkout: String = FileManager.default.currentDirectoryPath) throws -> JoinResult {
        var inputs: [ConfinedFolder] = [], seenInputs: Set<String> = []
        for folder in folders {
            let opened = try ConfinedFolder(folder)
            // The same folder given twice is read once.
            if seenInputs.insert(OutputFolder.resolvedPath(folder)).inserted { inputs.append(opened) }
        }
        // Neither inside the other (links followed, also for an output not made yet): the report is rebuilt from
        // every record under the output, and an input's own records hold the other machine's paths.
        try OutputFolder.checkApart(output, from: folders, what: "the reports being joined")
        try OutputFolder.createEmpty(output)
        let out = try ConfinedFolder(output)
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        // Each record's relative path: whether its actual result came along, and the files copied for it.
        var seen: [RelativePath: (brought: Bool, files: [RelativePath])] = [:]
        // Every file written into the output in this run: none is written twice (a record hidden in another's
        // folder of frames would otherwise be overwritten by raw bytes from the shard after it was cleaned).
        var written: Set<RelativePath> = []
        var result = JoinResult(failures: 0, duplicates: 0, rebased: 0)
        for input in inputs {
            for relative in try input.regularFiles() where relative.name.hasSuffix(".failure.json") {
                let base = String(relative.name.dropLast(".failure.json".count))
                guard !base.isEmpty, !base.hasPrefix(".") else {
                    throw SnapshotReportError("\(input.display(relative)) is not named as a failure record is (<snapshot>.failure.json, "
                                              + "the snapshot's name not starting with \".\")")
                }
                var record = try readRecord(relative, in: input)
                let artifacts = JoinedArtifacts(base: base, folder: relative.parent, input: input)
                let brought = record.actual.flatMap(artifacts.source).map { input.entry($0) != nil } ?? false
                if let kept = seen[relative] {
                    result.duplicates += 1
                    guard !kept.brought && brought else { continue }
                    for file in kept.files { out.removeFile(file); written.remove(file) }   // the earlier copy, written in this run
                }
                var replacements: [(old: String, new: String)] = []
                var copied: [RelativePath] = []
                // The artifacts folder on the machine that wrote the record: an artifact's path less its place in it.
                var writtenRoot: String? = nil
                func moved(_ path: String?) throws -> String? {
                    guard let path, let source = artifacts.source(path) else { return nil }   // not this record's: not shown
                    let tail = "/" + source.description
                    if writtenRoot == nil, path.hasSuffix(tail) { writtenRoot = String(path.dropLast(tail.count)) }
                    let files = try artifacts.copy(source, into: out, written: &written)
                    guard !files.isEmpty else { return nil }   // not uploaded: not shown
                    copied += files
                    let here = outputURL.appendingPathComponent(source.description).path
                    replacements.append((path, here))
                    return here
                }
                let oldActual = record.actual
                record.actual = try moved(record.actual)
                record.expected = try moved(record.expected)
                record.diff = try moved(record.diff)
                record.composite = try moved(record.composite)
                record.actualImage = try moved(record.actualImage)
                seen[relative] = (brought, copied + [relative])
                // The reference, moved to this checkout; accepted only where it belongs to it.
                var checkoutHere = checkout
                if let rule = rebasing.lazy.compactMap({ rule in rule.apply(to: record.reference).map { (rule, $0) } }).first {
                    replacements.append((record.reference, rule.1))
                    record.reference = rule.1
                    checkoutHere = rule.0.to
                    result.rebased += 1
                }
                let oldAccept = record.accept
                var notAccepted: String? = nil
                if let actual = record.actual {
                    let isFolder = oldActual.flatMap(artifacts.source).map { out.entry($0) == .folder } ?? false
                    if let problem = referenceProblem(record.reference, base: base, isFolder: isFolder, checkout: checkoutHere) {
                        notAccepted = problem
                        record.accept = ""
                    } else {
                        record.accept = SnapshotArtifacts.acceptCommand(actual: URL(fileURLWithPath: actual),
                                                                        reference: URL(fileURLWithPath: record.reference), isFolder: isFolder)
                        replacements.append((oldAccept, record.accept))
                    }
                } else {
                    record.accept = ""   // the actual result did not come along: nothing to accept
                }
                if record.accept.isEmpty, !oldAccept.isEmpty { record.message = removingAcceptLines(oldAccept, from: record.message) }
                // Its report, as the message names it.
                if let writtenRoot { replacements.append((writtenRoot + "/index.html", path(in: outputURL).path)) }
                record.message = replacingInOnePass(record.message, replacements)
                if oldActual != nil, record.actual == nil {
                    record.message += "\n(The actual result was not among the joined artifacts: nothing to accept here.)"
                }
                if let notAccepted { record.message += "\n(Not accepted here: \(notAccepted).)" }
                guard written.insert(relative).inserted else {
                    throw SnapshotReportError("\(input.display(relative)) would replace a file this join already wrote")
                }
                try writeRecord(record, to: relative, in: out)
            }
        }
        try regenerate(in: outputURL)
        result.failures = try out.regularFiles().filter { $0.name.hasSuffix(".failure.json") }.count
        return result
    }

    /// Why the joined report may not accept a failure into `reference`, or nil. It must be an absolute
    /// path inside `checkout` with no `.`, `..` or empty component and no symbolic link from the checkout
    /// down; be named as the snapshot's reference is — `<base>.png`, `.txt` or `.apng` for a file, `<base>`
    /// for a folder of frames; and lie where references are kept: under a `__Snapshots__` folder, or in a
    /// folder that already holds a PNG (a folder of references kept elsewhere), so that a record cannot aim
    /// an accept at `CMakeLists.txt` or a source folder. Paths are compared on their UTF-8 bytes, as the file
    /// system sees them.
    static func referenceProblem(_ reference: String, base: String, isFolder: Bool, checkout: String) -> String? {
        let shown = FileName.visible(reference)
        let bytes = Array(reference.utf8)
        guard bytes.count <= RelativePath.maximumBytes else { return "its reference is longer than \(RelativePath.maximumBytes) bytes" }
        guard bytes.first == 0x2F else { return "its reference \(shown) is not an absolute path" }
        let parts = bytes.split(separator: 0x2F, omittingEmptySubsequences: false).dropFirst().map(Array.init)
        guard !parts.contains(where: { $0.isEmpty || $0 == [0x2E] || $0 == [0x2E, 0x2E] }) else {
            return "its reference \(shown) has a \".\", \"..\" or empty component"
        }
        let root = URL(fileURLWithPath: checkout).standardizedFileURL.path
        let rootParts = root.utf8.split(separator: 0x2F).map(Array.init)
        guard parts.count > rootParts.count, Array(parts.prefix(rootParts.count)) == rootParts else {
            return "its reference \(shown) is outside this checkout (\(root)); give --rebase CI_CHECKOUT=\(root)"
        }
        let names = parts.map { String(decoding: $0, as: UTF8.self) }
        guard names.allSatisfy({ FileName.problem(with: $0) == nil }), names.count <= rootParts.count + RelativePath.maximumDepth else {
            return "its reference \(shown) is not a plain path"
        }
        let name = parts[parts.count - 1], baseBytes = Array(base.utf8)
        let named = isFolder ? name == baseBytes : ["png", "txt", "apng"].contains { name == baseBytes + [0x2E] + Array($0.utf8) }
        guard named else { return "its reference \(shown) is not named as the reference of \(FileName.visible(base)) is" }
        // No link from the checkout down: accepting would write wherever it points.
        var path = root == "/" ? "" : root
        for part in names.dropFirst(rootParts.count) {
            path += "/" + part
            var st = stat()
            if lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK { return "\(FileName.visible(path)) is a symbolic link" }
        }
        // Where references are kept.
        let folder = FilePaths.parent(of: reference)
        if names.dropLast().contains("__Snapshots__") || holdsPicture(folder) { return nil }
        return "its reference \(shown) is neither under a __Snapshots__ folder nor beside another reference picture"
    }

    /// Whether `folder` holds a PNG file (by its signature, not its name alone), looking at no more than 256
    /// entries and 8 bytes of each.
    static func holdsPicture(_ folder: String) -> Bool {
        guard let listing = try? ConfinedFolder(folder), let entries = try? listing.list() else { return false }
        return entries.prefix(256).contains { name, entry in
            guard case .file = entry, name.hasSuffix(".png"), let file = try? RelativePath(components: [name]) else { return false }
            return (try? listing.readStart(file, count: 8)) == PNGChunk.signature
        }
    }

    /// `text` with each `old` replaced by its `new` in one pass from the start, the longest `old` first at each
    /// place, so that nothing put in is replaced again (a new path may hold an old one: `/app` → `/Users/me/app`).
    /// Matched on UTF-8 bytes with `memcmp`, so a message and paths from outside at their limits cost
    /// milliseconds, not a character comparison for every pair of places.
    static func replacingInOnePass(_ text: String, _ pairs: [(old: String, new: String)]) -> String {
        let pairs = pairs.filter { !$0.old.isEmpty && $0.old != $0.new }
            .map { (old: Array($0.old.utf8), new: Array($0.new.utf8)) }.sorted { $0.old.count > $1.old.count }
        guard !pairs.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { t in
            var i = 0
            scan: while i < t.count {
                for pair in pairs where pair.old[0] == t[i] && pair.old.count <= t.count - i {
                    let same = pair.old.withUnsafeBufferPointer { memcmp($0.baseAddress!, t.baseAddress! + i, $0.count) == 0 }
                    if same {
                        out += pair.new
                        i += pair.old.count
                        continue scan
                    }
                }
                out.append(t[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `message` without its accept command and the line that introduces it.
    static func removingAcceptLines(_ accept: String, from message: String) -> String {
        var lines = message.components(separatedBy: "\n")
        guard let at = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == accept }) else { return message }
        lines.remove(at: at)
        if at > 0, lines[at - 1].hasPrefix("Accept the actual") { lines.remove(at: at - 1) }
        return lines.joined(separator: "\n")
    }

    /// The most bytes of a failure record from another machine, and of its message (a record Sheetshot writes
    /// is a few KiB): the join's work stays bounded.
    static let maximumRecordBytes = 1 << 20, maximumMessageBytes = 256 << 10

    private static func readRecord(_ relative: RelativePath, in folder: ConfinedFolder) throws -> SnapshotFailureRecord {
        let bytes = try folder.read(relative, limit: maximumRecordBytes)
        let record: SnapshotFailureRecord
        do {
            record = try JSONDecoder().decode(SnapshotFailureRecord.self, from: Data(bytes))
        } catch {
            throw SnapshotReportError("\(folder.display(relative)) is not a snapshot failure record: \(error)")
        }
        // Names and paths within a path's length, the message within its limit.
        let paths = [record.name, record.test ?? "", record.reference, record.actual ?? "", record.expected ?? "", record.diff ?? "",
                     record.composite ?? "", record.actualImage ?? "", record.date]
        guard paths.allSatisfy({ $0.utf8.count <= RelativePath.maximumBytes }), record.message.utf8.count <= maximumMessageBytes else {
            throw SnapshotReportError("\(folder.display(relative)) is not a snapshot failure record: a name or path is longer than "
                                      + "\(RelativePath.maximumBytes) bytes, or its message longer than \(maximumMessageBytes)")
        }
        return record
    }

    /// Writes a failure record as the report reads it (sorted keys, so that equal records are equal files).
    static func writeRecord(_ record: SnapshotFailureRecord, to path: String) throws {
        try OutputFolder.create(FilePaths.parent(of: path))
        try AtomicFile.write(try encodedRecord(record), to: path, followingLinks: false)
    }

    /// Writes a failure record into a joined folder.
    private static func writeRecord(_ record: SnapshotFailureRecord, to relative: RelativePath, in folder: ConfinedFolder) throws {
        try folder.write(try encodedRecord(record), to: relative)
    }

    private static func encodedRecord(_ record: SnapshotFailureRecord) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return [UInt8](try encoder.encode(record))
    }
}

/// The artifacts of one failure record in a folder from another machine: only the files beside the record
/// named `<base>.<artifact>` (the names a failure writes), whatever paths the record claims.
private struct JoinedArtifacts {
    let base: String
    let folder: RelativePath?
    let input: ConfinedFolder

    /// The artifact a record's path names, beside the record, when its name is one of this failure's.
    func source(_ path: String) -> RelativePath? {
        let name = path.utf8.split(separator: 0x2F, omittingEmptySubsequences: false).last.map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard (SnapshotArtifacts.suffixes + ["actual"]).contains(where: { $0 != "failure.json" && name == base + "." + $0 }),
              FileName.problem(with: name) == nil else { return nil }
        return try? folder.map { try $0.appending(name) } ?? RelativePath(components: [name])
    }

    /// Whether `name` is a frame's file name: `frame-`, four or more digits, `.png`.
    static func isFrameName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count >= 14, bytes.starts(with: Array("frame-".utf8)), bytes.suffix(4) == Array(".png".utf8)[...] else { return false }
        return bytes.dropFirst(6).dropLast(4).allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Copies the artifact (a file, or a folder of frame files) into `output` at the same place; returns
    /// the files written, none when it is not there.
    func copy(_ source: RelativePath, into output: ConfinedFolder, written: inout Set<RelativePath>) throws -> [RelativePath] {
        func claim(_ file: RelativePath) throws {
            guard written.insert(file).inserted else { throw SnapshotReportError("\(input.display(file)) would replace a file this join already wrote") }
        }
        switch input.entry(source) {
        case nil:
            return []
        case .file:
            try claim(source)
            try output.copy(source, from: input, to: source, limit: Image.maximumPNGFileSize)
            return [source]
        case .folder:
            var files: [RelativePath] = []
            for (name, entry) in try input.list(source) {
                let file = try source.appending(name)
                guard case .file = entry, Self.isFrameName(name) else {
                    throw FileError(.read, input.display(file), entry == .link ? "it is a symbolic link; links in a folder from outside are not followed"
                                    : "a folder of frames holds only frame files (frame-0000.png, frame-0001.png, …)")
                }
                try claim(file)
                try output.copy(file, from: input, to: file, limit: Image.maximumPNGFileSize)
                files.append(file)
                if files.count > 100_000 { throw FileError(.read, input.display(source), "it holds more than 100000 frames") }
            }
            try output.makeFolder(source)
            return files
        case .link:
            throw FileError(.read, input.display(source), "it is a symbolic link; links in a folder from outside are not followed")
        case .other(let kind):
            throw FileError(.read, input.display(source), "it is \(kind), not a regular file")
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
