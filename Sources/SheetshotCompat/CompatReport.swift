// The report: how many files compile in each mode, what blocks the rest ranked by how many files each
// gap blocks, and each file's first error — as Markdown for people and JSON for tools.
import Foundation

/// Everything one run of the tool found.
struct CompatReport: Codable {
    /// The folder checked.
    var folder: String
    /// Every file checked, relative to the folder.
    var files: [String]
    /// Each file in each mode.
    var checks: [FileCheck]
    /// The previews and views rendered, when asked for.
    var renders: [FileRender]?
    /// The files left out, and why (a link, a pipe, a file too large); nil when none was.
    var skipped: [SkippedFile]? = nil

    /// A gap and the files it blocks.
    struct Gap {
        var api: MissingAPI
        /// The files with an error of this kind, in either mode.
        var files: Set<String>
        /// The modes it appears in.
        var modes: Set<LanguageMode>
        /// The first place it was seen.
        var example: String
        /// Files for which it is the only kind of error.
        var soleBlocker: Int
    }

    /// The gaps, most files blocked first (causes before consequences).
    var gaps: [Gap] {
        var byAPI: [MissingAPI: Gap] = [:]
        var kindsPerFile: [String: Set<MissingAPI>] = [:]
        for check in checks {
            for (error, api) in zip(check.errors, check.missing) {
                kindsPerFile[check.file, default: []].insert(api)
                let place = "\(check.file):\(error.line)"
                byAPI[api, default: Gap(api: api, files: [], modes: [], example: place, soleBlocker: 0)].files.insert(check.file)
                byAPI[api]!.modes.insert(check.mode)
            }
        }
        for (_, kinds) in kindsPerFile {
            let causes = kinds.filter { $0.kind != .consequence }
            if causes.count == 1, let only = causes.first { byAPI[only]?.soleBlocker += 1 }
        }
        return byAPI.values.sorted {
            ($0.api.kind == .consequence ? 1 : 0, -$0.files.count, $0.api) < ($1.api.kind == .consequence ? 1 : 0, -$1.files.count, $1.api)
        }
    }

    func compiled(in mode: LanguageMode) -> Int { checks.filter { $0.mode == mode && $0.compiled }.count }

    /// Files that compile in every mode checked.
    var compiledInEveryMode: Int {
        let modes = Set(checks.map(\.mode))
        return Set(files).filter { file in modes.allSatisfy { mode in checks.contains { $0.file == file && $0.mode == mode && $0.compiled } } }.count
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : String(format: "%.1f %%", Double(part) * 100 / Double(whole))
    }

    /// The report as Markdown; `limit` gaps at most.
    func markdown(limit: Int) -> String {
        let modes = Set(checks.map(\.mode)).sorted()
        var text = "# SwiftUI compatibility: \(files.count) files in \(folder)\n\n"
        text += "| | " + modes.map(\.name).joined(separator: " | ") + " | every mode |\n|---|" + modes.map { _ in "---|" }.joined() + "---|\n"
        text += "| compile | " + modes.map { "\(compiled(in: $0)) (\(Self.percent(compiled(in: $0), files.count)))" }.joined(separator: " | ")
        text += " | \(compiledInEveryMode) (\(Self.percent(compiledInEveryMode, files.count))) |\n"
        if let skipped, !skipped.isEmpty {
            text += "\nLeft out: \(skipped.count) file\(skipped.count == 1 ? "" : "s") — "
                + skipped.prefix(10).map { "\($0.file) (\($0.reason))" }.joined(separator: "; ") + (skipped.count > 10 ? "; …" : "") + ".\n"
        }
        if let renders {
            let units = renders.flatMap(\.units)
            let ok = units.filter { $0.error == nil }.count
            text += "\nRendered: \(ok) of \(units.count) previews and top-level views (\(Self.percent(ok, units.count))) "
            text += "from the \(renders.count) compiling files that hold one; "
            let stopped = renders.filter { $0.crashed != nil }.count
            text += "\(stopped) file\(stopped == 1 ? "" : "s") stopped the renderer.\n"
        }
        let all = gaps
        text += "\n## What stands in the way, most files first\n\n"
        text += "A file counts once for each kind of error it has; *alone* counts the files it is the only cause for.\n\n"
        text += "| missing | kind | files | alone | modes | first seen |\n|---|---|---|---|---|---|\n"
        for gap in all.prefix(limit) {
            let key = gap.api.key.replacingOccurrences(of: "|", with: "\\|")
            text += "| `\(key)` | \(gap.api.kind.rawValue) | \(gap.files.count) | \(gap.soleBlocker) | "
            text += gap.modes.sorted().map { String($0.rawValue) }.joined(separator: ", ") + " | \(gap.example) |\n"
        }
        if all.count > limit { text += "\n… and \(all.count - limit) more (see the JSON report).\n" }
        if let renders {
            let failures = renders.flatMap { render in render.units.compactMap { unit in unit.error.map { (render.file, unit.name, $0) } } }
            if !failures.isEmpty || renders.contains(where: { $0.crashed != nil }) {
                text += "\n## Renders that failed\n\n| file | view or preview | error |\n|---|---|---|\n"
                for (file, name, error) in failures {
                    text += "| \(file) | \(name) | \(error.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|").prefix(300)) |\n"
                }
                for render in renders where render.crashed != nil {
                    text += "| \(render.file) | (whole file) | \(render.crashed!.replacingOccurrences(of: "\n", with: " ").prefix(300)) |\n"
                }
            }
        }
        text += "\n## Files\n\n| file | " + modes.map(\.name).joined(separator: " | ") + " | first error |\n|---|" + modes.map { _ in "---|" }.joined() + "---|\n"
        for file in files {
            let mine = checks.filter { $0.file == file }
            let states = modes.map { mode in mine.first { $0.mode == mode }.map { $0.compiled ? "yes" : "\($0.errors.count) errors" } ?? "–" }
            let first = mine.flatMap(\.errors).first.map { "\($0.line): \($0.message)" } ?? ""
            text += "| \(file) | " + states.joined(separator: " | ") + " | \(first.replacingOccurrences(of: "|", with: "\\|").prefix(160)) |\n"
        }
        return text
    }
}

/// A file the check left out, and why.
struct SkippedFile: Codable, Equatable {
    /// The file, relative to the folder checked.
    var file: String
    /// Why it was left out.
    var reason: String
}
