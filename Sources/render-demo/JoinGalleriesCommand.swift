import ArgumentParser
import Foundation
import SheetshotGallery

/// Joins galleries written in parts — a CI matrix's shards, each run with `SHEETSHOT_SHARD=i/n` and
/// `SHEETSHOT_GALLERY=<its folder>` — into one.
struct JoinGalleriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join-galleries",
        abstract: "Join gallery folders written in parts (a CI matrix's shards) into one gallery.")

    @Option(name: .shortAndLong, help: "The folder to write the joined gallery into (created if missing).") var output: String
    @Argument(help: "The gallery folders to join, each holding a gallery.json.") var folders: [String]

    func run() throws {
        do {
            let page = try GalleryPage.merge(folders, into: output)
            print("wrote \((output as NSString).appendingPathComponent("index.html")) — \(page.pictureCount) pictures from \(folders.count) galleries")
        } catch {
            throw fail(error)
        }
    }
}
