import Foundation

/// Checkouts of an app's pinned packages, one folder per package identity under a checkouts folder, each at
/// the revision `Package.resolved` pins — by git, as SwiftPM and Xcode fetch them. The identity (a checked
/// folder name), the location (a checked repository URL) and the revision (40 hex digits) come from
/// `PackagePins`, which refuses anything else; git is run with no prompt, no hooks from outside, and the
/// `file` and `ext` transports off, so a pin cannot read the machine's own repositories or run a command.
public enum PackageCheckouts {
    /// The commit checked out in `folder`, or nil when it is not a git checkout.
    public static func revision(of folder: URL) -> String? {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path),
              let run = try? git(["-C", folder.path, "rev-parse", "HEAD"]), run.status == 0 else { return nil }
        let text = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.count == 40 && text.allSatisfy(\.isHexDigit) ? text : nil
    }

    /// Makes `checkouts/<pin.identity>` a checkout of `pin.location` at `pin.revision`: cloned when absent,
    /// fetched and moved when at another revision, left as it is when already there. Returns the folder.
    @discardableResult
    public static func checkOut(_ pin: PackagePins.Pin, in checkouts: URL, allowingLocalRepositories: Bool = false) throws -> URL {
        guard PackagePins.isSafeIdentity(pin.identity) else { throw AppPackagesError("\(pin.identity): not a package name") }
        guard pin.revision.count == 40, pin.revision.allSatisfy(\.isHexDigit) else { throw AppPackagesError("\(pin.identity): no 40-digit revision") }
        let local = allowingLocalRepositories && pin.location.hasPrefix("/")
        guard local || PackagePins.isCloneable(pin.location) else {
            throw AppPackagesError("\(pin.identity): \(pin.location.prefix(200)) is not a repository URL git is asked to fetch (https, http, ssh or git@host:path)")
        }
        let folder = checkouts.appendingPathComponent(pin.identity, isDirectory: true)
        if revision(of: folder) == pin.revision { return folder }
        try FileManager.default.createDirectory(at: checkouts, withIntermediateDirectories: true)
        let transports = local ? [] : ["-c", "protocol.file.allow=never", "-c", "protocol.ext.allow=never"]
        if revision(of: folder) == nil {
            if FileManager.default.fileExists(atPath: folder.path) {
                throw AppPackagesError("\(folder.path) exists and is not a git checkout: move it away to check \(pin.identity) out there")
            }
            // Cloned beside its place and moved in when whole: an interrupted clone leaves no half checkout.
            let partial = checkouts.appendingPathComponent(".\(pin.identity).partial", isDirectory: true)
            try? FileManager.default.removeItem(at: partial)
            let clone = try git(transports + ["clone", "--quiet", "--no-checkout", "--", pin.location, partial.path], timeout: 1800)
            guard clone.status == 0 else {
                try? FileManager.default.removeItem(at: partial)
                throw AppPackagesError("\(pin.identity): git clone \(pin.location) failed: \(clone.output.suffix(600))")
            }
            try FileManager.default.moveItem(at: partial, to: folder)
        }
        if (try? git(["-C", folder.path, "cat-file", "-e", pin.revision + "^{commit}"]))?.status != 0 {
            let fetch = try git(transports + ["-C", folder.path, "fetch", "--quiet", "origin", pin.revision], timeout: 1800)
            guard fetch.status == 0 else { throw AppPackagesError("\(pin.identity): git fetch of \(pin.revision) failed: \(fetch.output.suffix(600))") }
        }
        let checkout = try git(["-C", folder.path, "-c", "advice.detachedHead=false", "checkout", "--quiet", "--force", "--detach", pin.revision])
        guard checkout.status == 0 else { throw AppPackagesError("\(pin.identity): git checkout \(pin.revision) failed: \(checkout.output.suffix(600))") }
        return folder
    }

    /// Runs git with `arguments`, no terminal prompt and no system or user configuration; its output and
    /// errors together, at most 1 MiB.
    static func git(_ arguments: [String], timeout: TimeInterval = 120) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_ASKPASS"] = "/bin/false"
        let run: ProgramRun
        do { run = try ProgramRun(["git"] + arguments, environment: environment, timeout: timeout, outputLimit: 1 << 20) } catch let error as ProgramRun.Failure {
            switch error {
            case .notStarted(let why): throw AppPackagesError("git could not be run (\(why)): install git")
            case .timedOut: throw AppPackagesError("git \(arguments.filter { !$0.hasPrefix("-") }.prefix(2).joined(separator: " ")) took longer than \(Int(timeout)) s")
            }
        }
        return (run.status, String(decoding: run.output + run.errors, as: UTF8.self))
    }
}
