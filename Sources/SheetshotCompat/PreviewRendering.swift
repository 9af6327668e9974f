// The render stage: the files that compile are built, each as a module of its own, into one program of a
// generated package (kept under .build, so a second run rebuilds only what changed); the program renders
// one file's previews and views per run, so a file that crashes takes only its own results with it.
import Foundation
import Synchronization

/// What rendering one file gave.
struct FileRender: Codable, Sendable {
    /// The file, as the report names it.
    var file: String
    /// Each preview and top-level view rendered (or that failed).
    var units: [RenderedUnit]
    /// Why the file's renderer stopped, when it did not finish (a crash, a time-out, a build failure).
    var crashed: String?
}

/// One preview or view rendered.
struct RenderedUnit: Codable, Sendable {
    /// "Preview NAME" or "View NAME".
    var name: String
    /// The error's type and message, when it threw.
    var errorType: String?
    var error: String?
}

/// Builds and runs the rendering program for a set of compiling files.
struct PreviewRendering {
    /// The Sheetshot package the program depends on.
    let package: URL
    /// The generated package's folder.
    let work: URL
    let compiler: CompilerInvocation
    /// Where pictures go, if anywhere.
    let pictures: URL?
    let jobs: Int

    /// A stable module name for a file: its name's hash, so adding files does not rename the others.
    static func moduleName(for name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "F" + String(hash, radix: 16)
    }

