// App mode: an app's folders compiled together through the app route, as the `SheetshotAppSources`
// plug-in compiles them (each file rewritten as for iOS, the app's asset symbols generated), and the files
// that do not compile left out round by round — first those with errors of their own, then those that needed
// what was left out — until the rest compiles as one target.
import Foundation

/// One app checked whole.
struct AppCheck: Codable, Sendable {
    /// What became of one file.
    struct Outcome: Codable, Sendable {
        enum Status: String, Codable, Sendable {
            /// In the target that compiles.
            case compiled
            /// Left out for errors of its own (round 1).
            case ownErrors = "own errors"
            /// Left out in a later round: it needed a file left out before.
            case dependsOnLeftOut = "depends on a left-out file"
            /// Left out by the rewrite: it needs the Objective-C runtime.
            case objectiveC = "needs the Objective-C runtime"
            /// Left out because it imports a module Linux has no counterpart for here.
            case module = "imports a module not available"
            /// A test file in the app's folder (Xcode builds it into a test target).
            case testFile = "a test file"
            /// A file in the app's folders its Xcode project does not compile into the iOS app.
            case notInTarget = "not in the app target"

            /// Whether the file is not the app's (not counted among its files).
            var isNotTheApps: Bool { self == .testFile || self == .notInTarget }
        }
        var file: String
        var status: Status
        /// The first error, or the reason it was left out.
        var reason: String?
        /// What its errors say is missing (round 1 only).
        var missing: [MissingAPI]
    }

    var app: String
    var files: [Outcome]
    /// Whether every file compiled together on the first try, nothing left out.
    var wholeTargetCompiles: Bool
    /// `#Preview`s, `PreviewProvider`s and the app's root screen in the files that compiled.
    var previews: Int
    /// The app's asset catalogues and their image and colour sets.
    var catalogues: Int, imageSets: Int, colorSets: Int
    /// Rounds of compiling.
    var rounds: Int
    var seconds: Double
    /// The modules of pinned packages it imports, built first (not counted as the app's files).
    var packages: [PackageModule]? = nil

    var compiledCount: Int { files.filter { $0.status == .compiled }.count }

    /// What `sheetshot-app-sources prepare` lists (SheetshotAppRoute's `AppPreparation.Prepared`: the tool
    /// is a plug-in's, built for the host, so this library reads its output rather than linking it).
    struct Prepared: Codable {
        struct File: Codable { var name: String; var source: String; var path: String?; var leftOut: String? }
        var files: [File]
        var symbols: String
        var catalogues: Int, imageSets: Int, colorSets: Int
    }

    /// A module the app imports from a package: built before the app, through the app route.
    struct Module: Sendable {
        var name: String
        var folders: [URL]
        /// Paths under `folders` the package's manifest leaves out.
        var excluded: [URL] = []
        /// Where a link among its files may lead (its package's folder).
        var linksWithin: URL? = nil
        /// A local package's module is the app's own code: its files count as the app's. A pinned package's
        /// are someone else's code, reported apart (`packages`).
        var counted: Bool = true
        /// The package and its version, for a pinned one.
        var package: String? = nil
        /// Why it cannot be built on Linux (a file importing it is left out with this reason).
        var unavailable: String? = nil
    }

    /// What became of a pinned package's module.
    struct PackageModule: Codable, Sendable {
        var module: String
        var package: String
        var files: Int
        var compiled: Int
        /// Why it is not built, or nil.
        var unavailable: String?
        /// Its files that did not compile, and why.
        var leftOut: [Outcome] = []
    }

