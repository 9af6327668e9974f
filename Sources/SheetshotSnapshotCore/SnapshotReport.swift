import Canvas
import Foundation

/// The static HTML page of every failing snapshot in the artifacts folder: `<artifacts>/index.html`,
/// rebuilt whenever a snapshot fails or an earlier failure passes again, from the `*.failure.json`
/// records beside the images. Test processes running side by side share the folder: a rebuild holds an
/// exclusive `flock` on `<artifacts>/.report.lock` from reading the records to renaming the page into
/// place, so the last rebuild always lists every record written before it (a record is written before its
/// rebuild starts).
public enum SnapshotReport {
    private static let lock = NSLock()

    /// The report's path for an artifacts folder.
    public static func path(in artifactsRoot: URL) -> URL { artifactsRoot.appendingPathComponent("index.html") }

    /// Rebuilds `index.html` from the failure records under `artifactsRoot`; removes it when none is left.
    public static func regenerate(in artifactsRoot: URL) throws {
        lock.lock(); defer { lock.unlock() }
        try OutputFolder.create(artifactsRoot.path)
        try FileLock.withExclusiveLock(at: artifactsRoot.appendingPathComponent(".report.lock").path) {
            try regenerateLocked(in: artifactsRoot)
        }
    }

    /// `regenerate(in:)` under the folder's lock.
    private static func regenerateLocked(in artifactsRoot: URL) throws {
        let fm = FileManager.default
        var records: [(record: SnapshotFailureRecord, file: URL)] = []
        if let walker = fm.enumerator(at: artifactsRoot, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.lastPathComponent.hasSuffix(".failure.json") {
                guard let data = fm.contents(atPath: url.path), let r = try? JSONDecoder().decode(SnapshotFailureRecord.self, from: data) else { continue }
                // A failure accepted since (its reference now holds the actual result) is no longer one.
                if isAccepted(r) { try? fm.removeItem(at: url); continue }
                records.append((r, url))
            }
        }
        let page = path(in: artifactsRoot), script = acceptAllPath(in: artifactsRoot)
        guard !records.isEmpty else {
            for file in [page, script] where fm.fileExists(atPath: file.path) { try? fm.removeItem(at: file) }
            return
        }
        records.sort { $0.record.name < $1.record.name }
        try AtomicFile.write(Array(acceptAllScript(records, root: artifactsRoot).utf8), to: script.path)
        try AtomicFile.write(Array(html(records.map(\.record), root: artifactsRoot).utf8), to: page.path)
    }

