import Foundation
import Testing

/// The corpus files compiled here are the ones in ../shared/swiftui-corpus, changed only where their header
/// says (the import made conditional; MapSheet's #Preview left out): a change to the corpus fails here
/// until the copy is brought in line.
@Suite struct CorpusCopyTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/swiftui-corpus").standardizedFileURL
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The file's lines after its import and header comment, without a #Preview block.
    func body(_ url: URL) throws -> [String] {
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        if let i = lines.firstIndex(where: { $0.hasPrefix("import SheetshotUI") }) { lines.removeFirst(i + 2) }
        else if lines.first == "import SwiftUI" { lines.removeFirst() }
        while lines.first?.hasPrefix("//") == true || lines.first?.isEmpty == true { lines.removeFirst() }
        if let start = lines.firstIndex(of: "#Preview {"), let end = lines[start...].firstIndex(of: "}") { lines.removeSubrange(start...end) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    @Test(arguments: [("ShareSheet.swift", "CorpusShareSheet.swift"), ("MapSheet.swift", "CorpusMapSheet.swift")])
    func theCopyIsTheCorpusFile(corpusName: String, copyName: String) throws {
        let original = Self.corpus.appendingPathComponent(corpusName), copy = Self.here.appendingPathComponent(copyName)
        try #require(FileManager.default.fileExists(atPath: original.path), "the corpus is at \(Self.corpus.path)")
        #expect(try body(original) == body(copy))
    }
}
