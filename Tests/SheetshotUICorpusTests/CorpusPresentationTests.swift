import SheetshotUI
import Testing

/// FilterSheet.swift's library screen presents its sheet at the smallest of its detents, `.medium`: half
/// the screen, its content starting at the sheet's top.
@MainActor @Suite struct CorpusPresentationTests {
    @Test func theFilterSheetRestsAtMedium() throws {
        let dump = try ViewRenderer.layoutDump(LibraryScreen(), on: .iPhone15Pro)
        let sheet = try #require(dump.components(separatedBy: "Presented sheet\n").dropFirst().first)
        #expect(sheet.contains("extent 426, offset 426"), "\(sheet.prefix(200))")   // 852 / 2
        #expect(sheet.contains("content (0, 426, 393 × "))
        #expect(sheet.contains("\"Filters\""))
    }
}
