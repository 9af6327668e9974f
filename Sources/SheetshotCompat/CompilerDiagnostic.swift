// One error or warning the compiler printed about a file, read from its classic one-line form
// (`-diagnostic-style llvm`): `PATH:LINE:COLUMN: error: MESSAGE`.
import Foundation

/// A compiler diagnostic: where it is and what it says.
struct CompilerDiagnostic: Codable, Hashable, Sendable {
    /// The file the diagnostic is in (as the compiler printed it).
    var file: String
    /// Its line and column (1-based; the column counts UTF-8 bytes, as the compiler's do).
    var line: Int, column: Int
    /// `error`, `warning` or `note`.
    var severity: String
    /// The message, without its position and severity.
    var message: String

    /// The diagnostics in a compiler's output, in the order printed; lines of another form (source excerpts,
    /// the driver's own messages) are skipped.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var found: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            for severity in ["error", "warning", "note"] {
                guard let marker = line.range(of: ": \(severity): ") else { continue }
                // PATH:LINE:COLUMN, or PATH:LINE (`<unknown>:0`).
                let position = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard position.count >= 2, let last = Int(position[position.count - 1]) else { continue }
                let hasColumn = position.count >= 3 && Int(position[position.count - 2]) != nil
                let number = hasColumn ? Int(position[position.count - 2])! : last, column = hasColumn ? last : 0
                let file = position.dropLast(hasColumn ? 2 : 1).joined(separator: ":")
                found.append(CompilerDiagnostic(file: file, line: number, column: column, severity: severity,
                                                message: String(line[marker.upperBound...])))
                break
            }
        }
        return found
    }
}
