import Foundation
import Testing

/// The project's reference images stay lean: all of Snapshots/ within a size budget, and no file twice.
@Suite struct ReferenceBudgetTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Snapshots").standardizedFileURL
    /// 2 MiB for every reference together.
    static let budget = 2 * 1024 * 1024

    func files() throws -> [URL] {
        let walker = try #require(FileManager.default.enumerator(at: Self.snapshots, includingPropertiesForKeys: [.isRegularFileKey]))
        return walker.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }

    @Test func referencesFitTheBudget() throws {
        let sizes = try files().map { ($0, try FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int ?? 0) }
        let total = sizes.reduce(0) { $0 + $1.1 }
        let largest = sizes.sorted { $0.1 > $1.1 }.prefix(3).map { "\($0.0.lastPathComponent) \($0.1 / 1024) KiB" }
        #expect(total <= Self.budget, "Snapshots/ holds \(total / 1024) KiB, over the \(Self.budget / 1024) KiB budget; largest: \(largest.joined(separator: ", "))")
        #expect(sizes.count > 30, "the references are where this test expects them (\(Self.snapshots.path))")
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
