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
                    for file in kept.files { out.removeFile(file) }   // the earlier copy, written in this run
                }
                var replacements: [(old: String, new: String)] = []
                var copied: [RelativePath] = []
                // The artifacts folder on the machine that wrote the record: an artifact's path less its place in it.
                var writtenRoot: String? = nil
                func moved(_ path: String?) throws -> String? {
                    guard let path, let source = artifacts.source(path) else { return nil }   // not this record's: not shown
                    let tail = "/" + source.description
                    if writtenRoot == nil, path.hasSuffix(tail) { writtenRoot = String(path.dropLast(tail.count)) }
                    let files = try artifacts.copy(source, into: out)
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
                    let isFolder = out.entry(try RelativePath(String(actual.dropFirst(outputURL.path.count + 1)))) == .folder
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
                try writeRecord(record, to: relative, in: out)
            }
        }
        try regenerate(in: outputURL)
        result.failures = try out.regularFiles().filter { $0.name.hasSuffix(".failure.json") }.count
        return result
    }

    /// Why the joined report may not accept a failure into `reference`, or nil: it must be an absolute
    /// path inside `checkout` with no `.`, `..` or empty component, no symbolic link from the checkout
    /// down, and be named as the snapshot's reference is — `<base>.png`, `.txt` or `.apng` for a file,
    /// `<base>` for a folder of frames.
    static func referenceProblem(_ reference: String, base: String, isFolder: Bool, checkout: String) -> String? {
        let root = URL(fileURLWithPath: checkout).standardizedFileURL.path
        guard reference.hasPrefix("/") else { return "its reference \(FileName.visible(reference)) is not an absolute path" }
        let parts = reference.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            return "its reference \(FileName.visible(reference)) has a \".\", \"..\" or empty component"
        }
        guard reference.hasPrefix(root == "/" ? "/" : root + "/") else {
            return "its reference \(FileName.visible(reference)) is outside this checkout (\(root)); give --rebase CI_CHECKOUT=\(root)"
        }
        let name = parts.last ?? ""
        let named = isFolder ? name == base : ["png", "txt", "apng"].contains { name == base + "." + $0 }
        guard named, parts.allSatisfy({ FileName.problem(with: $0) == nil }) else {
            return "its reference \(FileName.visible(reference)) is not named as the reference of \(FileName.visible(base)) is"
        }
        // No link from the checkout down: accepting would write wherever it points.
        var current = reference
        while current.count > root.count {
            var st = stat()
            if lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK { return "\(current) is a symbolic link" }
            current = FilePaths.parent(of: current)
        }
        return nil
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

    private static func readRecord(_ relative: RelativePath, in folder: ConfinedFolder) throws -> SnapshotFailureRecord {
        let bytes = try folder.read(relative, limit: 64 << 20)
        do {
            return try JSONDecoder().decode(SnapshotFailureRecord.self, from: Data(bytes))
        } catch {
            throw SnapshotReportError("\(folder.display(relative)) is not a snapshot failure record: \(error)")
        }
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
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard (SnapshotArtifacts.suffixes + ["actual"]).contains(where: { $0 != "failure.json" && name == base + "." + $0 }),
              FileName.problem(with: name) == nil else { return nil }
        return try? folder.map { try $0.appending(name) } ?? RelativePath(components: [name])
    }

    /// Copies the artifact (a file, or a folder of frame files) into `output` at the same place; returns
    /// the files written, none when it is not there.
    func copy(_ source: RelativePath, into output: ConfinedFolder) throws -> [RelativePath] {
        switch input.entry(source) {
        case nil:
            return []
        case .file:
            try output.copy(source, from: input, to: source, limit: Image.maximumPNGFileSize)
            return [source]
        case .folder:
            var files: [RelativePath] = []
            for (name, entry) in try input.list(source) {
                let file = try source.appending(name)
                guard case .file = entry else {
                    throw FileError(.read, input.display(file), "it is \(entry == .link ? "a symbolic link" : "not a regular file"); "
                                    + "a folder of frames holds only frame files")
                }
                try output.copy(file, from: input, to: file, limit: Image.maximumPNGFileSize)
                files.append(file)
                if files.count > 100_000 { throw FileError(.read, input.display(source), "it holds more than 100000 frames") }
            }
            try output.makeFolder(source)
            return files.isEmpty ? [] : files
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
