import Foundation
import Testing

/// The built `render-demo` beside this test binary.
let renderDemo = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("render-demo").path

/// What a run of a command printed and how it ended.
struct Run {
    var status: Int32
    var signalled: Bool
    var stdout: String
    var stderr: String
}

/// Runs `/bin/sh -c script` in `folder` with `$R` set to render-demo; `whileRunning` gets the process once
/// it has started (to signal it).
func shell(_ script: String, in folder: String, whileRunning: ((Process) throws -> Void)? = nil) throws -> Run {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = ["-c", script]
    p.currentDirectoryURL = URL(fileURLWithPath: folder)
    var env = ProcessInfo.processInfo.environment
    env["R"] = renderDemo
    p.environment = env
    let out = Pipe(), err = Pipe()
    p.standardOutput = out; p.standardError = err
    try p.run()
    try whileRunning?(p)
    let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Run(status: p.terminationStatus, signalled: p.terminationReason == .uncaughtSignal,
               stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
}

/// Every file and folder under `folder`, relative, sorted.
func listing(_ folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
}

func withFolder<T>(_ body: (String) throws -> T) throws -> T {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-demo-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    return try body(dir)
}

/// Waits (up to 60 s) until `condition` holds.
func waitUntil(_ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(60)
    while !condition() && Date() < deadline { usleep(20_000) }
}

@Suite(.serialized) struct CommandLineSafetyTests {
    /// Numbers after validation: each is a clear error, exit 1, and nothing written.
    @Test func hostileNumbersAreErrorsBeforeAnyWork() throws {
        try withFolder { dir in
            let cases: [(String, String)] = [
                ("$R animate --to expanded --fps 240 --duration 1e7 --out o", "--duration 10000000.0 is not a length of time in 0…120 s"),
                ("$R animate --to expanded --fps 240 --duration 1e308 --out o", "--duration 1e+308 is not a length of time in 0…120 s"),
                ("$R animate --to expanded --duration nan --out o", "--duration nan is not a length of time in 0…120 s"),
                ("$R animate --to expanded --fps 240 --duration 100 --out o", "100.00 s at 240 fps is 24001 frames, more than the limit of 10000"),
                ("$R animate --to expanded --out o --every 0", "--every 0 must be at least 1"),
                ("$R render --scale 1e308 -o x.png", "--scale 1e+308: would make a canvas of the 393×852 pt screen far larger than 16384 pixels a side"),
                ("$R render --scale 0 -o x.png", "--scale 0.0: must be a finite number above 0"),
                ("$R render --scale=-1 -o x.png", "--scale -1.0: must be a finite number above 0"),
                ("$R render --scale nan -o x.png", "--scale nan: must be a finite number above 0"),
                ("$R render --scale inf -o x.png", "--scale inf: must be a finite number above 0"),
                ("$R render --offset nan -o x.png", "--offset nan is not a position in points"),
            ]
            for (command, message) in cases {
                let r = try shell(command, in: dir)
                #expect(r.status == 1 && !r.signalled, "\(command): \(r.status) \(r.stderr)")
                #expect(r.stderr == "render-demo: error: \(message)\n", "\(command)")
            }
            #expect(listing(dir) == [])
        }
    }

    /// Outputs are all checked before the first frame; a reused --out loses the earlier clip's extra frames.
    @Test func everyOutputIsCheckedBeforeWriting() throws {
        try withFolder { dir in
            var r = try shell("$R animate --to expanded --fps 5 --scale 0.5 --out clip --events nodir/ev.json", in: dir)
            #expect(r.stderr == "render-demo: error: the event log nodir/ev.json: the folder \(dir)/nodir does not exist\n")
            r = try shell("$R animate --to expanded --fps 5 --scale 0.5 --out clip --apng clip/frame-0002.png", in: dir)
            #expect(r.stderr == "render-demo: error: the APNG clip/frame-0002.png would be overwritten by frame 2 of the clip\n")
            r = try shell("$R animate --to expanded --fps 5 --scale 0.5 --out clip --apng a.png --contact-sheet ./a.png", in: dir)
            #expect(r.stderr == "render-demo: error: the contact sheet ./a.png is the same file as the APNG a.png\n")
            r = try shell("touch file && $R animate --to expanded --fps 5 --scale 0.5 --out file", in: dir)
            #expect(r.stderr == "render-demo: error: the frames folder file is a file, not a folder\n")
            #expect(listing(dir) == ["file"])
            // A long clip, then a short one into the same folder, with the APNG inside it.
            r = try shell("$R animate --to expanded --fps 20 --scale 0.5 --out clip >/dev/null && $R animate --to expanded --fps 5 --scale 0.5 --out clip --apng clip/clip.png", in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            let written = Int(r.stdout.split(separator: " ")[1]) ?? -1   // "wrote N frames to …"
            #expect(written > 3 && written < 10)
            #expect(listing(dir + "/clip") == ["clip.png"] + (0..<written).map { String(format: "frame-%04d.png", $0) })
        }
    }

    /// Output onto a device, a folder or through a missing folder is refused in words; /dev/null stays.
    @Test func devicesAndFoldersAreNeverReplaced() throws {
        try withFolder { dir in
            let cases: [(String, String)] = [
                ("$R render --scale 0.5 -o /dev/null", "cannot write /dev/null: it is a character device, not a regular file (only regular files are replaced)"),
                ("$R render --scale 0.5 -o .", "cannot write .: it is a folder, not a regular file (only regular files are replaced)"),
                ("$R render --scale 0.5 -o /dev/null/x", "cannot write /dev/null/x: /dev/null is not a folder"),
                ("$R draw /dev/zero -o x.png", "cannot read /dev/zero: it is a character device, not a regular file"),
                ("$R draw . -o x.png", "cannot read .: it is a folder, not a file"),
                ("$R scenario /dev/zero --out o", "cannot read /dev/zero: it is a character device, not a regular file"),
                ("$R draw missing.json -o x.png", "cannot read missing.json: no such file"),
                ("$R animate --to expanded --out /dev/null/x", "the frames folder /dev/null/x: /dev/null is not a folder"),
                ("$R gallery --output /dev/null/g", "cannot create the folder /dev/null: it is a character device, not a folder"),
            ]
            for (command, message) in cases {
                let r = try shell(command, in: dir)
                #expect(r.stderr == "render-demo: error: \(message)\n", "\(command)")
            }
            var st = stat()
            #expect(stat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
            #expect(listing(dir) == [])
        }
    }

    /// A full disk (here: a file-size limit, which fails writes as a full disk does) leaves neither a
    /// temporary nor a half-written clip, and says which file could not be written.
    @Test func aFailedWriteLeavesNothingBehind() throws {
        try withFolder { dir in
            var r = try shell("trap '' XFSZ; ulimit -f 8; $R render --scale 1 -o big.png", in: dir)
            #expect(r.stderr == "render-demo: error: cannot write big.png: the file is larger than this process may write\n")
            r = try shell("trap '' XFSZ; ulimit -f 8; $R animate --to expanded --fps 5 --out frames --apng clip.png", in: dir)
            #expect(r.stderr == "render-demo: error: cannot write frames/frame-0000.png: the file is larger than this process may write\n")
            #expect(listing(dir) == [])
        }
    }

    /// SIGINT and SIGTERM remove every temporary (the APNG being written, the frames not yet in place) and
    /// end the process by the signal; after SIGKILL the next run into the folder removes the leftovers.
    @Test func signalsLeaveNoTemporaries() throws {
        for (sig, name) in [(SIGTERM, "TERM"), (SIGINT, "INT"), (SIGKILL, "KILL")] {
            try withFolder { dir in
                let r = try shell("exec $R animate --to expanded --fps 60 --duration 30 --scale 0.5 --out frames --apng clip.png", in: dir) { p in
                    waitUntil { listing(dir).contains { $0.hasPrefix("frames/.frames.sheetshot-") && $0.hasSuffix("frame-0003.png") } }
                    kill(p.processIdentifier, sig)
                }
                #expect(r.signalled && r.status == sig, "SIG\(name): \(r.status) \(r.stderr) \(r.stdout)")
                if sig == SIGKILL {
                    #expect(listing(dir).contains { $0.contains(".sheetshot-") })
                    let again = try shell("$R animate --to expanded --fps 5 --scale 0.5 --out frames --apng clip.png", in: dir)
                    #expect(again.status == 0)
                    #expect(!listing(dir).contains { $0.contains(".sheetshot-") }, "\(listing(dir))")
                } else {
                    #expect(listing(dir) == ["frames"], "SIG\(name) left \(listing(dir))")   // the folder asked for, empty
                }
            }
        }
    }
}
