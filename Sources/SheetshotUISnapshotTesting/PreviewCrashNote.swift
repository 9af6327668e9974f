import Canvas
import Foundation
import SheetshotFiles
import SheetshotUI

/// Names the preview being checked when the process stops on a trap in it.
///
/// A preview whose code traps — `fatalError`, `try!` on an error, a force-unwrapped nil, an index out of
/// range — stops the whole test process: Swift has no way to recover from a trap, so the previews after it
/// are not checked, and the test runner reports only that the process crashed. While previews are checked,
/// this note holds which one is being built and rendered; if the process stops on a signal (SIGILL, SIGTRAP,
/// SIGABRT, SIGSEGV, SIGBUS, SIGFPE), it writes to standard error, before Swift's own crash report:
///
/// ```
/// Sheetshot: the process stopped (signal 4) while checking preview "Order summary" (Orders/Summary.swift,
/// line 41) on iphone15pro-dark; the previews after it were not checked. …
/// ```
///
/// The message is formatted before the preview runs, and written with `write(2)` alone (what a signal
/// handler may do); the handlers that were installed before (Swift's backtracer) then run as before.
enum PreviewCrashNote {
    /// The message's bytes, formatted before each preview is checked: `head`, then the signal's number is
    /// written, then the rest (`length` bytes in all).
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var head = 0
    nonisolated(unsafe) private static var length = 0
    private static let capacity = 2048
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// The handlers installed before, by signal number (a plain array: read in the handler).
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) private static let saved: UnsafeMutablePointer<Bool> = {
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 65)
        flags.initialize(repeating: false, count: 65)
        return flags
    }()
    nonisolated(unsafe) private static var depth = 0

    /// Runs `body` with the handlers installed (nested calls share them).
    @MainActor static func whileChecking<T>(_ body: () throws -> T) rethrows -> T {
        if depth == 0 { install() }
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { uninstall() }
        }
        return try body()
    }

    /// Notes that `preview` is being checked on `variant` (nil: nothing is).
    @MainActor static func note(_ preview: Preview?, variant: String) {
        guard let preview else { length = 0; return }
        let before = Array("\nSheetshot: the process stopped (signal ".utf8)
        let after = Array((") while checking preview \"\(FileName.visible(preview.displayName))\" (\(preview.fileID), line \(preview.line)) on "
            + "\(FileName.visible(variant)); the previews after it were not checked. A trap in a preview's code (fatalError, try!, a nil "
            + "unwrapped, an index out of range) ends the test process: mend it, or leave the preview out with including: or a shard "
            + "(SHEETSHOT_SHARD) while you do.\n").utf8)
        let bytes = Array((before + after).prefix(capacity))
        bytes.withUnsafeBufferPointer { raw in
            raw.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { buffer.update(from: $0, count: bytes.count) }
        }
        head = before.count
        length = bytes.count
    }

    private static func install() {
        for sig in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { sig, _, _ in
                PreviewCrashNote.report(sig)
                // Whatever handled the signal before (Swift's backtracer, or the default: end the process) now does.
                if sig >= 0 && sig < 65 && PreviewCrashNote.saved[Int(sig)] {
                    sigaction(sig, PreviewCrashNote.previous + Int(sig), nil)
                } else {
                    signal(sig, SIG_DFL)
                }
                raise(sig)
            }
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            saved[Int(sig)] = sigaction(sig, &action, previous + Int(sig)) == 0
        }
    }

    private static func uninstall() {
        for sig in signals where saved[Int(sig)] {
            sigaction(sig, previous + Int(sig), nil)
            saved[Int(sig)] = false
        }
        length = 0
    }

    /// Writes the note with the signal's number (async-signal-safe: `write(2)` and stack memory only).
    private static func report(_ sig: Int32) {
        guard length > 0, head <= length else { return }
        _ = write(2, buffer, head)
        var digits: (CChar, CChar, CChar) = (CChar(48 + Int(sig) / 100 % 10), CChar(48 + Int(sig) / 10 % 10), CChar(48 + Int(sig) % 10))
        withUnsafePointer(to: &digits) { p in
            p.withMemoryRebound(to: CChar.self, capacity: 3) { d in
                let skip = sig >= 100 ? 0 : sig >= 10 ? 1 : 2
                _ = write(2, d + skip, 3 - skip)
            }
        }
        _ = write(2, buffer + head, length - head)
    }
}
