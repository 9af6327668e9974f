import Foundation
import SheetshotAppRoute
import Testing

/// Which files the app route takes from a folder: links are followed only to a Swift file inside the
/// boundary given (a package's folder), as SwiftPM follows a package's links among its own files.
@Suite struct AppFoldersTests {
    @Test func linksAreFollowedOnlyToSwiftFilesInsideTheBoundary() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-app-folders-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        let target = root.appendingPathComponent("Sources/Kit"), shared = root.appendingPathComponent("Shared")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-app-folders-outside-\(getpid())")
        for folder in [target, shared, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: outside) }
        try Data("struct Own {}\n".utf8).write(to: target.appendingPathComponent("Own.swift"))
        try Data("struct Shared {}\n".utf8).write(to: shared.appendingPathComponent("Shared.swift"))
        try Data("struct Secret {}\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
        let links = FileManager.default
        try links.createSymbolicLink(atPath: target.appendingPathComponent("Shared.swift").path, withDestinationPath: "../../Shared/Shared.swift")
        try links.createSymbolicLink(atPath: target.appendingPathComponent("Secret.swift").path, withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        try links.createSymbolicLink(atPath: target.appendingPathComponent("Folder").path, withDestinationPath: "../../Shared")
        try links.createSymbolicLink(atPath: target.appendingPathComponent("Dangling.swift").path, withDestinationPath: "Nowhere.swift")

        // Inside the package's folder: the link to the shared file is taken; the one leading out is not,
        // nor a dangling one, and a linked folder is not entered.
        let inPackage = AppFolders.contents(of: target, linksWithin: root).swift.map(\.lastPathComponent)
        #expect(inPackage == ["Own.swift", "Shared.swift"])
        // By default the boundary is the folder itself: the shared file lies outside it.
        #expect(AppFolders.contents(of: target).swift.map(\.lastPathComponent) == ["Own.swift"])
    }
}
