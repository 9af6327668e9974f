// A test helper, run as separate processes by SheetSnapshotTestingTests: it fails `count` snapshots
// (no references, record mode never) into the artifacts folder given, as a test process would, so that
// processes failing side by side into one folder can be checked to keep every entry of the HTML report.
//
//   snapshot-report-writer ARTIFACTS-FOLDER REFERENCES-FOLDER WORKER-NAME COUNT
import Canvas
import Foundation
import SheetshotSnapshotCore

let args = CommandLine.arguments
guard args.count == 5, let count = Int(args[4]) else {
    FileHandle.standardError.write(Data("usage: snapshot-report-writer ARTIFACTS REFERENCES WORKER COUNT\n".utf8))
    exit(2)
}
let image = try Image(width: 4, height: 4, color: .red)
for k in 0..<count {
    let message = verifySnapshot(of: image, as: .image, named: "failure\(k)", record: .never,
                                 directory: URL(fileURLWithPath: args[2]), filePath: "/tests/ReportStressTests.swift",
                                 testName: "\(args[3])()", environment: ["SNAPSHOT_ARTIFACTS": args[1]])
    guard message != nil else { FileHandle.standardError.write(Data("snapshot \(k) passed unexpectedly\n".utf8)); exit(1) }
}
