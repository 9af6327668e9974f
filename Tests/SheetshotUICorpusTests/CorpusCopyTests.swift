import Foundation
import Testing

/// The corpus is compiled from ../shared/swiftui-corpus where that folder is (CI), else from the copy in
/// Corpus/ (a clone without ../shared): the copy must be the corpus, byte for byte, file for file.
@Suite struct CorpusCopyTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/swiftui-corpus").standardizedFileURL
    static let copy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    func swiftFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Compared where ../shared is beside the checkout (CI has it); a clone on its own compiles the copy.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusCopyTests.corpus.path), "../shared/swiftui-corpus is not beside this checkout"))
    func theCopyIsTheCorpus() throws {
        let names = try swiftFiles(in: Self.corpus)
        #expect(names.count >= 4)
        #expect(try swiftFiles(in: Self.copy) == names, "Corpus/ holds the same files as \(Self.corpus.path)")
        for name in names {
            let original = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let copied = try? Data(contentsOf: Self.copy.appendingPathComponent(name))
            #expect(copied == original, "Corpus/\(name) differs from the corpus's; copy it again")
        }
    }
}