    /// Checks the app whose source folders are `folders`, working in `work`, its files rewritten by `tool`
    /// (`sheetshot-app-sources`), compiled as module `module`. `modules` are the modules it imports from its
    /// packages, checked first in order and built into `work/Modules` so that the app (and later modules)
    /// import them; a local package's files count as the app's, named `Module/…`.
    /// With `project`, the files of the app's folders its iOS app targets do not compile are not the app's.
    static func run(app: String, module: String, folders: [URL], modules: [Module], project: URL? = nil, tool: String, work: URL,
                    compiler: CompilerInvocation, timeout: Double) throws -> AppCheck {
        let start = Date()
        let built = work.appendingPathComponent("Modules")
        try? FileManager.default.removeItem(at: built)
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        let available = ModuleAvailability(compiler: compiler, work: work, flags: ["-I", built.path])
        var parts: [(Module, AppCheck)] = []
        var packages: [PackageModule] = []
        for local in modules {
            if let reason = local.unavailable {
                available.note(local.name, false, reason: reason)
                packages.append(PackageModule(module: local.name, package: local.package ?? "", files: 0, compiled: 0, unavailable: reason))
                continue
            }
            let part = try check(app: app, module: local.name, folders: local.folders, excluded: local.excluded, linksWithin: local.linksWithin, tool: tool,
                                 work: work.appendingPathComponent("module-\(local.name)"),
                                 compiler: compiler, available: available, emitInto: built, timeout: timeout)
            available.note(local.name, part.compiledCount > 0,
                           reason: part.compiledCount > 0 ? nil : "\(local.name) did not build (none of its \(part.files.count) files compiled)")
            if local.counted {
                parts.append((local, part))
            } else {
                let files = part.files.filter { !$0.status.isNotTheApps }
                packages.append(PackageModule(module: local.name, package: local.package ?? "", files: files.count, compiled: part.compiledCount,
                                              unavailable: nil, leftOut: files.filter { $0.status != .compiled }))
            }
        }
        var whole = try check(app: app, module: module, folders: folders, project: project, tool: tool, work: work.appendingPathComponent("app"),
                              compiler: compiler, available: available, emitInto: nil, timeout: timeout)
        for (local, part) in parts {
            whole.files += part.files.map { var f = $0; f.file = "\(local.name)/\(f.file)"; return f }
            whole.wholeTargetCompiles = whole.wholeTargetCompiles && part.wholeTargetCompiles
            whole.previews += part.previews
            whole.catalogues += part.catalogues; whole.imageSets += part.imageSets; whole.colorSets += part.colorSets
            whole.rounds += part.rounds
        }
        whole.packages = packages.isEmpty ? nil : packages
        whole.files.sort { $0.file < $1.file }
        whole.seconds = Date().timeIntervalSince(start)
        return whole
    }

