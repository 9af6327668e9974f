import Canvas
import Foundation

/// How one kind of snapshot is kept on disk, compared with its reference and shown when it differs — the
/// pluggable part of the one record / compare / fail path every snapshot takes (the idea of
/// swift-snapshot-testing's `Diffing`). `.image`, `.lines` and `.frames(_:)` are the built-in ones; make
/// your own for another format and pass it to `SnapshotStrategy(diffing:snapshot:)`.
public struct SnapshotDiffing<Format> {
    /// The reference's file extension (nil: the reference is a folder).
    public var pathExtension: String?
    /// Writes `value` at `url` as the reference.
    public var writeReference: (_ value: Format, _ url: URL) throws -> Void
    /// Compares the reference at `url` with `actual` within `tolerance`: nil when they match.
    public var compare: (_ reference: URL, _ actual: Format, _ tolerance: SnapshotTolerance) throws -> SnapshotMismatch?
    /// Writes the actual result for a person to look at when there is no reference, under `location`'s
    /// artifacts, and returns the paths by kind ("actual" is what the accept command copies).
    public var writeActual: (_ value: Format, _ location: SnapshotLocation) throws -> [String: String]

    /// A diffing from its three parts.
    public init(pathExtension: String?, writeReference: @escaping (Format, URL) throws -> Void,
                compare: @escaping (URL, Format, SnapshotTolerance) throws -> SnapshotMismatch?,
                writeActual: @escaping (Format, SnapshotLocation) throws -> [String: String]) {
        self.pathExtension = pathExtension; self.writeReference = writeReference; self.compare = compare; self.writeActual = writeActual
    }
}

/// What differs between a reference and the actual result: the lines that say so, and how to write the
/// artifacts that show it.
public struct SnapshotMismatch {
    /// What differs, in plain words (the failure message's body).
    public var summary: [String]
    /// Writes the failure's artifacts under a location and returns their paths by kind: "actual" (what the
    /// accept command copies over the reference), and where they apply "expected", "diff", "composite"
    /// and "actualImage" (the report's third picture when "actual" is not one PNG).
    public var writeArtifacts: (SnapshotLocation) throws -> [String: String]

    /// A mismatch described by `summary`, shown by the artifacts `writeArtifacts` writes.
    public init(summary: [String], writeArtifacts: @escaping (SnapshotLocation) throws -> [String: String]) {
        self.summary = summary; self.writeArtifacts = writeArtifacts
    }
}

extension SnapshotDiffing where Format == Image {
    /// PNG references compared pixel by pixel within the tolerance. References are written with the
    /// smallest settings and the pixels' fingerprint, so a match with a reference this machine has checked
    /// or written costs a hash, not a decode (`TrustedFingerprints`: the fingerprint is a cache, never
    /// believed for bytes not checked here); a difference writes expected, actual, diff and composite
    /// images. A reference of another size fails from its header, without decoding a picture it could not
    /// match.
    public static var image: SnapshotDiffing {
        SnapshotDiffing(pathExtension: "png", writeReference: { image, url in try writeReferencePNG(image, to: url) },
                        compare: { url, actual, tolerance in
            let store = TrustedFingerprints.store(forFolder: url.deletingLastPathComponent().path)
            let data = try readReference(url)
            // A reference this machine has checked, carrying the actual image's fingerprint, matches without being decoded.
            let trusted = store?.trusted(data)
            if let trusted, trusted == PixelFingerprint(of: actual) { return nil }
            // Another size cannot match: said from the header, the reference decoded only to be shown.
            if let mismatch = SnapshotImageComparison.sizeMismatch(reference: data, actual: actual) {
                return SnapshotMismatch(summary: mismatch.summary) { location in
                    try SnapshotImageComparison.writeFailureImages(expected: mismatch.expected(), actual: actual, to: location.artifactsBase)
                }
            }
            let expected: Image
            do { expected = try Image(pngData: data, maximumPixels: decodingBudget(for: actual)) } catch {
                return SnapshotMismatch(summary: ["The reference \(url.path) cannot be read: \(error)."]) { location in
                    try SnapshotImageComparison.writeFailureImages(expected: nil, actual: actual, to: location.artifactsBase)
                }
            }
            if trusted == nil { store?.remember(PixelFingerprint(of: expected), for: data) }   // (once: hashing a picture costs)
            guard let problem = SnapshotImageComparison.check(expected: expected, actual: actual, tolerance: tolerance) else { return nil }
            return SnapshotMismatch(summary: [problem]) { location in
                try SnapshotImageComparison.writeFailureImages(expected: expected, actual: actual, tolerance: tolerance, to: location.artifactsBase)
            }
        }, writeActual: { image, location in
            try SnapshotImageComparison.writeFailureImages(expected: nil, actual: image, to: location.artifactsBase)
        })
    }

