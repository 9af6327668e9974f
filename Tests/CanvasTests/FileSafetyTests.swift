import Foundation
import Testing
@testable import Canvas

/// A fresh folder for one test, removed afterwards.
func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-files-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    return try body(dir)
}

/// A process id that is not running now (for a stale temporary's name).
func deadProcessID() -> pid_t {
    var pid: pid_t = 4_000_000
    while kill(pid, 0) == 0 || errno != ESRCH { pid -= 1 }
    return pid
}

@Suite struct FileSafetyTests {
    @Test func onlyRegularFilesAreReplaced() throws {
        try withTemporaryFolder { dir in
            #expect(throws: FileError(.write, "/dev/null", "it is a character device, not a regular file (only regular files are replaced)")) {
                try AtomicFile.write([1, 2, 3], to: "/dev/null")
            }
            #expect(throws: FileError(.write, dir, "it is a folder, not a regular file (only regular files are replaced)")) {
                try AtomicFile.write([1], to: dir)
            }
            let fifo = dir + "/pipe"
            #expect(mkfifo(fifo, 0o644) == 0)
            #expect(throws: FileError(.write, fifo, "it is a named pipe, not a regular file (only regular files are replaced)")) {
                try AtomicFile.write([1], to: fifo)
            }
            #expect(throws: FileError(.read, fifo, "it is a named pipe, not a regular file")) { try InputFile.read(fifo, limit: 10) }
            #expect(throws: FileError(.write, "", "the path is empty")) { try AtomicFile.write([1], to: "") }
        }
        var st = stat()
        #expect(stat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
    }

    /// A symbolic link is followed on purpose: the file it points to is replaced and the link stays.
    @Test func symbolicLinksAreFollowed() throws {
        try withTemporaryFolder { dir in
            let real = dir + "/real.bin", link = dir + "/link.bin"
            try AtomicFile.write([1], to: real)
            #expect(symlink(real, link) == 0)
            try AtomicFile.write([7, 7], to: link)
            #expect(try InputFile.read(real, limit: 10) == [7, 7])
            var st = stat()
            #expect(lstat(link, &st) == 0 && st.st_mode & S_IFMT == S_IFLNK)
            #expect(symlink(dir + "/nowhere", dir + "/dangling") == 0)
            #expect(throws: FileError(.write, dir + "/dangling", "it is a symbolic link to a file that does not exist")) {
                try AtomicFile.write([1], to: dir + "/dangling")
            }
            #expect(symlink("/dev/null", dir + "/null-link") == 0)
            #expect(throws: FileError.self) { try AtomicFile.write([1], to: dir + "/null-link") }
        }
    }

    @Test func anExistingFileKeepsItsPermissions() throws {
        try withTemporaryFolder { dir in
            let path = dir + "/private.png"
            try AtomicFile.write([1], to: path)
            chmod(path, 0o600)
            try AtomicFile.write([2], to: path)
            var st = stat()
            #expect(stat(path, &st) == 0 && st.st_mode & 0o777 == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["private.png"])
        }
    }

    /// Temporaries are hidden, name their owner, and are cleaned by the next write into the folder when
    /// that owner is gone (a SIGKILL); a living owner's are left alone.
    @Test func staleTemporariesAreRemovedByTheNextWrite() throws {
        try withTemporaryFolder { dir in
            let name = (TemporaryFiles.path(beside: dir + "/frame.png") as NSString).lastPathComponent
            #expect(name.hasPrefix(".frame.png.sheetshot-\(getpid())-") && name.hasSuffix(".tmp"))
            #expect(TemporaryFiles.owner(ofName: name) == getpid())
            #expect(TemporaryFiles.owner(ofName: ".a.sheetshot-12-zz.tmp") == nil)
            #expect(TemporaryFiles.owner(ofName: "a.sheetshot-12-ab.tmp") == nil)
            let dead = ".clip.png.sheetshot-\(deadProcessID())-1f2e.tmp", alive = ".clip.png.sheetshot-1-abcd.tmp"
            let deadFolder = ".frames.sheetshot-\(deadProcessID())-77.tmp"
            try AtomicFile.write([0], to: dir + "/" + dead)   // (written by name: the test plays the killed process)
            try AtomicFile.write([0], to: dir + "/" + alive)
            try FileManager.default.createDirectory(atPath: dir + "/" + deadFolder + "/x", withIntermediateDirectories: true)
            let sub = dir + "/sub"
            try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
            for n in [dead, alive] { try FileManager.default.moveItem(atPath: dir + "/" + n, toPath: sub + "/" + n) }
            try FileManager.default.moveItem(atPath: dir + "/" + deadFolder, toPath: sub + "/" + deadFolder)
            try AtomicFile.write([1, 2], to: sub + "/out.png")
            #expect(try FileManager.default.contentsOfDirectory(atPath: sub).sorted() == [alive, "out.png"])
        }
    }

    /// A write that fails part-way (here: refused by the signal-ending state) leaves no temporary, and a
    /// tracked temporary folder is removed whole even while files arrive in it.
    @Test func temporaryFoldersAreRemovedWhole() throws {
        try withTemporaryFolder { dir in
            let folder = TemporaryFiles.path(beside: dir + "/frames")
            #expect(TemporaryFiles.track(folder, isFolder: true))
            try FileManager.default.createDirectory(atPath: folder + "/deep", withIntermediateDirectories: true)
            try AtomicFile.write([1], to: folder + "/deep/a.png")
            TemporaryFiles.discard(folder)
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
        }
    }

    @Test func outputFoldersAreMadeOrRefusedInWords() throws {
        try withTemporaryFolder { dir in
            try OutputFolder.create(dir + "/a/b/c")
            try OutputFolder.create(dir + "/a/b/c")
            #expect(FileManager.default.fileExists(atPath: dir + "/a/b/c"))
            try AtomicFile.write([1], to: dir + "/file")
            #expect(throws: FileError(.createFolder, dir + "/file", "it is a file, not a folder")) { try OutputFolder.create(dir + "/file/x") }
            chmod(dir + "/a", 0o500)
            defer { chmod(dir + "/a", 0o755) }
            if getuid() != 0 {   // root may write anywhere
                #expect(throws: FileError(.createFolder, dir + "/a/new", "permission denied")) { try OutputFolder.create(dir + "/a/new") }
            }
        }
    }

    @Test func inputFilesAreBoundedAndNamed() throws {
        try withTemporaryFolder { dir in
            let path = dir + "/big.json"
            try AtomicFile.write([UInt8](repeating: 32, count: 100), to: path)
            #expect(try InputFile.read(path, limit: 100).count == 100)
            #expect(throws: FileError(.read, path, "it is 100 bytes, more than the limit of 99")) { try InputFile.read(path, limit: 99) }
            #expect(throws: FileError(.read, "/dev/zero", "it is a character device, not a regular file")) { try InputFile.read("/dev/zero", limit: 10) }
            #expect(throws: FileError(.read, dir, "it is a folder, not a file")) { try InputFile.read(dir, limit: 10) }
            #expect(throws: FileError(.read, path + "/x", "\(path) is not a folder")) { try InputFile.read(path + "/x", limit: 10) }
        }
    }
}
