import Foundation
import Testing

/// The project's reference images stay lean: Snapshots/ within a size budget, and no file twice. The
/// SwiftUI corpus's references (Snapshots/SheetshotUICorpus: every corpus view on iPhone and iPad, light and
/// dark, a larger Dynamic Type size and right to left, at 1 pixel per point) have a budget of their own, so
/// that the matrix the corpus asks for does not crowd out the library's own references.
@Suite struct ReferenceBudgetTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Snapshots").standardizedFileURL
    /// The corpus's folder, with its own budget.
    static let corpusFolder = "SheetshotUICorpus"
    /// 2⅜ MiB for every reference together, the corpus's apart. (2¼ MiB until issue 47's framework views — a
    /// photo picker's button with Sign in with Apple's three styles, video players, StoreKit's three views
    /// filled from a configuration — each got a reference, 84 KiB in all, the store at one pixel per point;
    /// 2 MiB until the sheets that covered the
    /// status bar — ODS's expanding large, the Drawer's and the tutorial's tallest — were laid out in the
    /// safe area as their code lays them out: the pictures then show the status bar and more of the screen
    /// behind, 15 KiB more in all; 2⅛ MiB until issue 30's alerts and dialogs, symbols (the Lucide set,
    /// symbol files), custom layouts, canvases, date pickers, toolbars and mesh gradients each got a
    /// reference, at one pixel per point where two showed nothing more: 190 KiB in all.)
    static let budget = 2 * 1024 * 1024 + 384 * 1024
    /// 640 KiB for the corpus's references: five looks of five views take 450 KiB; the rest is room for
    /// another corpus file's.
    static let corpusBudget = 640 * 1024

    func files() throws -> [URL] {
        let walker = try #require(FileManager.default.enumerator(at: Self.snapshots, includingPropertiesForKeys: [.isRegularFileKey]))
        return walker.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }

    func isCorpus(_ url: URL) -> Bool { url.standardizedFileURL.path.hasPrefix(Self.snapshots.appendingPathComponent(Self.corpusFolder).path + "/") }

    func check(_ files: [URL], budget: Int, what: String) throws {
        let sizes = try files.map { ($0, try FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int ?? 0) }
        let total = sizes.reduce(0) { $0 + $1.1 }
        let largest = sizes.sorted { $0.1 > $1.1 }.prefix(3).map { "\($0.0.lastPathComponent) \($0.1 / 1024) KiB" }
        #expect(total <= budget, "\(what) holds \(total / 1024) KiB, over the \(budget / 1024) KiB budget; largest: \(largest.joined(separator: ", "))")
    }

    @Test func referencesFitTheBudget() throws {
        let all = try files()
        try check(all.filter { !isCorpus($0) }, budget: Self.budget, what: "Snapshots/ (less \(Self.corpusFolder))")
        try check(all.filter(isCorpus), budget: Self.corpusBudget, what: "Snapshots/\(Self.corpusFolder)")
        #expect(all.filter { !isCorpus($0) }.count > 30, "the references are where this test expects them (\(Self.snapshots.path))")
        #expect(all.filter(isCorpus).count >= 25, "the corpus's references are in Snapshots/\(Self.corpusFolder)")
    }

    @Test func noReferenceIsStoredTwice() throws {
        var seen: [Data: String] = [:]
        for url in try files() {
            let data = try Data(contentsOf: url)
            let name = url.path.replacingOccurrences(of: Self.snapshots.path + "/", with: "")
            if let other = seen[data] { Issue.record("\(name) is byte for byte \(other)") }
            seen[data] = name
        }
    }
}
