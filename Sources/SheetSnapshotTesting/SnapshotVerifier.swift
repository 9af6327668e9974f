import Canvas
import Foundation

/// Checks a value against its reference, records references as the record mode says, and writes the
/// failure artifacts. Returns nil when the snapshot passes, else the message to fail with.
///
/// This is what `assertSnapshot` calls; call it directly to fail some other way (a custom assertion, a
/// swift-snapshot-testing adapter, a script).
/// - Parameters:
///   - value: what to snapshot (evaluated once; an error it throws becomes the failure message).
///   - strategy: how it becomes a picture, a text or a frame sequence.
///   - name: the snapshot's name in its test; unnamed snapshots are numbered 1, 2, 3… in call order.
///   - record: the record mode for this call (else `SnapshotConfiguration.current`'s, else
///     `SNAPSHOT_TESTING_RECORD`, else `never` under CI, else `missing`).
///   - tolerance: how far images may differ (else the configuration's, else exact; not used for text).
///   - directory: the folder holding this test's references (else the configuration's, else
///     `__Snapshots__/<TestFile>` beside the test file).
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: SnapshotTolerance? = nil,
    directory: URL? = nil,
    filePath: String = #filePath,
    testName: String = #function,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> String? {
    let configuration = SnapshotConfiguration.current
    let record = record ?? configuration.record, directory = directory ?? configuration.directory
    let tolerance = tolerance ?? configuration.tolerance ?? .exact
    if let name, name.isEmpty { return "Snapshot in \(testName): the name is empty; leave it out to number the snapshot, or name it." }
    let snapshotName = name ?? String(SnapshotCounter.shared.next(file: filePath, test: testName))
    let location = SnapshotLocation(filePath: filePath, testName: testName, name: snapshotName,
                                    pathExtension: strategy.pathExtension, directory: directory, environment: environment)
    let label = name.map { "'\($0)'" } ?? "the unnamed snapshot \(snapshotName)"
    if let other = SnapshotNameRegistry.shared.claim(file: filePath, test: testName, name: label, reference: location.reference) {
        return "Snapshot \(location.displayName): \(other) and \(label) in \(testName) would share the reference "
            + "file \(location.reference.lastPathComponent) (file names differing only in case are one file on macOS); give them distinct names."
    }
    // Whatever an earlier run left for this snapshot goes first: the artifacts are always this run's.
    SnapshotArtifacts.removeStale(at: location)
    do {
        let mode = try record ?? SnapshotRecordMode.fromEnvironment(environment)
        let verifier = SnapshotVerifier(location: location, mode: mode,
                                        modeSource: SnapshotRecordMode.describeSource(explicit: record, environment: environment),
                                        tolerance: tolerance)
        let subject: Value
        do { subject = try value() } catch { return "Snapshot \(location.displayName): could not make the value to snapshot: \(error)" }
        switch strategy.kind {
        case .image(let render):
            let image: Image
            do { image = try render(subject) } catch { return "Snapshot \(location.displayName): could not render: \(error)" }
            return try verifier.verify(image: image)
        case .text(let describe):
            let text: String
            do { text = try describe(subject) } catch { return "Snapshot \(location.displayName): could not describe: \(error)" }
            return try verifier.verify(text: text)
        case .frames(let make, let storage):
            let frames: FrameSequence
            do { frames = try make(subject) } catch { return "Snapshot \(location.displayName): could not make the frames: \(error)" }
            return try verifier.verify(frames: frames, storage: storage)
        }
    } catch {
        return "Snapshot \(location.displayName): \(error)"
    }
}

struct SnapshotVerifier {
    let location: SnapshotLocation
    let mode: SnapshotRecordMode
    let modeSource: String
    let tolerance: SnapshotTolerance
    private var fm: FileManager { .default }
    private var reference: URL { location.reference }

    /// Whether this check writes the reference instead of comparing: always in mode `all`, and for a
    /// missing reference in every mode but `never`.
    private func records(referenceExists exists: Bool) -> Bool { mode == .all || (!exists && mode != .never) }

    /// The first line of a failure under `never` when there is no reference.
    private var noReference: String { "No reference at \(reference.path); record mode never (\(modeSource)) writes none." }
    private static let recordHint = "or run the tests with SNAPSHOT_TESTING_RECORD=missing"

    // MARK: Images