    /// Checks one module of the app: its files rewritten, then compiled together round by round; with
    /// `emitInto`, the files that compile are built into a module there.
    static func check(app: String, module: String, folders: [URL], excluded: [URL] = [], linksWithin: URL? = nil, project: URL? = nil,
                      tool: String, work: URL, compiler: CompilerInvocation,
                      available: ModuleAvailability, emitInto: URL?, timeout: Double) throws -> AppCheck {
        let start = Date()
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let sources = work.appendingPathComponent("Sources")
        try? FileManager.default.removeItem(at: sources)
        let listing = work.appendingPathComponent("prepared.json")
        var arguments: [String] = ["prepare", sources.path, listing.path]
        arguments += folders.map(\.path)
        arguments += excluded.map { "--exclude=\($0.path)" }
        if let linksWithin { arguments.append("--links-within=\(linksWithin.path)") }
        if let project { arguments.append("--project=\(project.path)") }
        let preparation = try ProgramRun.run(tool, arguments, timeout: timeout)
        guard preparation.status == 0, let data = try? Data(contentsOf: listing) else {
            throw CompilerSetupError(description: "\(tool) prepare failed: \(preparation.output.suffix(2000))")
        }
        let prepared = try JSONDecoder().decode(Prepared.self, from: data)
        var outcomes: [String: Outcome] = [:]
        var written: [(name: String, path: String)] = []
        var imports: [String: Set<String>] = [:]
        for file in prepared.files {
            if let path = file.path {
                written.append((file.name, path))
                imports[file.name] = importedModules((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
            } else {
                let notInTarget = file.leftOut?.hasPrefix("not in the app target") ?? false
                let objectiveC = !notInTarget && (file.leftOut?.contains("Objective-C") ?? false)
                let test = !notInTarget && (file.leftOut?.contains("a test file") ?? false)
                outcomes[file.name] = Outcome(file: file.name, status: objectiveC ? .objectiveC : test ? .testFile : notInTarget ? .notInTarget : .ownErrors,
                                              reason: file.leftOut,
                                              missing: objectiveC ? [MissingAPI(kind: .other, key: "the Objective-C runtime")] : [])
            }
        }
        // Files that import a module not here are left out up front (a missing module stops the compiler).
        var remaining: [(name: String, path: String)] = []
        for file in written {
            // (A file may import the module it is part of: the compiler ignores that, with a warning.)
            if let missing = imports[file.name]?.sorted().first(where: { $0 != module && !available.has($0) }) {
                outcomes[file.name] = Outcome(file: file.name, status: .module,
                                              reason: "imports \(missing), " + (available.reason(missing) ?? "which has no module here"),
                                              missing: [MissingAPI(kind: .module, key: missing)])
            } else {
                remaining.append(file)
            }
        }
        // What the plug-in adds: the target's bundle (SwiftPM's accessor), and the catalogues' generated symbols.
        let support = sources.appendingPathComponent("_AppRouteBundle.swift").path
        try Data("import Foundation\nextension Foundation.Bundle { static var module: Bundle { Bundle.main } }\n".utf8).write(to: URL(fileURLWithPath: support))
        var symbols: String? = prepared.symbols
        // The names the files left out so far declare: an error naming one is that file's consequence.
        var leftOutNames: Set<String> = []
        // (A file that is not the app's — a test, one its project does not compile — declares nothing the app sees.)
        for file in prepared.files where outcomes[file.name].map({ !$0.status.isNotTheApps }) ?? false {
            leftOutNames.formUnion(Self.declaredNames((try? String(contentsOfFile: file.source, encoding: .utf8)) ?? ""))
        }
        var rounds = 0, wholeTarget = false
        while rounds < 8 {
            rounds += 1
            // Every file's errors in every round (the driver stops at the first failing file otherwise).
            let run = try ProgramRun.run(compiler.compiler, ["-continue-building-after-errors", "-wmo"] + available.flags
                                         + compiler.typecheckArguments(remaining.map(\.path) + [support] + (symbols.map { [$0] } ?? []),
                                                                       module: module, mode: .swift5), timeout: timeout)
            let errors = Self.errorsAtTheirSource(CompilerDiagnostic.parse(run.output))
            if run.status == 0 {
                wholeTarget = rounds == 1 && outcomes.values.allSatisfy(\.status.isNotTheApps)
                break
            }
            if let symbolsPath = symbols, errors.contains(where: { $0.file == symbolsPath }) {
                // The app declares a member of the same name itself: Xcode would report the clash too; go on without.
                symbols = nil
                continue
            }
            let byFile = Dictionary(grouping: errors, by: \.file)
            let failing = remaining.filter { byFile[$0.path] != nil }
            guard !failing.isEmpty else {
                let first = errors.first?.message ?? run.output.split(separator: "\n").first.map(String.init) ?? "status \(run.status)"
                for file in remaining { outcomes[file.name] = Outcome(file: file.name, status: .ownErrors, reason: "the target did not compile: \(first)", missing: []) }
                remaining = []
                break
            }
            for file in failing {
                let fileErrors = byFile[file.path] ?? []
                let text = (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? ""
                let signature = CallSignature(source: text)
                let views = ViewDeclarations(source: text).viewTypes
                let missing = fileErrors.map { error in
                    MissingAPI.classify(error.message, views: views, call: { signature.call(line: error.line, column: error.column, enclosing: $0) },
                                        keyPath: { signature.keyPath(line: error.line, column: error.column) })
                }
                let first = fileErrors.first.map { "line \($0.line): \($0.message)" }
                // A file whose first error names what a left-out file declares is left out for that file: its
                // later errors are mostly that one's consequences (an `@Environment(Missing.self)` matching no
                // initialiser), not API of its own to rank.
                let needsLeftOut = fileErrors.first.flatMap { Self.namedName($0.message) }.map { leftOutNames.contains($0) } ?? false
                outcomes[file.name] = rounds == 1 && !needsLeftOut
                    ? Outcome(file: file.name, status: .ownErrors, reason: first, missing: missing)
                    : Outcome(file: file.name, status: .dependsOnLeftOut, reason: first, missing: [])
            }
            FileHandle.standardError.write(Data("round \(rounds): \(errors.count) errors in \(failing.count) of \(remaining.count) files: \(failing.map(\.name).joined(separator: ", "))\n".utf8))
            let out = Set(failing.map(\.path))
            for file in failing { leftOutNames.formUnion(Self.declaredNames((try? String(contentsOfFile: file.path, encoding: .utf8)) ?? "")) }
            remaining.removeAll { out.contains($0.path) }
        }
        if let emitInto, !remaining.isEmpty {
            // The module the app imports: its interface, built from the files that compiled.
            let emit = try ProgramRun.run(compiler.compiler, ["-emit-module", "-emit-module-path", emitInto.appendingPathComponent("\(module).swiftmodule").path,
                                                              "-parse-as-library", "-module-name", module, "-swift-version", "5", "-wmo", "-suppress-warnings",
                                                              "-enable-testing"] + available.flags + compiler.flags + remaining.map(\.path) + [support] + (symbols.map { [$0] } ?? []),
                                          timeout: timeout)
            if emit.status != 0 {
                let first = CompilerDiagnostic.parse(emit.output).first { $0.severity == "error" }?.message ?? String(emit.output.prefix(300))
                for file in remaining { outcomes[file.name] = Outcome(file: file.name, status: .ownErrors, reason: "the module did not build: \(first)", missing: []) }
                remaining = []
            }
        }
        var previews = 0
        for file in remaining {
            outcomes[file.name] = Outcome(file: file.name, status: .compiled, reason: nil, missing: [])
            previews += countPreviews((try? String(contentsOfFile: file.path, encoding: .utf8)) ?? "")
        }
        return AppCheck(app: app, files: outcomes.values.sorted { $0.file < $1.file }, wholeTargetCompiles: wholeTarget, previews: previews,
                        catalogues: prepared.catalogues, imageSets: prepared.imageSets, colorSets: prepared.colorSets,
                        rounds: rounds, seconds: Date().timeIntervalSince(start))
    }

    /// The modules a file imports, in the branches of its `#if`s that compile: the rewrite has decided each
    /// platform test to `true` or `false`, so a branch whose condition is `false`, or that follows a taken one,
    /// is skipped; any other condition (`DEBUG`) counts as taken.
    static func importedModules(_ text: String) -> Set<String> {
        var found: Set<String> = []
        // Each open `#if`: whether its current branch compiles, and whether an earlier branch did.
        var stack: [(active: Bool, taken: Bool)] = []
        func condition(_ line: String, after keyword: String) -> Bool {
            var text = String(line.dropFirst(keyword.count))
            if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
            return literalCondition(text) ?? true
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") || line.hasPrefix("#if(") {
                let on = condition(line, after: "#if")
                stack.append((on, on))
                continue
            }
            if line.hasPrefix("#elseif"), !stack.isEmpty {
                let on = !stack[stack.count - 1].taken && condition(line, after: "#elseif")
                stack[stack.count - 1] = (on, stack[stack.count - 1].taken || on)
                continue
            }
            if line.hasPrefix("#else"), !stack.isEmpty {
                stack[stack.count - 1] = (!stack[stack.count - 1].taken, true)
                continue
            }
            if line.hasPrefix("#endif") { _ = stack.popLast(); continue }
            guard stack.allSatisfy(\.active) else { continue }
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            if let module = path.split(separator: ".").first { found.insert(String(module)) }
        }
        return found
    }

    /// The errors among `diagnostics`, each placed in the file it comes from: an error inside a macro's
    /// expansion (a generated buffer) is the file's where the macro was used, as the note after it says.
    static func errorsAtTheirSource(_ diagnostics: [CompilerDiagnostic]) -> [CompilerDiagnostic] {
        var errors: [CompilerDiagnostic] = []
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity == "error" {
            var error = diagnostic
            if error.file.contains("@__swiftmacro_") {
                let notes = diagnostics[(index + 1)...].prefix { $0.severity == "note" }
                if let site = notes.first(where: { $0.message.hasPrefix("in expansion of macro") && !$0.file.contains("@__swiftmacro_") }) {
                    error.file = site.file; error.line = site.line; error.column = site.column
                    error.message += " (in the expansion of a macro)"
                }
            }
            errors.append(error)
        }
        return errors
    }

    /// The value of an `#if` condition made only of `true`, `false`, `!`, `&&`, `||` and parentheses (what
    /// the rewrite leaves of platform tests); nil for any other condition.
    static func literalCondition(_ text: String) -> Bool? {
        var tokens: [String] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first.isWhitespace { rest = rest.dropFirst(); continue }
            if let symbol = ["&&", "||", "!", "(", ")"].first(where: { rest.hasPrefix($0) }) {
                tokens.append(symbol); rest = rest.dropFirst(symbol.count); continue
            }
            let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard word == "true" || word == "false" else { return nil }
            tokens.append(String(word)); rest = rest.dropFirst(word.count)
        }
        var index = 0
        func primary() -> Bool? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]; index += 1
            switch token {
            case "true": return true
            case "false": return false
            case "!": return primary().map { !$0 }
            case "(":
                let value = disjunction()
                guard index < tokens.count, tokens[index] == ")" else { return nil }
                index += 1
                return value
            default: return nil
            }
        }
        func conjunction() -> Bool? {
            guard var value = primary() else { return nil }
            while index < tokens.count, tokens[index] == "&&" { index += 1; guard let next = primary() else { return nil }; value = value && next }
            return value
        }
        func disjunction() -> Bool? {
            guard var value = conjunction() else { return nil }
            while index < tokens.count, tokens[index] == "||" { index += 1; guard let next = conjunction() else { return nil }; value = value || next }
            return value
        }
        let value = disjunction()
        return index == tokens.count ? value : nil
    }

    /// The names a file declares (types, functions, properties, at any depth: a generous reading).
    static func declaredNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor", "func", "var", "let", "case"]
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for (index, word) in words.enumerated() where keywords.contains(word) && index + 1 < words.count {
            names.insert(String(words[index + 1]))
        }
        return names
    }

    /// The name a "cannot find 'X' in scope" or "cannot find type 'X' in scope" error names.
    static func namedName(_ message: String) -> String? {
        guard message.hasPrefix("cannot find"), let open = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<close])
    }

    /// `#Preview`s, `PreviewProvider`s and app root screens the rewritten file declares.
    static func countPreviews(_ text: String) -> Int {
        text.components(separatedBy: "#Preview").count - 1
    }
}

