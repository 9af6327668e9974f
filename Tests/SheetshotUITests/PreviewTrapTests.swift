import Foundation
@testable import SheetshotUI
import SheetshotUISnapshotTesting
import Testing

/// A preview whose code traps (an index out of range).
private struct OutOfRange: View {
    let items: [String] = []
    var body: some View { Text(items[Int("1") ?? 1]) }
}

#Preview("Traps when drawn") { OutOfRange() }

/// A trap in a preview ends the test process; the note names the preview it happened in (issue 44, C1).
@MainActor @Suite struct PreviewTrapTests {
    /// Run only in a child process (SHEETSHOT_TRAP_CHILD set): checks the trapping preview, and dies.
    @Test func trapInAChildProcess() {
        guard ProcessInfo.processInfo.environment["SHEETSHOT_TRAP_CHILD"] == "1" else { return }
        _ = assertPreviewSnapshots(in: "SheetshotUITests", variants: .device(.iPhoneSE, scale: 0.25),
                                   including: { $0.name == "Traps when drawn" }, record: .never,
                                   directory: FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-trap-\(getpid())"))
    }

    @Test func aTrappingPreviewIsNamedWhenTheProcessStops() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", "trapInAChildProcess"]
        child.environment = ProcessInfo.processInfo.environment.merging(["SHEETSHOT_TRAP_CHILD": "1", "SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let errors = Pipe()
        child.standardError = errors
        child.standardOutput = FileHandle.nullDevice
        try child.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal, "\(text)")
        #expect(text.contains("Sheetshot: the process stopped (signal ") && text.contains("while checking preview \"Traps when drawn\"")
                && text.contains("PreviewTrapTests.swift, line 12) on iphonese-0.25x"), "\(text)")
    }
}
