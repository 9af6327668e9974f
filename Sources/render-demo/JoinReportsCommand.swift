import ArgumentParser
import Foundation
import SheetshotSnapshotCore

/// Joins the snapshot-failure reports written in parts — a CI matrix's shards, each with its own
/// `SNAPSHOT_ARTIFACTS` folder, downloaded — into one report with one accept-all script.
struct JoinReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join-reports",
        abstract: "Join snapshot-failure reports written in parts (a CI matrix's shards) into one report.",
        discussion: """
        Each folder is an artifacts folder a test run wrote (its index.html, accept-all.sh and the \
        *.failure.json records beside the images). The joined folder gets copies of every failure's images \
        and one index.html and accept-all.sh. --rebase FROM=TO moves reference paths from the CI machine's \
        checkout to yours, so that the accept commands work here. The folders come from other machines: \
        nothing in them is followed out (a symbolic link in one is an error), the output must be new or \
        empty, and only references inside your checkout (the --rebase target, else the current folder) \
        get an accept command.
        """)

    @Option(name: .shortAndLong, help: "The folder to write the joined report into: new or empty (created if missing).") var output: String
    @Option(name: .customLong("rebase"), help: ArgumentHelp("Replace the reference path prefix FROM with TO (repeatable).", valueName: "FROM=TO"))
    var rebase: [String] = []
    @Argument(help: "The artifacts folders to join.") var folders: [String]

    func run() throws {
        do {
            let rules = try rebase.map { argument -> SnapshotReport.Rebase in
                guard let rule = SnapshotReport.Rebase(argument) else {
                    throw ValidationError("--rebase \(argument): must be FROM=TO, two paths")
                }
                return rule
            }
            let result = try SnapshotReport.join(folders, into: output, rebasing: rules)
            var line = "joined \(folders.count) report\(folders.count == 1 ? "" : "s"): \(result.failures) failure\(result.failures == 1 ? "" : "s")"
            if result.duplicates > 0 { line += ", \(result.duplicates) listed twice left out" }
            if !rules.isEmpty { line += ", \(result.rebased) reference path\(result.rebased == 1 ? "" : "s") rebased" }
            print(line)
            if result.failures > 0 {
                print("report: \(SnapshotReport.path(in: URL(fileURLWithPath: output)).standardizedFileURL.path)")
                print("accept every failure in it (look first): sh \(SnapshotReport.acceptAllPath(in: URL(fileURLWithPath: output)).standardizedFileURL.path)")
            }
        } catch {
            throw fail(error)
        }
    }
}
