// sheetshot-compat: how much of a folder of SwiftUI files compiles and renders on Linux with Sheetshot,
// and what stands in the way — each file compiled on its own against SheetshotUI (its `import SwiftUI`
// resolved to Sheetshot's `SwiftUI` module, nothing in it changed), in Swift 5 and Swift 6 language modes;
// the compiler's errors ranked as missing API; then each compiling file's previews and top-level views
// rendered, and those that fail reported.
import ArgumentParser
import Foundation
import Synchronization

/// The `sheetshot-compat` command (its executable target only runs it).
public struct CompatCommand: ParsableCommand {
    /// The command's name, summary and help.
    public static let configuration = CommandConfiguration(
        commandName: "sheetshot-compat",
        abstract: "Compile a folder of SwiftUI files against Sheetshot, rank what is missing, and render their previews.",
        discussion: """
        Run it from a checkout of Sheetshot (or pass --package-path): it builds Sheetshot's SwiftUI module, then
        type-checks each .swift file under FOLDER as a module of its own, in each language mode, and prints a
        Markdown report: how many files compile, the missing API ranked by the number of files it blocks, and
        each file's first error. --render also builds the compiling files into a program and renders each
        file's #Preview and PreviewProvider previews and its top-level views that can be made with no arguments.
        """)

    @Argument(help: "The folder of SwiftUI files (searched recursively), or single files.") var paths: [String]
    @Option(help: "The Sheetshot package to compile against.") var packagePath = "."
    @Option(help: "Language modes to check, comma-separated.") var modes = "5,6"
    @Option(help: "Files checked at once (default: the number of cores).") var jobs: Int?
    @Option(help: "Write the Markdown report here instead of standard output.") var report: String?
    @Option(help: "Also write the full results as JSON here.") var json: String?
    @Option(help: "Rows in the table of missing API.") var top = 60
    @Option(help: "Seconds one compile may take.") var timeout: Double = 300
    @Flag(help: "Render each compiling file's previews and top-level views.") var render = false
    @Option(help: "With --render: write each picture here as PNG (FILE.NAME.png).") var pictures: String?
    @Option(help: "With --render: the folder for the generated rendering package (kept between runs, so rebuilds are incremental).")
    var workPath: String?
    @Flag(help: "Skip building Sheetshot first (it is built already).") var noBuild = false
    @Flag(help: "App mode: the folders are one app's sources, compiled together through the app route (as the SheetshotAppSources plug-in compiles them), files that do not compile left out round by round.")
    var app = false
    @Option(help: "With --app: the app's name in the report (default: the first folder's name).") var appName: String?
    @Option(help: "With --app: the app's module name (default: the first folder's name, as Xcode names a target's module).") var moduleName: String?
    @Option(help: "With --app: a local package's module the app imports, NAME=FOLDER (repeatable, in dependency order): compiled first, through the app route, and counted with the app.")
    var module: [String] = []
    @Option(help: "With --app: the app's Xcode project (.xcodeproj): only the files of the folders its iOS app targets compile are the app's, and the modules its Swift packages give it are compiled first, through the app route — a local package's files counted as the app's, a pinned package's reported apart.")
    var project: String?
    @Option(help: "With --project: the folder holding the pinned packages' checkouts, one per package identity (as `sheetshot-app-sources packages --fetch` leaves them).")
    var checkouts: String?

    /// A command with its options at their defaults (the argument parser fills them).
    public init() {}