    func verify(image actual: Image) throws -> String? {
        let exists = fm.fileExists(atPath: reference.path)
        if records(referenceExists: exists) {
            try Self.writeReferencePNG(actual, to: reference)
            return recorded(exists ? "record mode all" : "there was no reference")
        }
        guard exists else {
            let (paths, problem) = writeArtifacts { try SnapshotImageComparison.writeFailureImages(expected: nil, actual: actual, to: location.artifactsBase) }
            return try fail([noReference] + legacyHint + problem, paths: paths, isFolder: false, hint: Self.recordHint)
        }
        let data = try Self.read(reference)
        // A reference that carries the actual image's fingerprint matches without being decoded.
        if PixelFingerprint.read(fromPNG: data) == PixelFingerprint(of: actual) { return nil }
        let expected: Image
        do { expected = try Image(pngData: data, maximumPixels: Self.decodingBudget(for: actual)) } catch {
            return try failDifferent(expected: nil, actual: actual, summary: ["The reference \(reference.path) cannot be read: \(error)."])
        }
        guard let problem = SnapshotImageComparison.check(expected: expected, actual: actual, tolerance: tolerance) else { return nil }
        return try failDifferent(expected: expected, actual: actual, summary: [problem])
    }

    /// The most pixels a reference is decoded into when compared with `actual`: the default budget, or the
    /// actual image's size when that is larger (a reference claiming more is reported, not decoded).
    static func decodingBudget(for actual: Image) -> Int { max(Image.defaultMaximumPixels, actual.width * actual.height) }

    /// Writes a reference image: the smallest PNG settings, with the pixels' fingerprint embedded.
    static func writeReferencePNG(_ image: Image, to url: URL) throws {
        try OutputFolder.create(url.deletingLastPathComponent().path)
        try AtomicFile.write(try PixelFingerprint(of: image).embedded(in: try image.pngData(options: .small)), to: url.path)
    }

