import Foundation
import Testing
@testable import Canvas

/// The one rule for files from outside (issue 44): names become one escaped component, paths read from
/// files are plain components, and a folder from outside is read and written without following a link.
@Suite struct ConfinedFolderTests {
    @Test func namesBecomeOneComponentWithinTheByteLimit() {
        #expect(FileName.escape("../x") == "%2E%2E%2Fx")
        #expect(FileName.escape("a b.c") == "a%20b%2Ec" && FileName.escape("日本-_") == "日本-_")
        #expect(FileName.component("") == "~0000000000000000")
        // 100 CJK characters are 300 bytes: kept within the limit with a hash of the whole.
        let long = String(repeating: "日", count: 100)
        let component = FileName.component(long, maximumBytes: 200)
        #expect(component.utf8.count <= 200 && component.hasPrefix("日日日") && component.contains("~"))
        #expect(FileName.component(long + "x", maximumBytes: 200) != component)
        // A `%XX` escape is never cut.
        let escaped = FileName.component(String(repeating: "/", count: 100), maximumBytes: 40)
        #expect(escaped.utf8.count <= 40 && escaped.split(separator: "~")[0].utf8.count % 3 == 0)
        for bad in ["", ".", "..", "a/b", "a\u{0}b", "line\nbreak", String(repeating: "x", count: 256)] {
            #expect(FileName.problem(with: bad) != nil, "\(bad)")
        }
        for good in ["a.png", "javascript:alert(1)", "#frag", "日本.png", "-rf"] { #expect(FileName.problem(with: good) == nil, "\(good)") }
        #expect(FileName.visible("a\u{0}b\nc") == "a\\u{0}b\\u{a}c")
    }

    @Test func relativePathsStayInside() throws {
        for bad in ["", "/etc/passwd", "../x", "a/../../x", "a//b", "a/", "./a", "a/\u{0}"] {
            #expect(throws: PathError.self, "\(bad)") { try RelativePath(bad) }
        }
        let path = try RelativePath("previews/javascript:alert(document.domain)#1?.png")
        #expect(path.components.count == 2 && path.name == "javascript:alert(document.domain)#1?.png")
        // Every component percent-encoded: no scheme, query, fragment or separator survives.
        #expect(path.urlEncoded == "previews/javascript%3Aalert%28document.domain%29%231%3F.png")
        #expect(try RelativePath("a\\b").urlEncoded == "a%5Cb")
        #expect(try RelativePath("日.png").urlEncoded == "%E6%97%A5.png")
    }

    @Test func linksInsideAreNeverFollowed() throws {
        try withTemporaryFolder { dir in
            let secret = dir + "/secret", folder = dir + "/shard"
            try OutputFolder.create(folder + "/sub")
            try AtomicFile.write(Array("key".utf8), to: secret)
            try AtomicFile.write(Array("ok".utf8), to: folder + "/sub/a.txt")
            #expect(symlink(secret, folder + "/sub/link.txt") == 0)
            #expect(symlink(dir, folder + "/home") == 0)
            let shard = try ConfinedFolder(folder)
            #expect(try shard.read(RelativePath("sub/a.txt"), limit: 10) == Array("ok".utf8))
            #expect(throws: FileError(.read, folder + "/sub/link.txt", "it is a symbolic link; links in a folder from outside are not followed")) {
                try shard.read(RelativePath("sub/link.txt"), limit: 10)
            }
            #expect(throws: FileError(.read, folder + "/home", "it is a symbolic link; links in a folder from outside are not followed")) {
                try shard.read(RelativePath("home/secret"), limit: 10)
            }
            #expect(shard.entry(try RelativePath("home")) == .link)
            #expect(throws: FileError.self) { try shard.regularFiles() }
            // Writing through a link on the way is refused; a link where the file goes is replaced, not written through.
            #expect(throws: FileError.self) { try shard.write([1], to: RelativePath("home/secret")) }
            try shard.write(Array("new".utf8), to: RelativePath("sub/link.txt"))
            #expect(try InputFile.read(secret, limit: 10) == Array("key".utf8))
            #expect(shard.entry(try RelativePath("sub/link.txt")) == .file(size: 3))
            // Limits are checked before reading; pipes are refused without waiting.
            #expect(throws: FileError(.read, folder + "/sub/a.txt", "it is 2 bytes, more than the limit of 1")) {
                try shard.read(RelativePath("sub/a.txt"), limit: 1)
            }
            #expect(mkfifo(folder + "/pipe", 0o644) == 0)
            #expect(throws: FileError(.read, folder + "/pipe", "it is a named pipe, not a regular file")) { try shard.read(RelativePath("pipe"), limit: 10) }
            // A folder from outside with neither links nor pipes lists its files.
            try FileManager.default.removeItem(atPath: folder + "/pipe")
            try FileManager.default.removeItem(atPath: folder + "/home")
            try FileManager.default.removeItem(atPath: folder + "/sub/link.txt")
            try shard.write([2], to: RelativePath("new/deep/b.bin"))
            let files = try shard.regularFiles().map(\.description)
            #expect(files == ["new/deep/b.bin", "sub/a.txt"], "\(files)")
        }
    }

    @Test func referencesAreNeverReadOrWrittenThroughALink() throws {
        try withTemporaryFolder { dir in
            let target = dir + "/bashrc", link = dir + "/ref.png"
            try AtomicFile.write(Array("rc".utf8), to: target)
            #expect(symlink(target, link) == 0)
            #expect(throws: FileError(.write, link, "it is a symbolic link (not written through)")) {
                try AtomicFile.write([1], to: link, followingLinks: false)
            }
            #expect(throws: FileError(.read, link, "it is a symbolic link (not followed)")) {
                try InputFile.read(link, limit: 10, followingLinks: false)
            }
            #expect(try InputFile.read(target, limit: 10) == Array("rc".utf8))
        }
    }

    @Test func outputFoldersAreEmptyAndApartFromTheirInputs() throws {
        try withTemporaryFolder { dir in
            try OutputFolder.create(dir + "/in/sub")
            try OutputFolder.createEmpty(dir + "/out")
            try OutputFolder.createEmpty(dir + "/out")   // still empty: fine
            try AtomicFile.write([1], to: dir + "/out/.hidden")
            #expect(throws: FileError.self) { try OutputFolder.createEmpty(dir + "/out") }
            for (output, words) in [(dir + "/in", "it is "), (dir + "/in/sub/new", "it is inside"), (dir, "it holds")] {
                do { try OutputFolder.checkApart(output, from: [dir + "/in"], what: "the inputs"); Issue.record("\(output) was allowed") } catch {
                    #expect("\(error)".contains(words), "\(error)")
                }
            }
            // Through a link to an input, also when the output does not exist yet.
            #expect(symlink(dir + "/in", dir + "/alias") == 0)
            #expect(throws: FileError.self) { try OutputFolder.checkApart(dir + "/alias/not-yet/deeper", from: [dir + "/in"], what: "the inputs") }
            #expect(throws: FileError.self) { try OutputFolder.checkApart(dir + "/in/../in/x", from: [dir + "/alias"], what: "the inputs") }
            try OutputFolder.checkApart(dir + "/elsewhere", from: [dir + "/in", dir + "/alias"], what: "the inputs")
        }
    }
}