    /// Writes a reference image: the smallest PNG settings, with the pixels' fingerprint embedded; never
    /// through a link. This machine wrote it, so its fingerprint is trusted here (`TrustedFingerprints`).
    static func writeReferencePNG(_ image: Image, to url: URL) throws {
        try OutputFolder.create(url.deletingLastPathComponent().path)
        let fingerprint = PixelFingerprint(of: image), png = try fingerprint.embedded(in: try image.pngData(options: .small))
        try AtomicFile.write(png, to: url.path, followingLinks: false)
        TrustedFingerprints.store(forFolder: url.deletingLastPathComponent().path)?.remember(fingerprint, for: png)
    }

    /// The most pixels a reference is decoded into when compared with `actual`: the default budget, or the
    /// actual image's size when that is larger (a reference claiming more is reported, not decoded).
    static func decodingBudget(for actual: Image) -> Int { max(Image.defaultMaximumPixels, actual.width * actual.height) }
}

extension SnapshotDiffing where Format == String {
    /// Text references compared exactly; a difference lists the changed lines (`33 - …`, `33 + …`) and
    /// writes the actual text.
    public static var lines: SnapshotDiffing {
        SnapshotDiffing(pathExtension: "txt", writeReference: { text, url in try writeText(text, to: url) },
                        compare: { url, actual, _ in
            let expected = String(decoding: try readReference(url), as: UTF8.self)
            if expected == actual { return nil }
            return SnapshotMismatch(summary: ["Does not match the reference text:"] + lineDiff(expected: expected, actual: actual)) { location in
                try writeText(actual, to: location.artifact("actual.txt"))
                return ["actual": location.artifact("actual.txt").path]
            }
        }, writeActual: { text, location in
            try writeText(text, to: location.artifact("actual.txt"))
            return ["actual": location.artifact("actual.txt").path]
        })
    }

    static func writeText(_ text: String, to url: URL) throws {
        try OutputFolder.create(url.deletingLastPathComponent().path)
        try AtomicFile.write(Array(text.utf8), to: url.path, followingLinks: false)
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
}

extension SnapshotDiffing where Format == FrameSequence {
    /// Frame sequences compared frame by frame (each frame as `.image` compares a picture, matching
    /// frames by fingerprint); a difference names the first differing frame and its time, and shows that
    /// one frame in every column (expected, difference, actual), besides the whole actual sequence that
    /// accepting copies.
    public static func frames(_ storage: FrameStorage) -> SnapshotDiffing {
        SnapshotDiffing(pathExtension: storage == .apng ? "apng" : nil,
                        writeReference: { frames, url in try writeFrames(frames, storage: storage, to: url, options: .small) },
                        compare: { url, actual, tolerance in
            var expected = try ExpectedFrames(reference: url, storage: storage)
            var firstFailure: (index: Int, expected: Image, actual: Image, summary: String)? = nil
            var differing = 0
            let compared = min(actual.count, expected.count)
            try actual.forEachFrame { k, a in
                guard k < compared, let next = try expected.next(matching: a) else { return false }
                guard case .image(let e) = next else { return true }          // matched by fingerprint
                if let summary = SnapshotImageComparison.check(expected: e, actual: a, tolerance: tolerance) {
                    differing += 1
                    if firstFailure == nil { firstFailure = (k, e, a, summary) }
                }
                return k + 1 < compared
            }
            let countMismatch = expected.count != actual.count
            if firstFailure == nil && !countMismatch { return nil }
            var lines: [String] = []
            if countMismatch {
                lines.append("The reference has \(expected.count) frames, the actual sequence \(actual.count) (at \(formatted(actual.fps)) fps).")
            }
            if let f = firstFailure {
                lines.append("Frame \(f.index) (t = \(String(format: "%.3f", actual.time(ofFrame: f.index))) s) is the first that differs; \(differing) of \(min(actual.count, expected.count)) compared frames differ.")
                lines.append(f.summary)
            }
            let failure = firstFailure
            return SnapshotMismatch(summary: lines) { location in
                var paths: [String: String] = [:]
                if let f = failure {
                    // One frame in every column: the reference's, the difference, and the actual one.
                    paths = try SnapshotImageComparison.writeFailureImages(expected: f.expected, actual: f.actual, tolerance: tolerance,
                                                                           to: location.artifactsBase, actualSuffix: "actual-frame.png")
                    paths["actualImage"] = paths.removeValue(forKey: "actual")
                }
                let sequence = location.artifact(storage == .apng ? "actual.apng" : "actual")
                try writeFrames(actual, storage: storage, to: sequence, options: .fast)
                paths["actual"] = sequence.path
                return paths
            }
        }, writeActual: { frames, location in
            let sequence = location.artifact(storage == .apng ? "actual.apng" : "actual")
            try writeFrames(frames, storage: storage, to: sequence, options: .fast)
            return ["actual": sequence.path]
        })
    }