    /// The bytes of a reference file.
    static func read(_ url: URL) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SnapshotConfigurationError("cannot read the reference \(url.path)")
        }
        return [UInt8](data)
    }

    /// Writes failure artifacts; when that fails (a full disk, an image past the limits) the verdict
    /// stands and the message says what could not be written.
    private func writeArtifacts(_ write: () throws -> [String: String]) -> (paths: [String: String], problem: [String]) {
        do { return (try write(), []) } catch {
            return ([:], ["(The failure images could not be written: \(error).)"])
        }
    }

    /// A line pointing at a reference recorded under the name an earlier version gave, when there is one.
    private var legacyHint: [String] {
        guard let old = location.legacyReference, fm.fileExists(atPath: old.path), !fm.fileExists(atPath: reference.path) else { return [] }
        return ["A reference under the name earlier versions gave this snapshot exists (names now map to files one to one); rename it:",
                "  mv \(SnapshotArtifacts.shellQuote(old.path)) \(SnapshotArtifacts.shellQuote(reference.path))"]
    }

    private func failDifferent(expected: Image?, actual: Image, summary: [String]) throws -> String {
        let (paths, problem) = writeArtifacts {
            try SnapshotImageComparison.writeFailureImages(expected: expected, actual: actual, tolerance: tolerance, to: location.artifactsBase)
        }
        var lines = summary + problem
        if mode == .failed {
            try Self.writeReferencePNG(actual, to: reference)
            lines.append("Recorded the actual image as the new reference (record mode failed, \(modeSource)): look at it before committing.")
        }
        return try fail(lines, paths: paths, isFolder: false)
    }

    // MARK: Text

    func verify(text actual: String) throws -> String? {
        let exists = fm.fileExists(atPath: reference.path)
        if records(referenceExists: exists) {
            try writeText(actual, to: reference)
            return recorded(exists ? "record mode all" : "there was no reference")
        }
        let actualPath = location.artifact("actual.txt")
        guard exists else {
            let (paths, problem) = writeArtifacts { try writeText(actual, to: actualPath); return ["actual": actualPath.path] }
            return try fail([noReference] + legacyHint + problem, paths: paths, isFolder: false, hint: Self.recordHint)
        }
        let expected = String(decoding: try Self.read(reference), as: UTF8.self)
        if expected == actual { return nil }
        let (paths, problem) = writeArtifacts { try writeText(actual, to: actualPath); return ["actual": actualPath.path] }
        var lines = ["Does not match the reference text:"] + Self.lineDiff(expected: expected, actual: actual) + problem
        if mode == .failed {
            try writeText(actual, to: reference)
            lines.append("Recorded the actual text as the new reference (record mode failed, \(modeSource)).")
        }
        return try fail(lines, paths: paths, isFolder: false)
    }

    private func writeText(_ text: String, to url: URL) throws {
        try OutputFolder.create(url.deletingLastPathComponent().path)
        try AtomicFile.write(Array(text.utf8), to: url.path)
    }

    /// The changed lines, `-` from the reference and `+` from the actual text, with line numbers (at most 40).
    static func lineDiff(expected: String, actual: String) -> [String] {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        // Line numbers: removals count in the reference, insertions in the actual text; listed in line
        // order, a removal before the insertion that replaces it.
        let changes = a.difference(from: e).map { change -> (Int, Int, String) in
            switch change {
            case .remove(let offset, let line, _): return (offset, 0, String(format: "  %4d - ", offset + 1) + line)
            case .insert(let offset, let line, _): return (offset, 1, String(format: "  %4d + ", offset + 1) + line)
            }
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        var out = changes.map(\.2)
        if out.count > 40 { out = Array(out.prefix(40)) + ["  … \(out.count - 40) more changed lines"] }
        return out
    }

    // MARK: Frame sequences

    func verify(frames actual: FrameSequence, storage: FrameStorage) throws -> String? {
        let exists = fm.fileExists(atPath: reference.path)
        if records(referenceExists: exists) {
            try Self.writeFrames(actual, storage: storage, to: reference, options: .small)
            return recorded(exists ? "record mode all" : "there was no reference")
        }
        let actualURL = location.artifact(storage == .apng ? "actual.apng" : "actual")
        guard exists else {
            let (paths, problem) = writeArtifacts {
                try Self.writeFrames(actual, storage: storage, to: actualURL, options: .fast)
                return ["actual": actualURL.path]
            }
            return try fail([noReference] + legacyHint + problem, paths: paths, isFolder: storage == .numberedPNGs, hint: Self.recordHint)
        }
        var expected = try ExpectedFrames(reference: reference, storage: storage)
        var firstFailure: (index: Int, expected: Image, actual: Image, summary: String)? = nil
        var differing = 0
        for k in 0..<min(actual.count, expected.count) {
            let a = try actual.frame(k)
            guard let next = try expected.next(matching: a) else { break }
            guard case .image(let e) = next else { continue }          // matched by fingerprint
            let summary = SnapshotImageComparison.check(expected: e, actual: a, tolerance: tolerance)
            if let summary {
                differing += 1
                if firstFailure == nil { firstFailure = (k, e, a, summary) }
            }
        }
        let countMismatch = expected.count != actual.count
        if firstFailure == nil && !countMismatch { return nil }
        var lines: [String] = []
        if countMismatch {
            lines.append("The reference has \(expected.count) frames, the actual sequence \(actual.count) (at \(Self.formatted(actual.fps)) fps).")
        }
        var paths: [String: String] = [:]
        if let f = firstFailure {
            lines.append("Frame \(f.index) (t = \(String(format: "%.3f", actual.time(ofFrame: f.index))) s) is the first that differs; \(differing) of \(min(actual.count, expected.count)) compared frames differ.")
            lines.append(f.summary)
            let (images, problem) = writeArtifacts {
                try SnapshotImageComparison.writeFailureImages(expected: f.expected, actual: f.actual, tolerance: tolerance, to: location.artifactsBase)
            }
            paths = images
            lines += problem
        }
        let (written, problem) = writeArtifacts {
            try Self.writeFrames(actual, storage: storage, to: actualURL, options: .fast)
            return ["actual": actualURL.path]
        }
        paths.merge(written) { $1 }
        lines += problem
        if mode == .failed {
            try Self.writeFrames(actual, storage: storage, to: reference, options: .small)
            lines.append("Recorded the actual frames as the new reference (record mode failed, \(modeSource)).")
        }
        return try fail(lines, paths: paths, isFolder: storage == .numberedPNGs)
    }

    static func formatted(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// Writes every frame to `url`: a folder of `frame-0000.png`… replaced whole, or one APNG.
    static func writeFrames(_ frames: FrameSequence, storage: FrameStorage, to url: URL,
                            options: PNGEncodingOptions) throws {
        let fm = FileManager.default
        try OutputFolder.create(url.deletingLastPathComponent().path)
        switch storage {
        case .numberedPNGs:
            // The frames go to a tracked temporary folder beside the target, renamed into place when all are
            // written (a failure or a stale leftover never becomes a half sequence).
            TemporaryFiles.removeStale(in: url.deletingLastPathComponent().path)
            let temporary = TemporaryFiles.path(beside: url.path)
            guard TemporaryFiles.track(temporary, isFolder: true) else { throw FileError(.write, url.path, "the program is ending (interrupted)") }
            defer { TemporaryFiles.discard(temporary) }
            if mkdir(temporary, 0o755) != 0 { throw FileError.from(errno: errno, .createFolder, url.path) }
            for k in 0..<frames.count {
                let frame = try frames.frame(k), path = (temporary as NSString).appendingPathComponent(String(format: "frame-%04d.png", k))
                try AtomicFile.write(try PixelFingerprint(of: frame).embedded(in: try frame.pngData(options: options)), to: path)
            }
            try? fm.removeItem(at: url)
            try fm.moveItem(atPath: temporary, toPath: url.path)
        case .apng:
            let first = try frames.frame(0)
            let integral = frames.fps == frames.fps.rounded() && frames.fps <= 65535
            let writer = try APNGWriter(path: url.path, width: first.width, height: first.height, frameCount: frames.count,
                                        delayNumerator: integral ? 1 : UInt16(min(65535, (1000 / frames.fps).rounded())),
                                        delayDenominator: integral ? UInt16(frames.fps) : 1000, options: options,
                                        storesChangedRegionsOnly: true)
            try writer.append(first)
            for k in 1..<max(1, frames.count) { try writer.append(try frames.frame(k)) }
            try writer.finish()
        }
    }

    // MARK: Messages

    private func recorded(_ why: String) -> String {
        (["Recorded snapshot \(location.displayName) (\(why); record mode \(mode), \(modeSource)) at \(reference.path). " +
            "Look at it, then run the test again."] + (why == "there was no reference" ? legacyHint : [])).joined(separator: "\n")
    }

    /// The failure message: what differs, the artifact paths, the report, the accept command; and the
    /// record behind the HTML report.
    private func fail(_ summary: [String], paths: [String: String], isFolder: Bool, hint: String? = nil) throws -> String {
        let actualPath = paths["actual"] ?? location.artifact(isFolder ? "actual" : "actual.png").path
        let accept = SnapshotArtifacts.acceptCommand(actual: URL(fileURLWithPath: actualPath), reference: reference, isFolder: isFolder)
        var lines = ["Snapshot \(location.displayName) failed."] + summary
        lines.append("  reference: \(reference.path)")
        for key in ["expected", "actual", "diff", "composite"] {
            if let p = paths[key] { lines.append("  \(key):\(String(repeating: " ", count: 10 - key.count))\(p)") }
        }
        lines.append("  report:    \(SnapshotReport.path(in: location.artifactsRoot).path)")
        lines.append("Accept the actual \(isFolder ? "frames" : "result") as the new reference\(hint.map { " (\($0))" } ?? ""):")
        lines.append("  \(accept)")
        var message = lines.joined(separator: "\n")
        let formatter = ISO8601DateFormatter()
        do {
            try SnapshotArtifacts.writeFailureRecord(SnapshotFailureRecord(
                name: location.displayName, message: message, reference: reference.path, actual: paths["actual"],
                expected: paths["expected"], diff: paths["diff"], composite: paths["composite"], accept: accept,
                date: formatter.string(from: Date())), at: location)
        } catch {
            message += "\n(The HTML report could not be updated: \(error).)"
        }
        return message
    }
}

/// A reference sequence read frame by frame: numbered PNGs in a folder, or an APNG.
struct ExpectedFrames {
    let count: Int
    private var index = 0
    private let files: [URL]
    private var apng: APNGReader.Iterator?

    init(reference: URL, storage: FrameStorage) throws {
        switch storage {
        case .numberedPNGs:
            let names = try FileManager.default.contentsOfDirectory(atPath: reference.path)
                .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted()
            for (k, n) in names.enumerated() where n != String(format: "frame-%04d.png", k) {
                throw SnapshotConfigurationError("the reference frames in \(reference.path) are not numbered frame-0000.png, frame-0001.png, … (found \(n) at position \(k))")
            }
            files = names.map { reference.appendingPathComponent($0) }
            count = files.count
            apng = nil
        case .apng:
            let reader = try APNGReader(contentsOfFile: reference.path)
            files = []
            count = reader.frameCount
            apng = reader.makeIterator()
        }
    }

    /// A reference frame: matched by its fingerprint without decoding, or decoded.
    enum Frame { case matched, image(Image) }

    /// The next reference frame, compared by fingerprint with `actual` where the file carries one; nil after the last.
    mutating func next(matching actual: Image) throws -> Frame? {
        defer { index += 1 }
        if apng != nil { return try apng!.nextFrame().map { .image($0.image) } }
        guard index < files.count else { return nil }
        let data = try SnapshotVerifier.read(files[index])
        if PixelFingerprint.read(fromPNG: data) == PixelFingerprint(of: actual) { return .matched }
        do { return .image(try Image(pngData: data, maximumPixels: SnapshotVerifier.decodingBudget(for: actual))) } catch {
            throw SnapshotConfigurationError("the reference frame \(files[index].path) cannot be read: \(error)")
        }
    }
}
