// One file checked in one language mode: compiled on its own against SheetshotUI, its errors read and
// classified.
import Foundation

/// The outcome of type-checking one file in one mode.
struct FileCheck: Codable, Sendable {
    /// The file, relative to the folder checked.
    var file: String
    var mode: LanguageMode
    /// Whether it compiled without an error.
    var compiled: Bool
    /// Its errors, in the compiler's order (notes and warnings left out).
    var errors: [CompilerDiagnostic]
    /// What each error says is missing, in the same order.
    var missing: [MissingAPI]
    /// How long the compiler took.
    var seconds: Double

    /// Type-checks `path` (shown as `name`) with `compiler` in `mode`.
    static func run(_ path: String, name: String, compiler: CompilerInvocation, mode: LanguageMode, timeout: Double) -> FileCheck {
        let module = "Compat_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" }.prefix(80))
        let run: ProgramRun
        do {
            run = try ProgramRun.run(compiler.compiler, compiler.typecheckArguments([path], module: module, mode: mode), timeout: timeout)
        } catch {
            return FileCheck(file: name, mode: mode, compiled: false,
                             errors: [CompilerDiagnostic(file: path, line: 0, column: 0, severity: "error", message: "could not run the compiler: \(error)")],
                             missing: [MissingAPI(kind: .other, key: "could not run the compiler")], seconds: 0)
        }
        var errors = CompilerDiagnostic.parse(run.output).filter { $0.severity == "error" }
        if run.status != 0, errors.isEmpty {
            let reason = run.status == -9 ? "the compiler took longer than \(Int(timeout)) s" : "the compiler failed (status \(run.status))"
            let firstLine = run.output.split(separator: "\n").first.map(String.init) ?? ""
            errors = [CompilerDiagnostic(file: path, line: 0, column: 0, severity: "error", message: firstLine.isEmpty ? reason : "\(reason): \(firstLine)")]
        }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let source = CallSignature(source: text)
        let views = errors.isEmpty ? [] : ViewDeclarations(source: text).viewTypes
        let missing = errors.map { error in
            let here = error.file.hasSuffix((path as NSString).lastPathComponent)
            return MissingAPI.classify(error.message, views: views,
                                       call: { here ? source.call(line: error.line, column: error.column, enclosing: $0) : nil },
                                       keyPath: { here ? source.keyPath(line: error.line, column: error.column) : nil })
        }
        return FileCheck(file: name, mode: mode, compiled: run.status == 0, errors: errors, missing: missing, seconds: run.seconds)
    }
}