    static func formatted(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// Writes every frame to `url`: a folder of `frame-0000.png`… replaced whole, or one APNG.
    static func writeFrames(_ frames: FrameSequence, storage: FrameStorage, to url: URL, options: PNGEncodingOptions) throws {
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
            try frames.forEachFrame { k, frame in
                let path = (temporary as NSString).appendingPathComponent(String(format: "frame-%04d.png", k))
                try AtomicFile.write(try PixelFingerprint(of: frame).embedded(in: try frame.pngData(options: options)), to: path)
                return true
            }
            try removeFrames(at: url)
            try fm.moveItem(atPath: temporary, toPath: url.path)
        case .apng:
            let integral = frames.fps == frames.fps.rounded() && frames.fps <= 65535
            var writer: APNGWriter? = nil
            try frames.forEachFrame { k, frame in
                if writer == nil {
                    writer = try APNGWriter(path: url.path, width: frame.width, height: frame.height, frameCount: frames.count,
                                            delayNumerator: integral ? 1 : UInt16(min(65535, max(1, (1000 / frames.fps).rounded()))),
                                            delayDenominator: integral ? UInt16(frames.fps) : 1000, options: options,
                                            storesChangedRegionsOnly: true)
                }
                try writer!.append(frame)
                return true
            }
            try writer?.finish()
        }
    }
}

/// Removes a folder of frames being replaced: its frame files, then the folder — which goes only when
/// nothing else is in it. A folder that holds anything else (a repository's own files) is left as it is,
/// with an error; so is a file where the folder should be. Nothing when there is nothing there.
func removeFrames(at url: URL) throws {
    var st = stat()
    guard lstat(url.path, &st) == 0 else { return }
    guard st.st_mode & S_IFMT == S_IFDIR else {
        throw FileError(.write, url.path, "it is \(FileError.kindName(st.st_mode)), not a folder of frames; it is left as it is")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png") { unlink(url.path + "/" + name) }
    if rmdir(url.path) != 0 {
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted().prefix(3).map(FileName.visible)
        throw FileError(.write, url.path, "the folder of frames also holds \(others.joined(separator: ", ")); it is left as it is "
                        + "(only frame files are replaced)")
    }
}

/// The bytes of a reference file (never read through a link).
func readReference(_ url: URL) throws -> [UInt8] {
    do { return try InputFile.read(url.path, limit: Image.maximumPNGFileSize, followingLinks: false) } catch {
        throw SnapshotConfigurationError("cannot read the reference \(url.path): \(error.reason)")
    }
}

/// A reference sequence read frame by frame: numbered PNGs in a folder, or an APNG.
struct ExpectedFrames {
    let count: Int
    private var index = 0
    private let files: [URL]
    private var apng: APNGReader.Iterator?
    /// Where checked frames are remembered (`TrustedFingerprints`).
    private let store: TrustedFingerprints?

    init(reference: URL, storage: FrameStorage) throws {
        store = TrustedFingerprints.store(forFolder: reference.deletingLastPathComponent().path)
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
        let data = try readReference(files[index]), path = files[index].path
        let trusted = store?.trusted(data)
        if let trusted, trusted == PixelFingerprint(of: actual) { return .matched }
        do {
            let image = try Image(pngData: data, maximumPixels: SnapshotDiffing<Image>.decodingBudget(for: actual))
            if trusted == nil { store?.remember(PixelFingerprint(of: image), for: data) }
            return .image(image)
        } catch {
            throw SnapshotConfigurationError("the reference frame \(path) cannot be read: \(error)")
        }
    }
}
