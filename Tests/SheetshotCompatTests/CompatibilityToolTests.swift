import Foundation
import Testing
@testable import SheetshotCompat

/// The compatibility tool's parts: reading the compiler's diagnostics, turning them into missing API,
/// finding the call an error points into and the views a file can render — and one real compile of a file
/// against the SwiftUI module this package builds.
@Suite struct CompatibilityToolTests {
    /// Issue 44 (S11, H2, H3): in a folder, a `.swift` link to a file outside, a named pipe and a file past
    /// the size limit are left out with the reason, before the compiler or the parser sees them.
    @Test func onlyRegularFilesInsideTheFolderAreChecked() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-compat-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/app/Views", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: dir + "/app/Views/A.swift"))
        try Data("let secret = 1\n".utf8).write(to: URL(fileURLWithPath: dir + "/Outside.swift"))
        #expect(symlink(dir + "/Outside.swift", dir + "/app/Link.swift") == 0)
        #expect(symlink(dir, dir + "/app/Loop") == 0)
        #expect(mkfifo(dir + "/app/Pipe.swift", 0o644) == 0)
        let big = dir + "/app/Big.swift"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, off_t(CompatCommand.maximumFileBytes) + 1) == 0)
        let (_, files, skipped) = try CompatCommand.swiftFiles([dir + "/app"])
        #expect(files == [dir + "/app/Views/A.swift"])
        #expect(skipped.map(\.file) == [dir + "/app/Big.swift", dir + "/app/Link.swift", dir + "/app/Loop", dir + "/app/Pipe.swift"])
        #expect(skipped[0].reason.contains("more than") && skipped[1].reason.contains("symbolic link") && skipped[3].reason.contains("not a regular file"))
    }

    @Test func diagnosticsAreReadFromTheCompilersOutput() {
        let output = """
        /tmp/a b/File.swift:12:7: error: value of type 'some View' has no member 'zIndex'
            Text("x").zIndex(1)
                      ^
        /tmp/a b/File.swift:3:1: warning: unused
        <unknown>:0: note: something
        error: emit-module command failed
        """
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0] == CompilerDiagnostic(file: "/tmp/a b/File.swift", line: 12, column: 7, severity: "error",
                                                     message: "value of type 'some View' has no member 'zIndex'"))
        #expect(diagnostics[1].severity == "warning")
        #expect(diagnostics[2].file == "<unknown>" && diagnostics[2].line == 0)
    }

    @Test func errorsBecomeMissingAPI() {
        func key(_ message: String, views: Set<String> = [], call: String? = nil) -> String {
            let api = MissingAPI.classify(message, views: views, call: { _ in call }, keyPath: { "EnvironmentValues.presentationMode" })
            return "\(api.kind.rawValue) \(api.key)"
        }
        #expect(key("value of type 'some View' has no member 'zIndex'") == "member View.zIndex")
        #expect(key("value of type 'ModifiedContent<Text, _PaddingModifier>' has no member 'zIndex'") == "member View.zIndex")
        #expect(key("value of type 'Card<Text>' has no member 'zIndex'", views: ["Card"]) == "member View.zIndex")
        #expect(key("value of type 'ScrollViewProxy' has no member 'scrollTo'") == "member ScrollViewProxy.scrollTo")
        #expect(key("type 'Color' has no member 'mint'") == "member Color.mint")
        #expect(key("type 'SheetshotUI.Material' has no member 'ultraThin'") == "member Material.ultraThin")
        #expect(key("cannot find 'ScrollViewReader' in scope") == "name ScrollViewReader")
        #expect(key("cannot find type 'GridItem' in scope") == "name GridItem")
        #expect(key("no such module 'MapKit'") == "module import MapKit")
        #expect(key("extra argument 'label' in call", call: "Picker(selection:label:) {…}") == "call Picker(selection:label:) {…}")
        #expect(key("cannot infer contextual base in reference to member 'leading'") == "consequence .leading without a type")
        #expect(key("main actor-isolated static property 'shared' can not be referenced from a nonisolated context")
            == "concurrency main actor-isolated static property '…' can not be referenced from a nonisolated context")
        #expect(key("something else entirely") == "other something else entirely")
        #expect(key("type 'URLSession' (aka 'AnyObject') has no member 'shared'") == "member URLSession.shared")
        #expect(key("value of type 'Path' has no member 'addArc'") == "member Path.addArc")
        #expect(key("value of type 'RoundedRectangle' has no member 'strokeBorder'") == "member Shape.strokeBorder")
        #expect(key("cannot infer key path type from context; consider explicitly specifying a root type")
            == "member EnvironmentValues.presentationMode")
    }

    @Test func theCallAnErrorPointsIntoIsNamedByItsLabels() {
        let source = CallSignature(source: """
        Picker(selection: $choice, label: Text("a, b")) {
            Text("One")
        }
        .frame(width: 10, height: f(1, 2))
        Button { go() } label: { Text("Go") }
        Text("x").padding(.horizontal, 4)
        """)
        // At the callee.
        #expect(source.call(line: 1, column: 1) == "Picker(selection:label:) {…}")
        // At an argument: the enclosing call.
        #expect(source.call(line: 1, column: 28) == "Picker(selection:label:) {…}")
        #expect(source.call(line: 4, column: 2) == ".frame(width:height:)")
        #expect(source.call(line: 4, column: 15) == ".frame(width:height:)")
        #expect(source.call(line: 5, column: 1) == "Button() {…} label: {…}")
        #expect(source.call(line: 6, column: 11) == ".padding(_:_:)")
        #expect(source.call(line: 99, column: 1) == nil)
        // At the parenthesis: its callee; asked for the enclosing call from inside an argument: the outer one.
        #expect(source.call(line: 1, column: 7) == "Picker(selection:label:) {…}")
        #expect(source.call(line: 1, column: 35, enclosing: true) == "Picker(selection:label:) {…}")
        let paths = CallSignature(source: "@Environment(\\.presentationMode) var mode\nForEach(items, id: \\.0) { _ in }")
        #expect(paths.keyPath(line: 1, column: 14) == "EnvironmentValues.presentationMode")
        #expect(paths.keyPath(line: 2, column: 20) == "\\.0")
    }

    @Test func viewsMadeWithoutArgumentsAreFound() {
        let declarations = ViewDeclarations(source: """
        import SwiftUI
        struct Plain: View { var body: some View { Text("a") } }
        struct Defaults: View {
            @State private var on = false
            @Environment(\\.dismiss) var dismiss
            @EnvironmentObject var model: Model
            var subtitle: String?
            let title = "x"
            var computed: Int { 1 }
            var body: some View { Text("a") }
        }
        struct NeedsTitle: View { let title: String; var body: some View { Text(title) } }
        struct NeedsBinding: View { @Binding var on: Bool; var body: some View { Text("a") } }
        struct Generic<C: View>: View { var body: some View { Text("a") } }
        struct WithInit: View {
            let count: Int
            init(count: Int = 3) { self.count = count }
            var body: some View { Text("a") }
        }
        #if DEBUG
        struct Plain_Previews: PreviewProvider { static var previews: some View { Plain() } }
        #endif
        #Preview { Plain() }
        """)
        #expect(declarations.views.map(\.name) == ["Plain", "Defaults", "WithInit"])
        #expect(declarations.previewProviders.map(\.name) == ["Plain_Previews"])
        #expect(declarations.hasPreviewMacro)
        #expect(declarations.viewTypes == ["Plain", "Defaults", "NeedsTitle", "NeedsBinding", "Generic", "WithInit"])
    }

    /// The entry point's units start where the renderer looks for them when it drops a unit that fails.
    @Test func theEntryPointsUnitsStartAfterItsHeader() {
        let lines = PreviewRendering.entrySource(units: ["// first", "// second"]).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[PreviewRendering.entryHeaderLines] == "// first")
        #expect(lines[PreviewRendering.entryHeaderLines + 1] == "// second")
    }

    @Test func onlyTheFlagsThatFindModulesAreKept() {
        let kept = CompilerInvocation.searchFlags(in: [
            "-module-name", "SwiftUI", "-emit-module", "-I", "/b/Modules", "-target", "x86_64-unknown-linux-gnu", "-c",
            "@/b/sources", "-Xcc", "-fmodule-map-file=/s/m.modulemap", "-I/usr/include/freetype2", "-DDEBUG",
            "-swift-version", "6", "-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/b/Macros-tool#Macros", "-g",
        ])
        #expect(kept == ["-I", "/b/Modules", "-target", "x86_64-unknown-linux-gnu", "-Xcc", "-fmodule-map-file=/s/m.modulemap",
                         "-I/usr/include/freetype2", "-DDEBUG", "-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/b/Macros-tool#Macros"])
    }

    /// A build description with a host ("-tool") build of the SwiftUI module before the target's own: the
    /// target's own flags are taken (the host build's search path has no Combine or MapKit).
    @Test func theTargetsOwnBuildOfTheModuleIsRead() throws {
        func command(_ name: String, _ modules: String) -> String {
            "  \"C.\(name).module\":\n    tool: shell\n    args: [\"/usr/bin/swiftc\",\"-I\",\"\(modules)\",\"-module-name\",\"SwiftUI\"]\n"
        }
        let yaml = "commands:\n" + command("SwiftUI-x86_64-unknown-linux-gnu-debug-tool", "/b/Modules-tool")
            + command("SwiftUI-x86_64-unknown-linux-gnu-debug", "/b/Modules")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("debug-\(UUID().uuidString).yaml")
        try Data(yaml.utf8).write(to: file)
        let invocation = try CompilerInvocation(buildDescription: file)
        #expect(invocation.compiler == "/usr/bin/swiftc" && invocation.flags == ["-I", "/b/Modules"])
    }

    /// This package's own build: `swift build --build-tests` (and so `swift test`) builds the SwiftUI module.
    static let buildDescription = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../.build/debug.yaml").standardizedFileURL
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test(arguments: LanguageMode.allCases)
    func aRealFileIsCompiledAgainstTheSwiftUIModule(mode: LanguageMode) throws {
        let compiler = try CompilerInvocation(buildDescription: Self.buildDescription)
        let good = FileCheck.run(Self.fixtures.appendingPathComponent("Compiles.swift").path, name: "Compiles.swift",
                                 compiler: compiler, mode: mode, timeout: 300)
        #expect(good.compiled, "\(good.errors)")
        let needy = FileCheck.run(Self.fixtures.appendingPathComponent("HasGaps.swift").path, name: "HasGaps.swift",
                                  compiler: compiler, mode: mode, timeout: 300)
        #expect(!needy.compiled)
        #expect(needy.errors.allSatisfy { $0.file.hasSuffix("HasGaps.swift") && $0.line > 0 })
        let gaps = Set(needy.missing.map { "\($0.kind.rawValue) \($0.key)" })
        #expect(gaps.isSuperset(of: ["member View.sheetshotTestOnlyModifier", "name NotAViewAnywhere",
                                     "call Toggle(isOn:notALabel:) {…}"]), "\(gaps)")
        let report = CompatReport(folder: "Fixtures", files: ["Compiles.swift", "HasGaps.swift"], checks: [good, needy], renders: nil)
        #expect(report.compiled(in: mode) == 1)
        let markdown = report.markdown(limit: 10)
        #expect(markdown.contains("| compile | 1 (50.0 %) | 1 (50.0 %) |"), "\(markdown)")
        #expect(markdown.contains("| `NotAViewAnywhere` | name | 1 | 0 | \(mode.rawValue) | HasGaps.swift:12 |"), "\(markdown)")
        #expect(markdown.contains("| HasGaps.swift |"))
    }
}

