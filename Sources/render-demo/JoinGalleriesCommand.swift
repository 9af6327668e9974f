import ArgumentParser
import Foundation
import SheetshotGallery

/// Joins galleries written in parts — a CI matrix's shards, each run with `SHEETSHOT_SHARD=i/n` and
/// `SHEETSHOT_GALLERY=<its folder>` — into one.
struct JoinGalleriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join-galleries",
        abstract: "Join gallery folders written in parts (a CI matrix's shards) into one gallery.")

    @Option(name: .shortAndLong, help: "The folder to write the joined gallery into: new or empty (created if missing).") var output: String
    @Argument(help: "The gallery folders to join: each holding a gallery.json, or subfolders that do (one per module).") var folders: [String]

    func run() throws {
        do {
            // Each folder is one gallery (gallery.json), or a folder of galleries (one per module, as the
            // preview galleries are written).
            if folders.contains(where: { FileManager.default.fileExists(atPath: $0 + "/gallery.json") }) {
                let page = try GalleryPage.merge(folders, into: output)
                print("wrote \(output)/index.html — \(page.pictureCount) pictures from \(folders.count) galleries")
            } else {
                let pages = try GalleryIndex.merge(folders, into: output)
                let pictures = pages.values.reduce(0) { $0 + $1.pictureCount }
                print("wrote \(output)/index.html — \(pages.count) galler\(pages.count == 1 ? "y" : "ies") (\(pages.keys.sorted().joined(separator: ", "))), "
                      + "\(pictures) pictures from \(folders.count) folders")
            }
        } catch {
            throw fail(error)
        }
    }
}
