import Canvas
import Foundation
import SheetshotGallery
import SheetshotSnapshotCore

/// Folders from other machines — shards' failure reports and galleries — made from the bytes, joined as
/// `render-demo join-reports` and `join-galleries` join them, and the joined report's accept script run:
/// whatever the folders hold, nothing outside the output folders may change, and no output may hold a link.
///
/// The bytes describe the two shards line by line (`\n`): `f<path>\t<content>` a file, `d<path>` a folder,
/// `l<path>\t<target>` a symbolic link, the path starting `a/` or `b/` for the shard. In contents and
/// targets `@ROOT@` is the sandbox's path and `@PNG@` a small PNG. The sandbox also holds `outside/` (a
/// secret and a folder) and `checkout/` (a source file and `refs/`): what is there must stay as it is
/// (accepting may add references to the checkout, never change what it holds but them).
enum FolderFuzz {
    /// A 2×2 PNG, the picture `@PNG@` stands for.
    static let png: [UInt8] = (try? Image(width: 2, height: 2, color: .white).pngData()) ?? []

    static func run(_ bytes: [UInt8]) {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("sheetshot-fuzz-folders-\(getpid())").path
        try? fm.removeItem(atPath: root)
        defer { try? fm.removeItem(atPath: root) }
        guard (try? OutputFolder.create(root + "/in/a")) != nil, (try? OutputFolder.create(root + "/in/b")) != nil,
              (try? OutputFolder.create(root + "/outside/keys")) != nil, (try? OutputFolder.create(root + "/checkout/refs")) != nil,
              fm.createFile(atPath: root + "/outside/secret.txt", contents: Data("secret\n".utf8)),
              fm.createFile(atPath: root + "/outside/keys/id_rsa", contents: Data("key\n".utf8)),
              fm.createFile(atPath: root + "/checkout/Package.swift", contents: Data("// package\n".utf8)),
              let input = try? ConfinedFolder(root + "/in") else { return }
        // The shards, made without following any link the input itself made.
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).prefix(64) {
            guard let kind = line.first else { continue }
            let rest = line.dropFirst()
            let tab = rest.firstIndex(of: UInt8(ascii: "\t")) ?? rest.endIndex
            let components = String(decoding: rest[..<tab], as: UTF8.self).split(separator: "/").map(String.init)
                .filter { FileName.problem(with: $0) == nil }
            guard components.count >= 2, ["a", "b"].contains(components[0]), let path = try? RelativePath(components: components) else { continue }
            let value = String(decoding: tab < rest.endIndex ? rest[rest.index(after: tab)...] : [], as: UTF8.self)
                .replacingOccurrences(of: "@ROOT@", with: root)
            switch kind {
            case UInt8(ascii: "f"):
                let content = value == "@PNG@" ? png : Array(value.utf8)
                try? input.write(content, to: path)
            case UInt8(ascii: "d"):
                try? input.makeFolder(path)
            case UInt8(ascii: "l"):
                if let parent = path.parent { try? input.makeFolder(parent) }
                if input.entry(path) == nil { symlink(value, input.display(path)) }
            default:
                continue
            }
        }
        let before = snapshot(root, keep: ["outside", "checkout"])
        let shards = [root + "/in/a", root + "/in/b"]
        _ = try? SnapshotReport.join(shards, into: root + "/out-report", rebasing: [.init(from: "/ci/checkout", to: root + "/checkout")],
                                     checkout: root + "/checkout")
        _ = try? GalleryPage.merge(shards, into: root + "/out-gallery")
        _ = try? GalleryIndex.merge(shards, into: root + "/out-index")
        // The joined report's accept-all script, as its user would run it.
        let script = root + "/out-report/accept-all.sh"
        if fm.fileExists(atPath: script) {
            let sh = Process()
            sh.executableURL = URL(fileURLWithPath: "/bin/sh")
            sh.arguments = [script]
            sh.currentDirectoryURL = URL(fileURLWithPath: root + "/checkout")
            sh.standardOutput = FileHandle.nullDevice
            sh.standardError = FileHandle.nullDevice
            if (try? sh.run()) != nil { sh.waitUntilExit() }
        }
        let after = snapshot(root, keep: ["outside", "checkout"])
        // Outside is untouched; in the checkout, what was there is too (accepting may add references to it).
        for (path, content) in before {
            precondition(after[path] == content, "\(path) was changed by joining folders from outside")
        }
        for path in after.keys where before[path] == nil {
            precondition(path.hasPrefix("checkout/"), "\(path) was made outside the output folders and the checkout")
        }
        let top = Set((try? fm.contentsOfDirectory(atPath: root)) ?? [])
        precondition(top.isSubset(of: ["in", "outside", "checkout", "out-report", "out-gallery", "out-index"]), "made at the top: \(top)")
        for out in ["out-report", "out-gallery", "out-index"] {
            for (path, content) in snapshot(root + "/" + out, keep: nil) {
                precondition(content != "link", "\(out)/\(path) is a symbolic link")
            }
        }
    }

    /// Every entry under `folder` (only the `keep` top-level names, when given) with its content, a
    /// folder as "folder" and a link as "link" — never followed.
    static func snapshot(_ folder: String, keep: Set<String>?) -> [String: String] {
        var out: [String: String] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                if relative.isEmpty, let keep, !keep.contains(name) { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var st = stat()
                guard lstat(folder + "/" + child, &st) == 0 else { continue }
                switch st.st_mode & S_IFMT {
                case S_IFDIR: out[child] = "folder"; pending.append(child)
                case S_IFLNK: out[child] = "link"
                default: out[child] = String(decoding: (try? InputFile.read(folder + "/" + child, limit: 1 << 20, followingLinks: false)) ?? [], as: UTF8.self)
                }
            }
        }
        return out
    }
}