    /// Checks the files, renders them when asked, and writes the report.
    public func run() throws {
        let package = URL(fileURLWithPath: packagePath).standardizedFileURL
        let checkModes = try modes.split(separator: ",").map { part -> LanguageMode in
            guard let number = Int(part.trimmingCharacters(in: .whitespaces)), let mode = LanguageMode(rawValue: number) else {
                throw ValidationError("--modes: '\(part)' is not a language mode (5 or 6)")
            }
            return mode
        }
        guard let jobs = jobs ?? Optional(ProcessInfo.processInfo.activeProcessorCount), jobs >= 1, jobs <= 256 else {
            throw ValidationError("--jobs must be 1 to 256")
        }
        guard timeout.isFinite, timeout > 0, timeout <= 86_400 else { throw ValidationError("--timeout must be 0 to 86400 seconds") }
        let (root, files, skipped) = try Self.swiftFiles(paths)
        for (file, reason) in skipped { FileHandle.standardError.write(Data("skipped \(file): \(reason)\n".utf8)) }
        guard !files.isEmpty else { throw ValidationError("no .swift files in \(paths.joined(separator: ", "))") }

        if !noBuild { try Self.build(package: package) }
        let compiler = try CompilerInvocation(buildDescription: package.appendingPathComponent(".build/debug.yaml"))
        if app { return try runApp(package: package, compiler: compiler) }

        let work = files.flatMap { file in checkModes.map { (file, $0) } }
        let results = Mutex([FileCheck?](repeating: nil, count: work.count))
        let next = Atomic<Int>(0), done = Atomic<Int>(0)
        let timeout = self.timeout
        DispatchQueue.concurrentPerform(iterations: min(jobs, work.count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < work.count else { return }
                let (file, mode) = work[index]
                let check = FileCheck.run(file, name: Self.relative(file, to: root), compiler: compiler, mode: mode, timeout: timeout)
                results.withLock { $0[index] = check }
                let finished = done.wrappingAdd(1, ordering: .relaxed).newValue
                if finished % 20 == 0 || finished == work.count {
                    FileHandle.standardError.write(Data("compiled \(finished) of \(work.count)\n".utf8))
                }
            }
        }
        var result = CompatReport(folder: root.path, files: files.map { Self.relative($0, to: root) },
                                  checks: results.withLock { $0.compactMap { $0 } }, renders: nil,
                                  skipped: skipped.isEmpty ? nil : skipped.map { SkippedFile(file: Self.relative($0.file, to: root), reason: $0.reason) })
        if render {
            let renderable = files.filter { file in
                let name = Self.relative(file, to: root)
                return result.checks.contains { $0.file == name && $0.compiled && $0.mode == .swift5 }
                    || (!checkModes.contains(.swift5) && result.checks.contains { $0.file == name && $0.compiled })
            }
            let workFolder = workPath.map { URL(fileURLWithPath: $0) } ?? package.appendingPathComponent(".build/sheetshot-compat")
            let renderer = PreviewRendering(package: package, work: workFolder.standardizedFileURL, compiler: compiler,
                                            pictures: pictures.map { URL(fileURLWithPath: $0) }, jobs: jobs)
            result.renders = try renderer.render(renderable.map { ($0, Self.relative($0, to: root)) })
        }
        let markdown = result.markdown(limit: top)
        if let report {
            try markdown.write(toFile: report, atomically: true, encoding: .utf8)
        } else {
            print(markdown)
        }
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(result).write(to: URL(fileURLWithPath: json), options: .atomic)
        }
    }

    /// App mode: one app's folders checked whole (see `AppCheck`).
    func runApp(package: URL, compiler: CompilerInvocation) throws {
        let folders = paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let name = appName ?? folders[0].lastPathComponent
        if !noBuild {
            let run = try ProgramRun.run("/usr/bin/env", ["swift", "build", "--package-path", package.path, "--product", "sheetshot-app-sources"], timeout: 3600)
            guard run.status == 0 else { throw CompilerSetupError(description: "swift build --product sheetshot-app-sources failed:\n" + run.output.suffix(3000)) }
        }
        let tool = package.appendingPathComponent(".build/debug/sheetshot-app-sources").path
        let work = (workPath.map { URL(fileURLWithPath: $0) } ?? package.appendingPathComponent(".build/sheetshot-compat-app")).standardizedFileURL
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var modules = try module.map { spec -> AppCheck.Module in
            guard let equals = spec.firstIndex(of: "="), !spec[..<equals].isEmpty else { throw ValidationError("--module \(spec): expected NAME=FOLDER") }
            return AppCheck.Module(name: String(spec[..<equals]), folders: [URL(fileURLWithPath: String(spec[spec.index(after: equals)...])).standardizedFileURL])
        }
        if let project {
            // The packages, as `sheetshot-app-sources packages` lists them (the tool reads the project and the manifests).
            let list = work.appendingPathComponent("packages.json")
            let run = try ProgramRun.run(tool, ["packages", project, checkouts ?? work.appendingPathComponent("checkouts").path, "--json=\(list.path)"], timeout: 1800)
            guard run.status == 0, let data = try? Data(contentsOf: list),
                  let listed = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["modules"] as? [[String: Any]] else {
                throw ValidationError("\(tool) packages \(project) failed: \(run.output.suffix(2000))")
            }
            // The project's modules in their build order; a module also named with --module is compiled from
            // that folder, in the project's place for it (an --module the project does not name comes first).
            var explicit = modules
            var ordered: [AppCheck.Module] = []
            for found in listed {
                guard let name = found["module"] as? String, !ordered.contains(where: { $0.name == name }) else { continue }
                if let given = explicit.firstIndex(where: { $0.name == name }) {
                    ordered.append(explicit.remove(at: given))
                    continue
                }
                let version = found["version"] as? String ?? ""
                ordered.append(AppCheck.Module(name: name, folders: (found["sources"] as? [String] ?? []).map { URL(fileURLWithPath: $0) },
                                               excluded: (found["exclude"] as? [String] ?? []).map { URL(fileURLWithPath: $0) },
                                               linksWithin: (found["linksWithin"] as? String).map { URL(fileURLWithPath: $0) },
                                               counted: version == "local", package: "\(found["package"] as? String ?? "") \(version)",
                                               unavailable: found["unavailable"] as? String))
            }
            modules = explicit + ordered
        }
        var moduleName = self.moduleName ?? String(folders[0].lastPathComponent.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        if moduleName.first?.isNumber ?? true { moduleName = "_" + moduleName }
        let check = try AppCheck.run(app: name, module: moduleName, folders: folders, modules: modules,
                                     project: project.map { URL(fileURLWithPath: $0).standardizedFileURL }, tool: tool, work: work, compiler: compiler,
                                     timeout: timeout)
        let markdown = check.markdown(limit: top)
        if let report { try markdown.write(toFile: report, atomically: true, encoding: .utf8) } else { print(markdown) }
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(check).write(to: URL(fileURLWithPath: json), options: .atomic)
        }
    }

    /// The largest source file checked: 8 MiB, past any hand-written view file (a larger one is skipped
    /// before the compiler or the parser sees it, which would take minutes and gigabytes).
    static let maximumFileBytes = 8 << 20

    /// The Swift files under `paths`, sorted, the folder names are shown relative to, and the files left out
    /// with why: inside a folder no symbolic link is followed (a link to a file or folder outside would
    /// report that file's words as the folder's); anything but a regular file (a named pipe, which would
    /// wait for a writer for the whole compile timeout; a device) is left out, and so is a file past
    /// `maximumFileBytes`. A path given on the command line is the user's own, and may be a link.
    static func swiftFiles(_ paths: [String]) throws -> (URL, [String], [(file: String, reason: String)]) {
        var files: [String] = [], skipped: [(file: String, reason: String)] = []
        var root: URL?
        func consider(_ path: String, _ st: stat) {
            switch st.st_mode & S_IFMT {
            case S_IFREG:
                if Int(st.st_size) > maximumFileBytes {
                    skipped.append((path, "it is \(st.st_size) bytes, more than the \(maximumFileBytes) a source file is checked at"))
                } else {
                    files.append(path)
                }
            case S_IFLNK: skipped.append((path, "it is a symbolic link (links in a folder are not followed)"))
            default: skipped.append((path, "it is not a regular file"))
            }
        }
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var st = stat()
            guard stat(url.path, &st) == 0 else { throw ValidationError("\(path): no such file or folder") }
            if st.st_mode & S_IFMT == S_IFDIR {
                root = root ?? url
                var pending = [url.path]
                while let folder = pending.popLast() {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                    for name in names {
                        let item = folder + "/" + name
                        var entry = stat()
                        guard lstat(item, &entry) == 0 else { continue }
                        if entry.st_mode & S_IFMT == S_IFDIR {
                            if name != ".build" { pending.append(item) }
                        } else if name.hasSuffix(".swift") {
                            consider(item, entry)
                        } else if entry.st_mode & S_IFMT == S_IFLNK, stat(item, &entry) == 0, entry.st_mode & S_IFMT == S_IFDIR {
                            skipped.append((item, "it is a symbolic link to a folder (links in a folder are not followed)"))
                        }
                    }
                }
            } else {
                root = root ?? url.deletingLastPathComponent()
                consider(url.path, st)
            }
        }
        return (root ?? URL(fileURLWithPath: "."), files.sorted(), skipped.sorted { $0.file < $1.file })
    }

    static func relative(_ path: String, to root: URL) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Builds Sheetshot's facade modules (SwiftUI, UIKit, Combine, MapKit, CoreLocation, StoreKit) (and with them SheetshotUI and its macros).
    static func build(package: URL) throws {
        FileHandle.standardError.write(Data("building Sheetshot's SwiftUI module in \(package.path)…\n".utf8))
        for target in ["SwiftUI", "UIKit", "Combine", "MapKit", "CoreLocation", "StoreKit"] {
            let run = try ProgramRun.run("/usr/bin/env", ["swift", "build", "--package-path", package.path, "--target", target], timeout: 3600)
            guard run.status == 0 else {
                throw CompilerSetupError(description: "swift build --target \(target) failed:\n" + run.output.suffix(3000))
            }
        }
    }
}