/// Which modules can be imported against the SwiftUI module's search paths and the app's own modules built
/// so far (each tried once).
final class ModuleAvailability: @unchecked Sendable {
    let compiler: CompilerInvocation
    let work: URL
    /// Where the app's own modules are built.
    let flags: [String]
    private var known: [String: Bool] = ["Swift": true, "Foundation": true, "SwiftUI": true, "UIKit": true, "Combine": true,
                                         "Observation": true, "Dispatch": true]
    init(compiler: CompilerInvocation, work: URL, flags: [String]) {
        self.compiler = compiler
        self.work = work
        self.flags = flags
    }

    private var reasons: [String: String] = [:]
    /// Notes whether the app's module `name` was built, and why not.
    func note(_ name: String, _ built: Bool, reason: String? = nil) {
        known[name] = built
        reasons[name] = reason
    }
    /// Why module `name` is not here, when a package said.
    func reason(_ name: String) -> String? { reasons[name].map { "which is not built: \($0)" } }

    func has(_ module: String) -> Bool {
        if let answer = known[module] { return answer }
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let probe = work.appendingPathComponent("probe-\(module).swift")
        try? Data("import \(module)\n".utf8).write(to: probe)
        defer { try? FileManager.default.removeItem(at: probe) }
        let answer = (try? ProgramRun.run(compiler.compiler, flags + compiler.typecheckArguments([probe.path], module: "Probe", mode: .swift5), timeout: 120))?.status == 0
        known[module] = answer
        return answer
    }
}