/// The renderer's build is made again from scratch when Sheetshot's sources change: the compiler's
/// cross-module incremental build misses a change of a type's internal stored properties (its layout), and
/// files built for the old layout crashed at run time.
@Suite struct RendererRebuildTests {
    @Test func theSourcesStampChangesWithAnySource() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Module"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Module/Environment.swift")
        try "struct Environment { let read: Int }".write(to: file, atomically: true, encoding: .utf8)
        let first = PreviewRendering.sourcesStamp(of: folder)
        #expect(PreviewRendering.sourcesStamp(of: folder) == first, "the same sources, the same stamp")
        try "struct Environment { let read: Int; let requiredObject: Int? }".write(to: file, atomically: true, encoding: .utf8)
        #expect(PreviewRendering.sourcesStamp(of: folder) != first)
        let second = PreviewRendering.sourcesStamp(of: folder)
        try "x".write(to: folder.appendingPathComponent("Module/notes.txt"), atomically: true, encoding: .utf8)
        #expect(PreviewRendering.sourcesStamp(of: folder) == second, "only sources count")
    }
}

/// App mode's reading of a rewritten app file: which imports its compiling branches hold, and which of a
/// file's errors come from a file left out.
@Suite struct AppModeTests {
    @Test func onlyTheImportsOfCompilingBranchesCount() {
        let text = """
        import SwiftUI
        #if true
        import UIKit
        #elseif false
        import AppKit
        #endif
        #if !true
        import WatchKit
        #else
        @preconcurrency import struct Charts.BarMark
        #endif
        #if DEBUG
        import Combine
        #endif
        #if (true || false) && !(false)
        #if false
        import TVUIKit
        #endif
        import SwiftData
        #endif
        """
        #expect(AppCheck.importedModules(text) == ["SwiftUI", "UIKit", "Charts", "Combine", "SwiftData"])
    }

    @Test func literalConditionsAreEvaluatedAndOthersAreNot() {
        #expect(AppCheck.literalCondition(" true && !false") == true)
        #expect(AppCheck.literalCondition("!(true || false)") == false)
        #expect(AppCheck.literalCondition("false || (true && true)") == true)
        #expect(AppCheck.literalCondition(" DEBUG") == nil)
        #expect(AppCheck.literalCondition("true &&") == nil)
        #expect(AppCheck.literalCondition("(true") == nil)
    }

    @Test func anErrorNamingALeftOutDeclarationIsFound() {
        #expect(AppCheck.namedName("cannot find 'PageControl' in scope") == "PageControl")
        #expect(AppCheck.namedName("cannot find type 'Landmark' in scope") == "Landmark")
        #expect(AppCheck.namedName("value of type 'X' has no member 'y'") == nil)
        let names = AppCheck.declaredNames("struct PageControl: UIViewRepresentable {\n  final class Coordinator { func update() {} }\n  let count: Int\n}\nenum Kind { case a }")
        #expect(names.isSuperset(of: ["PageControl", "Coordinator", "update", "count", "Kind", "a"]))
    }
}
