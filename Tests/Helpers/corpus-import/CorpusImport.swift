// corpus-import INPUT OUTPUT: writes a SwiftUI source file with each `import SwiftUI` / `import UIKit`
// line made conditional — the Apple framework where it exists, SheetshotUI elsewhere — and nothing else
// changed. The conditional import goes at the end of the file (Swift reads imports anywhere at file scope)
// and the original line is left empty, so every line keeps its number: diagnostics and `#Preview`'s line
// match the original file.
import Foundation

/// The tool's entry point (`@main` rather than top-level code: the target is built both as a plug-in's
/// tool and as a documented executable).
@main
enum CorpusImport {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else {
            FileHandle.standardError.write(Data("usage: corpus-import INPUT OUTPUT\n".utf8))
            exit(2)
        }
        let input = URL(fileURLWithPath: arguments[1]), output = URL(fileURLWithPath: arguments[2])
        do {
            let source = try String(contentsOf: input, encoding: .utf8)
            var lines: [String] = [], imports: [String] = []
            let frameworks = ["SwiftUI", "UIKit"]
            for (index, line) in source.components(separatedBy: "\n").enumerated() {
                let words = line.split(separator: " ").map(String.init)
                // `import SwiftUI`, possibly with attributes or an access level before it (`@preconcurrency`, `public`).
                if let last = words.last, frameworks.contains(last), words.count >= 2, words[words.count - 2] == "import" {
                    let prefix = words.dropLast(2).joined(separator: " ")
                    let lead = prefix.isEmpty ? "" : prefix + " "
                    lines.append("")
                    imports += ["// \(input.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))",
                                "#if canImport(\(last))", line, "#else", "\(lead)import SheetshotUI", "#endif"]
                } else {
                    lines.append(line)
                }
            }
            try (lines + imports + [""]).joined(separator: "\n").write(to: output, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("corpus-import: \(input.path): \(error)\n".utf8))
            exit(1)
        }
    }
}
