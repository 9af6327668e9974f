import Foundation
import Testing

/// `render-demo join-reports` joins shards' snapshot-failure reports, with reference paths moved from the
/// CI machine's checkout to this one's (issue 34).
@Suite(.serialized) struct JoinReportsCommandTests {
    /// A failure record as a test run on a CI machine at /ci/checkout writes it, with its actual result beside it.
    func writeShard(_ folder: String, name: String, bytes: String) throws {
        let artifacts = folder + "/T"
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        try Data(bytes.utf8).write(to: URL(fileURLWithPath: artifacts + "/\(name).actual.txt"))
        let record: [String: String] = [
            "name": "T/\(name)", "test": "\(name)()", "reference": "/ci/checkout/Tests/__Snapshots__/T/\(name).txt",
            "actual": "/ci/artifacts/T/\(name).actual.txt", "date": "2026-11-26T00:00:00Z",
            "accept": "mkdir -p /ci/checkout/Tests/__Snapshots__/T && rm -f /ci/checkout/Tests/__Snapshots__/T/\(name).txt && cp /ci/artifacts/T/\(name).actual.txt /ci/checkout/Tests/__Snapshots__/T/\(name).txt",
            "message": "Snapshot T/\(name) failed.\n  actual: /ci/artifacts/T/\(name).actual.txt\n  reference: /ci/checkout/Tests/__Snapshots__/T/\(name).txt"
                + "\n  report:    /ci/artifacts/index.html",
        ]
        try JSONSerialization.data(withJSONObject: record).write(to: URL(fileURLWithPath: artifacts + "/\(name).failure.json"))
    }

    @Test func shardsJoinAndAcceptHere() throws {
        try withFolder { dir in
            try writeShard(dir + "/shard1", name: "one", bytes: "first\n")
            try writeShard(dir + "/shard2", name: "two", bytes: "second\n")
            try FileManager.default.createDirectory(atPath: dir + "/here/Tests/__Snapshots__/T", withIntermediateDirectories: true)
            let run = try shell(#""$R" join-reports -o joined --rebase /ci/checkout=here shard1 shard2"#, in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("joined 2 reports: 2 failures, 2 reference paths rebased"), "\(run.stdout)")
            #expect(run.stdout.contains("sh \(dir)/joined/accept-all.sh"))
            let html = try String(contentsOfFile: dir + "/joined/index.html", encoding: .utf8)
            #expect(html.contains("reference \(dir)/here/Tests/__Snapshots__/T/one.txt") && !html.contains("/ci/"))
            #expect(html.contains("report:    \(dir)/joined/index.html"))
            #expect(try shell("sh joined/accept-all.sh", in: dir).status == 0)
            #expect(try String(contentsOfFile: dir + "/here/Tests/__Snapshots__/T/two.txt", encoding: .utf8) == "second\n")
            #expect(!FileManager.default.fileExists(atPath: dir + "/joined/index.html"))
        }
    }

    @Test func badArgumentsAreErrors() throws {
        try withFolder { dir in
            try writeShard(dir + "/shard1", name: "one", bytes: "first\n")
            let rule = try shell(#""$R" join-reports -o joined --rebase nothing shard1"#, in: dir)
            #expect(rule.status == 1 && rule.stderr.contains("--rebase nothing: must be FROM=TO"), "\(rule.stderr)")
            let missing = try shell(#""$R" join-reports -o joined shard1 nowhere"#, in: dir)
            #expect(missing.status == 1 && missing.stderr.contains("cannot read nowhere: no such folder"), "\(missing.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/joined"))
        }
    }
}
