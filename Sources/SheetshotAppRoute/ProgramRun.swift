import Foundation

/// A program run to its end (git, SwiftPM), with a time limit and a limit on what of its output is kept: the
/// rest is read and dropped, so a program that prints without end neither fills the memory nor stalls on a
/// full pipe. Standard input is empty.
struct ProgramRun {
    /// Why a program gave no result.
    enum Failure: Error {
        /// It could not be started (the reason).
        case notStarted(String)
        /// It ran past its time limit and was stopped.
        case timedOut
    }
    /// Its exit status.
    let status: Int32
    /// What it printed (at most the limit), and its errors (at most 1 MiB).
    let output: Data, errors: Data

    /// Runs `arguments` (the program, found on the `PATH`, then its arguments) in `environment` (nil: this
    /// process's).
    init(_ arguments: [String], environment: [String: String]? = nil, timeout: TimeInterval, outputLimit: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure.notStarted("\(error)") }
        nonisolated(unsafe) var printed = Data(), complained = Data()
        let reader = DispatchGroup()
        reader.enter()
        DispatchQueue.global().async { printed = Self.read(output.fileHandleForReading, atMost: outputLimit); reader.leave() }
        reader.enter()
        DispatchQueue.global().async { complained = Self.read(errors.fileHandleForReading, atMost: 1 << 20); reader.leave() }
        if reader.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw Failure.timedOut
        }
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = printed
        self.errors = complained
    }

    /// At most `limit` bytes of `handle`'s output, read to its end.
    static func read(_ handle: FileHandle, atMost limit: Int) -> Data {
        var kept = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return kept }
            if kept.count < limit { kept.append(chunk.prefix(limit - kept.count)) }
        }
    }
}
