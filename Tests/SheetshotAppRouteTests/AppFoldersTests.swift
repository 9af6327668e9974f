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

    /// A chain of more links than Foundation follows, ending outside the package, is refused: the kernel
    /// resolves the chain (realpath), and a path that cannot be resolved is never taken as it stands.
    @Test func aLongChainOfLinksOutOfThePackageIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-app-folders-chain-\(getpid())")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-app-folders-chain-out-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        let target = root.appendingPathComponent("Sources/Kit")
        for folder in [target, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: outside) }
        try Data("struct Secret {}\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
        let links = root.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: links.appendingPathComponent("l30.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        for index in stride(from: 29, through: 0, by: -1) {
            try FileManager.default.createSymbolicLink(atPath: links.appendingPathComponent("l\(index).swift").path, withDestinationPath: "l\(index + 1).swift")
        }
        try FileManager.default.createSymbolicLink(atPath: target.appendingPathComponent("Chain.swift").path, withDestinationPath: "../../links/l0.swift")
        #expect(AppFolders.contents(of: target, linksWithin: root).swift.isEmpty)
        #expect(AppFolders.realPath(target.appendingPathComponent("Chain.swift")) == AppFolders.realPath(outside.appendingPathComponent("Secret.swift")),
                "the kernel follows the whole chain: out of the package")
    }

    /// A module-qualified type is read as SwiftUI's only through a module the file imports: an app's own
    /// type named like a module keeps its name.
    @Test func moduleQualifiedTypesAreRewrittenOnlyWhenTheModuleIsImported() throws {
        guard case .compiled(let imported) = IOSSource.rewrite("import SwiftData\nlet schema = SwiftData.Schema([])\nlet c: SwiftData.ModelContainer? = nil\n", name: "A.swift"),
              case .compiled(let own) = IOSSource.rewrite("enum Photos { struct Row {} }\nlet row = Photos.Row()\nlet r: Photos.Row? = nil\n", name: "B.swift") else {
            Issue.record("a file was left out")
            return
        }
        #expect(imported.contains("SwiftUI.Schema([])") && imported.contains("SwiftUI.ModelContainer?"), "\(imported)")
        #expect(own.contains("Photos.Row()") && own.contains("r: Photos.Row?") && !own.contains("SwiftUI.Row"), "\(own)")
    }
}