extension AppCheck {
    /// The report: the app's line, what was left out and why, and the missing API ranked by files blocked.
    func markdown(limit: Int) -> String {
        // Test files in the app's folders are not the app's (Xcode builds them into test targets), nor are
        // files its project does not compile into the iOS app.
        let total = files.filter { !$0.status.isNotTheApps }.count
        var out = "# \(app) through the app route\n\n"
        out += "| files | compiled | whole target | previews in compiled files | catalogues | image sets | colour sets |\n| --- | --- | --- | --- | --- | --- | --- |\n"
        out += "| \(total) | \(compiledCount) (\(CompatReport.percent(compiledCount, total))) | \(wholeTargetCompiles ? "yes" : "no") | \(previews) | \(catalogues) | \(imageSets) | \(colorSets) |\n\n"
        if let packages, !packages.isEmpty {
            out += "## Its packages' modules (built first; not counted as the app's files)\n\n| module | package | compiled |\n| --- | --- | --- |\n"
            for package in packages {
                let state = package.unavailable.map { "not built: \(MissingAPI.redactNames($0))" } ?? "\(package.compiled) of \(package.files) files"
                out += "| \(package.module) | \(package.package) | \(state) |\n"
            }
            out += "\n"
        }
        let statuses: [Outcome.Status] = [.testFile, .notInTarget, .objectiveC, .module, .ownErrors, .dependsOnLeftOut]
        for status in statuses {
            let these = files.filter { $0.status == status }
            guard !these.isEmpty else { continue }
            out += "## \(these.count) left out: \(status.rawValue)\n\n"
            for file in these { out += "- `\(file.file)`: \(MissingAPI.redactNames(file.reason ?? ""))\n" }
            out += "\n"
        }
        var blocked: [MissingAPI: Set<String>] = [:]
        for file in files { for gap in Set(file.missing) { blocked[gap, default: []].insert(file.file) } }
        if !blocked.isEmpty {
            out += "## What blocks, by files blocked\n\n| files | kind | missing |\n| --- | --- | --- |\n"
            for (gap, names) in blocked.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }).prefix(limit) {
                out += "| \(names.count) | \(gap.kind.rawValue) | `\(gap.key)` |\n"
            }
        }
        return out
    }
}