    /// Whether the record's reference file holds the same bytes as its actual result (accepted by hand,
    /// by its accept command or by the accept-all script).
    static func isAccepted(_ r: SnapshotFailureRecord) -> Bool {
        guard let actual = r.actual, !r.accept.isEmpty else { return false }
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: actual, isDirectory: &isFolder), !isFolder.boolValue,
              fm.fileExists(atPath: r.reference, isDirectory: &isFolder), !isFolder.boolValue,
              let a = try? InputFile.read(actual, limit: Image.maximumPNGFileSize, followingLinks: false),
              let b = try? InputFile.read(r.reference, limit: Image.maximumPNGFileSize, followingLinks: false) else { return false }
        return a == b
    }

    /// The script that accepts every failure listed in the report: `sh <artifacts>/accept-all.sh`.
    public static func acceptAllPath(in artifactsRoot: URL) -> URL { artifactsRoot.appendingPathComponent("accept-all.sh") }

    /// Each failure's accept command, then its record removed (so the report no longer lists it). A
    /// command that fails (a reference folder that holds more than frames, a read-only checkout) is named
    /// on standard error, its failure stays in the report, the others are still accepted, and the script
    /// ends with a non-zero status.
    static func acceptAllScript(_ records: [(record: SnapshotFailureRecord, file: URL)], root: URL) -> String {
        var out = "#!/bin/sh\n# Accepts the actual result of every snapshot failure in this folder's report as the new reference.\n"
        out += "# Look at the report (index.html) first: what it accepts becomes what the tests expect.\naccepted=0\nfailed=0\n"
        var acceptable = 0
        for (r, file) in records {
            // A comment line: names and tests hold no line break (a record may come from another machine).
            func oneLine(_ s: String) -> String { FileName.visible(String(s.map { $0.isNewline ? " " : $0 })) }
            let test = r.test.map { " (" + oneLine($0) + ")" } ?? ""
            out += "\n# \(oneLine(r.name))\(test)\n"
            if r.accept.isEmpty { out += "# (the actual result was not written, or may not be accepted here: nothing to accept)\n"; continue }
            out += "if \(r.accept); then rm -f \(SnapshotArtifacts.shellQuote(file.path)); accepted=$((accepted + 1)); "
                + "else failed=$((failed + 1)); echo \(SnapshotArtifacts.shellQuote("could not accept " + oneLine(r.name))) >&2; fi\n"
            acceptable += 1
        }
        if acceptable == records.count {
            // Nothing left to show once all are accepted: the report and this script go too.
            let page = SnapshotArtifacts.shellQuote(path(in: root).path), script = SnapshotArtifacts.shellQuote(acceptAllPath(in: root).path)
            out += "\n[ \"$failed\" -eq 0 ] && rm -f \(page) \(script)\n"
        }
        out += "\nif [ \"$accepted\" -eq 1 ]; then noun=snapshot; else noun=snapshots; fi\n"
        out += "if [ \"$failed\" -eq 0 ]; then echo \"Accepted $accepted $noun.\"; else echo \"Accepted $accepted $noun; $failed could not be accepted (see above).\"; exit 1; fi\n"
        return out
    }

    static func html(_ records: [SnapshotFailureRecord], root: URL) -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        // Links are URLs: every path component is percent-encoded (snapshot file names may hold '%', and a
        // ':' must not make a name from another machine a scheme, as `javascript:`).
        func encoded(_ path: String) -> String {
            path.split(separator: "/", omittingEmptySubsequences: false).map { RelativePath.percentEncoded(String($0)) }.joined(separator: "/")
        }
        func rel(_ p: String) -> String {
            let prefix = root.path + "/"
            return p.hasPrefix(prefix) ? encoded(String(p.dropFirst(prefix.count))) : "file://" + encoded(p)
        }
        var out = """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>Snapshot failures (\(records.count))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #1c1c1e; }
        section { background: #fff; border-radius: 10px; padding: 16px; margin-bottom: 20px; }
        h2 { font-size: 16px; margin: 0 0 8px; } pre { white-space: pre-wrap; background: #f0f0f2; padding: 8px; border-radius: 6px; }
        .row { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #666; margin-bottom: 4px; }
        img { max-height: 520px; border: 1px solid #ccc; }  /* click for full size */
        </style></head><body>
        <h1>\(records.count) snapshot failure\(records.count == 1 ? "" : "s")</h1>
        <p>Accept them all: <code>sh \(esc(acceptAllPath(in: root).path))</code> (<a href="accept-all.sh">the script</a>)</p>

        """
        for r in records {
            out += "<section><h2>\(esc(r.name))</h2>\n<div class=\"row\">\n"
            for (label, path) in [("expected", r.expected), ("difference", r.diff), ("actual", r.actualImage ?? r.actual)] {
                guard let path, path.hasSuffix(".png") || path.hasSuffix(".apng") else { continue }
                out += "<figure><figcaption>\(label)</figcaption><a href=\"\(esc(rel(path)))\"><img src=\"\(esc(rel(path)))\" alt=\"\(label)\"></a></figure>\n"
            }
            out += "</div>\n<pre>\(esc(r.message))</pre>\n\(r.accept.isEmpty ? "" : "<p>Accept: <code>\(esc(r.accept))</code></p>")\n<p><small>\(r.test.map { "test \(esc($0)) · " } ?? "")reference \(esc(r.reference)) · \(esc(r.date))</small></p></section>\n"
        }
        return out + "</body></html>\n"
    }
}