    /// A fingerprint of the Swift and C sources under `folder` (each file's path, size and modification
    /// time), which changes whenever Sheetshot's sources do.
    static func sourcesStamp(of folder: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) { for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 } }
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).sorted()
        for file in files where file.hasSuffix(".swift") || file.hasSuffix(".c") || file.hasSuffix(".h") {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            mix("\(file)|\(size)|\(modified)\n")
        }
        return String(hash, radix: 16)
    }

    /// Renders each file's previews and views; `files` are (path, name) pairs.
    func render(_ files: [(String, String)]) throws -> [FileRender] {
        let sources = work.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        // 1. Each file with its entry point, checked together; units whose lines do not compile are dropped.
        let prepared = Mutex([String: (module: String, units: Int)]())
        let failures = Mutex([String: String]())
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, files.count))) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < files.count else { return }
                let (path, name) = files[index]
                do {
                    if let count = try prepare(path: path, name: name, in: sources) {
                        prepared.withLock { $0[name] = (Self.moduleName(for: name), count) }
                    } else {
                        failures.withLock { $0[name] = "nothing to render: no #Preview, PreviewProvider or view made without arguments" }
                    }
                } catch {
                    failures.withLock { $0[name] = "\(error)" }
                }
            }
        }
        var modules = prepared.withLock { $0 }
        // Remove folders of files no longer rendered.
        let wanted = Set(modules.values.map(\.module) + ["compat-runner"])
        for folder in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] where !wanted.contains(folder) {
            try? FileManager.default.removeItem(at: sources.appendingPathComponent(folder))
        }
        // Files compiled against an earlier Sheetshot are compiled again: the compiler's cross-module
        // incremental build does not see a change to a type's internal stored properties, which changes its
        // layout, and would link files built for the old layout (measured: every view with an
        // `@Environment` property crashed after one was added).
        let stamp = Self.sourcesStamp(of: package.appendingPathComponent("Sources"))
        let stampFile = work.appendingPathComponent(".sheetshot-sources-stamp")
        if (try? String(contentsOf: stampFile, encoding: .utf8)) != stamp {
            try? FileManager.default.removeItem(at: work.appendingPathComponent(".build"))
        }
        // 2. The program, rebuilt without any module that fails to build (up to three times).
        var buildFailures: [String: String] = [:]
        for attempt in 1...3 {
            try writeManifest(modules: modules.values.map(\.module).sorted(), sources: sources)
            FileHandle.standardError.write(Data("building the renderer for \(modules.count) files…\n".utf8))
            let build = try ProgramRun.run("/usr/bin/env", ["swift", "build", "--package-path", work.path, "--product", "compat-runner"], timeout: 7200)
            if build.status == 0 {
                try? stamp.write(to: stampFile, atomically: true, encoding: .utf8)
                break
            }
            let broken = Set(CompilerDiagnostic.parse(build.output).filter { $0.severity == "error" }.compactMap { diagnostic -> String? in
                let parts = diagnostic.file.split(separator: "/")
                guard let at = parts.lastIndex(of: "Sources"), at + 1 < parts.count else { return nil }
                return String(parts[at + 1])
            })
            let names = modules.filter { broken.contains($0.value.module) }.map(\.key)
            guard attempt < 3, !names.isEmpty else {
                throw CompilerSetupError(description: "the rendering program did not build:\n" + build.output.suffix(4000))
            }
            for name in names {
                buildFailures[name] = "did not build in the renderer: " + (CompilerDiagnostic.parse(build.output).first {
                    $0.severity == "error" && $0.file.contains("/\(modules[name]!.module)/") }?.message ?? "")
                modules[name] = nil
            }
        }
        // 3. One run per file.
        let runner = work.appendingPathComponent(".build/debug/compat-runner").path
        if let pictures { try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true) }
        let built = modules, notBuilt = buildFailures
        let results = Mutex([FileRender?](repeating: nil, count: files.count))
        let cursor = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, files.count))) { _ in
            while true {
                let index = cursor.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < files.count else { return }
                let name = files[index].1
                let result: FileRender
                if let entry = built[name] {
                    result = run(runner: runner, module: entry.module, name: name)
                } else {
                    result = FileRender(file: name, units: [], crashed: notBuilt[name] ?? failures.withLock { $0[name] })
                }
                results.withLock { $0[index] = result }
                if index % 20 == 19 { FileHandle.standardError.write(Data("rendered \(index + 1) of \(files.count) files\n".utf8)) }
            }
        }
        return results.withLock { $0.compactMap { $0 } }.filter { !($0.units.isEmpty && ($0.crashed ?? "").hasPrefix("nothing to render")) }
    }

    /// Copies the file (its `@main` made inert: the program has its own) and writes its entry point, then
    /// type-checks both, dropping units that do not compile. Returns the number of units, nil for none.
    func prepare(path: String, name: String, in sources: URL) throws -> Int? {
        let module = Self.moduleName(for: name)
        let folder = sources.appendingPathComponent(module)
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let declarations = ViewDeclarations(source: original)
        var units: [String] = []
        let fileName = (path as NSString).lastPathComponent
        if declarations.hasPreviewMacro {
            units.append("""
                    for preview in Preview.all(inFile: "\(module)/\(fileName)") {
                        units.append(("Preview " + preview.displayName, { try _save(ViewRenderer.render(preview, on: .iPhone15Pro, scale: 1), to: $0) }))
                    }
            """)
        }
        for provider in declarations.previewProviders {
            units.append("""
                    for preview in Preview.all(of: \(provider.name).self) {
                        units.append(("Preview \(provider.name) " + preview.displayName, { try _save(ViewRenderer.render(preview, on: .iPhone15Pro, scale: 1), to: $0) }))
                    }
            """)
        }
        for view in declarations.views {
            units.append("""
                    units.append(("View \(view.name)", { try _save(ViewRenderer.render(\(view.name)(), on: .iPhone15Pro, scale: 1), to: $0) }))
            """)
        }
        guard !units.isEmpty else { return nil }
        let copy = original.replacingOccurrences(of: "@main", with: "/* @main */")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var kept = units
        for _ in 0..<4 {
            let entry = Self.entrySource(units: kept)
            try writeIfChanged(copy, to: folder.appendingPathComponent(fileName))
            try writeIfChanged(entry, to: folder.appendingPathComponent("_SheetshotCompatEntry.swift"))
            let check = try ProgramRun.run(compiler.compiler, compiler.typecheckArguments(
                [folder.appendingPathComponent(fileName).path, folder.appendingPathComponent("_SheetshotCompatEntry.swift").path],
                module: module, mode: .swift5), timeout: 300)
            if check.status == 0 { return kept.count }
            let errors = CompilerDiagnostic.parse(check.output).filter { $0.severity == "error" }
            let entryLines = Set(errors.filter { $0.file.hasSuffix("_SheetshotCompatEntry.swift") }.map(\.line))
            guard !entryLines.isEmpty, errors.allSatisfy({ $0.file.hasSuffix("_SheetshotCompatEntry.swift") }) else {
                throw CompilerSetupError(description: "does not compile beside its entry point: " + (errors.first?.message ?? check.output.prefix(300).description))
            }
            // Drop the units whose lines failed.
            var line = Self.entryHeaderLines + 1
            kept = kept.filter { unit in
                let lines = unit.split(separator: "\n", omittingEmptySubsequences: false).count
                defer { line += lines }
                return !(line..<(line + lines)).contains { entryLines.contains($0) }
            }
            if kept.isEmpty { return nil }
        }
        return nil
    }

    /// The lines of the entry point before its first unit (read from the entry's own text, so the two agree).
    static let entryHeaderLines = entrySource(units: ["\u{0}"]).split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("\u{0}") } ?? 0

    /// The entry point of one file's module: its units, each a name and a closure that renders it.
    static func entrySource(units: [String]) -> String {
        """
        // Generated by sheetshot-compat: the previews and views of this file, to render.
        import SwiftUI
        import class Canvas.Canvas
        /// The renderable units of this file.
        public enum _SheetshotCompatEntry {
            /// Each unit's name and the closure that renders it (to a PNG when given a path).
            @MainActor public static func units() -> [(String, @MainActor (String?) throws -> Void)] {
                var units: [(String, @MainActor (String?) throws -> Void)] = []
        \(units.joined(separator: "\n"))
                return units
            }
        }
        /// Writes a rendered picture when a path is given.
        @MainActor private func _save(_ canvas: Canvas, to path: String?) throws {
            if let path { try canvas.makeImage().writePNG(to: path) }
        }

        """
    }

    /// The package: one target per file, the runner depending on all of them.
    func writeManifest(modules: [String], sources: URL) throws {
        let identity = package.lastPathComponent.lowercased()
        let products = ["SwiftUI", "UIKit", "Combine", "MapKit", "CoreLocation", "StoreKit"].map { ".product(name: \"\($0)\", package: \"\(identity)\")" }.joined(separator: ", ")
        var manifest = """
        // swift-tools-version: 6.0
        // Generated by sheetshot-compat: each compiling file as a module, and a program that renders them.
        import PackageDescription
        let products: [Target.Dependency] = [\(products), .product(name: "Canvas", package: "\(identity)")]
        let package = Package(
            name: "SheetshotCompatRender",
            dependencies: [.package(path: "\(package.path)")],
            targets: [

        """
        for module in modules {
            manifest += "        .target(name: \"\(module)\", dependencies: products, swiftSettings: [.swiftLanguageMode(.v5)]),\n"
        }
        manifest += "        .executableTarget(name: \"compat-runner\", dependencies: products + [" + modules.map { "\"\($0)\"" }.joined(separator: ", ")
        manifest += "], swiftSettings: [.swiftLanguageMode(.v5)]),\n    ]\n)\n"
        try writeIfChanged(manifest, to: work.appendingPathComponent("Package.swift"))
        var main = """
        // Generated by sheetshot-compat: renders one file's previews and views, named by its module.
        import Foundation

        """
        main += modules.map { "import \($0)\n" }.joined()
        main += """
        @MainActor func units(of module: String) -> [(String, @MainActor (String?) throws -> Void)]? {
            switch module {

        """
        main += modules.map { "    case \"\($0)\": return \($0)._SheetshotCompatEntry.units()\n" }.joined()
        main += """
            default: return nil
            }
        }

        func clean(_ text: String) -> String { text.replacingOccurrences(of: "\\n", with: " ").replacingOccurrences(of: "\\t", with: " ") }

        MainActor.assumeIsolated {
            let arguments = CommandLine.arguments
            guard arguments.count >= 2, let units = units(of: arguments[1]) else { print("no such module"); exit(2) }
            let folder = arguments.count >= 3 ? arguments[2] : nil
            for (index, (name, render)) in units.enumerated() {
                print("UNIT\\t\\(clean(name))"); fflush(stdout)
                let prefix = arguments.count >= 4 ? arguments[3] : arguments[1]
                let picture = folder.map { "\\($0)/\\(prefix).\\(index + 1).png" }
                do {
                    try render(picture)
                    print("OK\\t\\(clean(name))\\t\\(picture ?? "")")
                } catch {
                    print("FAIL\\t\\(clean(name))\\t\\(type(of: error))\\t\\(clean(String(describing: error)))")
                }
                fflush(stdout)
            }
        }

        """
        let runner = sources.appendingPathComponent("compat-runner")
        try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
        try writeIfChanged(main, to: runner.appendingPathComponent("main.swift"))
    }

    /// Runs the program for one module and reads what it printed.
    func run(runner: String, module: String, name: String) -> FileRender {
        var arguments = [module]
        if let pictures {
            // Pictures are named for the file: FOLDER_FILE.swift.1.png, .2.png … in the order of its units.
            arguments += [pictures.path, name.replacingOccurrences(of: "/", with: "_")]
        }
        guard let run = try? ProgramRun.run(runner, arguments, timeout: 120) else {
            return FileRender(file: name, units: [], crashed: "the renderer could not be started")
        }
        var units: [RenderedUnit] = []
        var open: String?
        for line in run.output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "UNIT": open = fields.count > 1 ? fields[1] : "?"
            case "OK": units.append(RenderedUnit(name: open ?? "?", errorType: nil, error: nil)); open = nil
            case "FAIL":
                units.append(RenderedUnit(name: open ?? "?", errorType: fields.count > 2 ? fields[2] : nil,
                                          error: fields.count > 3 ? fields[3] : "failed"))
                open = nil
            default: break
            }
        }
        var crashed: String?
        if run.status != 0 {
            let lines = run.output.split(separator: "\n").filter { !$0.hasPrefix("UNIT") && !$0.hasPrefix("OK") && !$0.hasPrefix("FAIL") }
            // The trap's own message where there is one (a Swift runtime error), else the last lines printed.
            let reason = lines.first { $0.contains("Fatal error") }.map(String.init) ?? lines.suffix(3).joined(separator: " / ")
            crashed = (run.status == -9 ? "took longer than 120 s" : "stopped (status \(run.status))") + ": " + reason
            if let open { units.append(RenderedUnit(name: open, errorType: "crash", error: crashed)) }
        }
        return FileRender(file: name, units: units, crashed: crashed)
    }

    func writeIfChanged(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
