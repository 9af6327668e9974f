// How a user's file is compiled against SheetshotUI: `swiftc -typecheck` with the search paths, C module
// maps and macro plug-in SwiftPM gave the `SwiftUI` module when it built it (read from the build's
// description, `.build/debug.yaml`), so a file's `import SwiftUI`, `import UIKit` and `import Combine` find
// SheetshotUI's facades with no change to the file.
import Foundation

/// The Swift language modes a file is checked in.
enum LanguageMode: Int, Codable, CaseIterable, Sendable, Comparable {
    case swift5 = 5, swift6 = 6
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    /// "Swift 5", "Swift 6".
    var name: String { "Swift \(rawValue)" }
}

/// Why the compiler could not be set up.
struct CompilerSetupError: Error, CustomStringConvertible {
    let description: String
}

/// The compiler and the flags a file needs to see SheetshotUI's modules.
struct CompilerInvocation: Sendable {
    /// The `swiftc` to run.
    let compiler: String
    /// Search paths, module maps, target and macro plug-in, as SwiftPM passed them to the `SwiftUI` module.
    let flags: [String]

    /// The flags of the `SwiftUI` facade's compile command in `buildDescription` (SwiftPM's `debug.yaml` or
    /// `release.yaml`).
    init(buildDescription: URL) throws {
        guard let text = try? String(contentsOf: buildDescription, encoding: .utf8) else {
            throw CompilerSetupError(description: "cannot read the build description \(buildDescription.path)")
        }
        // The command's block starts with its quoted name; its `args:` line is a JSON array. The target's own
        // build, not a host build of it (`C.SwiftUI-…-debug-tool.module`, made when a test target needs the
        // module and SwiftPM builds the tests for the host): that one searches host modules only, where
        // Combine is not.
        guard let start = text.range(of: #"(?m)^  "C\.SwiftUI-[^"]*(?<!-tool)\.module":$"#, options: .regularExpression),
              let argsLine = text[start.upperBound...].split(separator: "\n").first(where: {
                  $0.trimmingCharacters(in: .whitespaces).hasPrefix("args:") }),
              let json = argsLine.range(of: "[").map({ argsLine[$0.lowerBound...] }),
              let args = try? JSONDecoder().decode([String].self, from: Data(json.utf8)), let compiler = args.first else {
            throw CompilerSetupError(description: "\(buildDescription.path) has no compile command for the SwiftUI module; build it first (swift build --target SwiftUI)")
        }
        self.compiler = compiler
        self.flags = Self.searchFlags(in: Array(args.dropFirst()))
    }

    /// The flags that say where modules are and how to read them, without those that name the facade's own
    /// sources and outputs.
    static func searchFlags(in args: [String]) -> [String] {
        let withValue: Set = ["-I", "-F", "-target", "-sdk", "-module-cache-path", "-resource-dir", "-Xcc", "-plugin-path",
                              "-external-plugin-path", "-load-plugin-library", "-load-plugin-executable"]
        var kept: [String] = [], index = 0
        while index < args.count {
            let arg = args[index]
            if arg == "-Xfrontend", index + 2 < args.count, args[index + 1].hasPrefix("-load-plugin") || args[index + 1].hasSuffix("plugin-path") {
                kept += args[index...(index + 3)]   // -Xfrontend -load-plugin-executable -Xfrontend PATH#MODULE
                index += 4
            } else if withValue.contains(arg), index + 1 < args.count {
                kept += [arg, args[index + 1]]
                index += 2
            } else if arg.hasPrefix("-I") || arg.hasPrefix("-D") || arg.hasPrefix("-F") {
                kept.append(arg)
                index += 1
            } else {
                index += 1
            }
        }
        return kept
    }

    /// The arguments that type-check `file` alone as module `module` in `mode`.
    func typecheckArguments(_ files: [String], module: String, mode: LanguageMode) -> [String] {
        ["-typecheck", "-parse-as-library", "-module-name", module, "-swift-version", String(mode.rawValue),
         "-diagnostic-style", "llvm", "-no-color-diagnostics", "-suppress-warnings", "-Onone"] + flags + files
    }
}

/// A program run to its end: its exit status and everything it printed (standard output and error together).
struct ProgramRun: Sendable {
    let status: Int32
    let output: String
    let seconds: Double

    /// Runs `executable` with `arguments`, killing it after `timeout` seconds (then the status is -9).
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: Double = 600,
                    environment: [String: String]? = nil) throws -> ProgramRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        // Output goes to a file, so a chatty program never blocks on a full pipe.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-compat-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let deadline = DispatchTime.now() + timeout
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: deadline, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        try? handle.close()
        let data = (try? Data(contentsOf: log)) ?? Data()
        let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return ProgramRun(status: status, output: String(decoding: data, as: UTF8.self), seconds: Date().timeIntervalSince(start))
    }
}
