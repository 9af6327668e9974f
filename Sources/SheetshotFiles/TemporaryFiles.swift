import Foundation
import Synchronization

/// The temporary files and folders Sheetshot writes before renaming them into place, kept track of so that
/// none is left behind: removed on every failure path, on SIGINT/SIGTERM/SIGHUP when a program asks for
/// that (`removeOnTermination()`), and — after a SIGKILL or a power cut — by the next write into the same
/// folder.
///
/// Every temporary is named `.<target>.sheetshot-<pid>-<16 hex digits>.tmp` beside its target: hidden,
/// recognisable, and naming the process that owns it. A name whose process no longer runs is stale.
public enum TemporaryFiles {
    private struct State {
        var live: [String: Bool] = [:]          // path → is a folder
        var cleanedFolders: Set<String> = []
        var signalSources: [DispatchSourceSignal] = []
        /// Set when the process is ending on a signal: no new temporary may be made.
        var ending = false
    }
    private static let state = Mutex(State())

    /// A fresh temporary path beside `target` (not created).
    public static func path(beside target: String) -> String {
        let dir = FilePaths.parent(of: target)
        let temp = name(beside: (target as NSString).lastPathComponent)
        return dir.isEmpty ? temp : (dir as NSString).appendingPathComponent(temp)
    }

    /// A fresh temporary's name for a file named `name`, in the same folder (not created); for a name too
    /// long to carry (more than 200 bytes), one without it, still within a file system's 255.
    public static func name(beside name: String) -> String {
        let tail = ".sheetshot-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).tmp"
        return name.utf8.count > 200 ? tail : "." + name + tail
    }

    /// The process id in a temporary's file name, or nil when the name is not one of ours.
    package static func owner(ofName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".sheetshot-", options: .backwards) else { return nil }
        let rest = name[marker.upperBound...].dropLast(4)            // <pid>-<hex>
        let parts = rest.split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0,
              !parts[1].isEmpty, parts[1].allSatisfy({ $0.isHexDigit }) else { return nil }
        return pid
    }

    /// Starts tracking a temporary (removed by `removeAll()` until it is `release`d). Returns false when
    /// the process is ending on a signal: the temporary must then not be made.
    @discardableResult
    public static func track(_ path: String, isFolder: Bool = false) -> Bool {
        state.withLock { s in
            guard !s.ending else { return false }
            s.live[path] = isFolder
            return true
        }
    }

    /// Stops tracking a temporary: it was renamed into place or removed.
    public static func release(_ path: String) {
        _ = state.withLock { $0.live.removeValue(forKey: path) }
    }

    /// Removes a temporary (a file, or a folder with its contents) and stops tracking it.
    public static func discard(_ path: String) {
        let isFolder = state.withLock { $0.live.removeValue(forKey: path) } ?? nil
        removeItem(path, isFolder: isFolder)
    }

    /// Removes every tracked temporary now (what a signal handler does before the process ends).
    public static func removeAll() {
        let all = state.withLock { s -> [String: Bool] in
            let paths = s.live
            s.live.removeAll()
            return paths
        }
        for (p, isFolder) in all { removeItem(p, isFolder: isFolder) }
    }

    /// Removes a file, or a folder with everything in it. A folder is first renamed away (so that a
    /// thread still writing into it by path fails instead of refilling it), then emptied, a few times if
    /// files keep arriving.
    private static func removeItem(_ path: String, isFolder: Bool? = nil) {
        if isFolder != true, unlink(path) == 0 || errno == ENOENT { return }
        let doomed = path + ".removing"
        let target = rename(path, doomed) == 0 ? doomed : path
        for _ in 0..<5 {
            try? FileManager.default.removeItem(atPath: target)
            var st = stat()
            if lstat(target, &st) != 0 { return }
        }
    }

    /// Whether the process is ending on a signal (see `removeOnTermination()`).
    public static var isEnding: Bool { state.withLock { $0.ending } }

    /// When the process is ending on a signal, waits for that signal to end it (an error caused by the
    /// ending — a refused temporary — is not the program's to report); otherwise returns at once.
    public static func waitIfEnding() {
        guard isEnding else { return }
        while true { pause() }
    }

    /// Marks the process as ending (no new temporaries) and removes every tracked one.
    static func end() {
        state.withLock { $0.ending = true }
        removeAll()
    }

    /// Removes, once per folder and process, the temporaries in `folder` left by processes that are no
    /// longer running (a SIGKILL, a crash, a power cut).
    public static func removeStale(in folder: String) {
        let key = folder.isEmpty ? "." : folder
        let first = state.withLock { $0.cleanedFolders.insert(key).inserted }
        guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: key) else { return }
        for name in names {
            guard let pid = owner(ofName: name), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { removeItem((key as NSString).appendingPathComponent(name)) }
        }
    }

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove every tracked temporary and then end
    /// the process by the same signal (so its exit status still says what happened). For programs (the
    /// command line); a library never installs signal handlers by itself. Calling it again does nothing.
    public static func removeOnTermination() {
        state.withLock { s in
            guard s.signalSources.isEmpty else { return }
            let queue = DispatchQueue(label: "sheetshot.temporary-files.signals")
            for sig in [SIGINT, SIGTERM, SIGHUP] {
                signal(sig, SIG_IGN)   // delivered to the source below instead of ending the process at once
                let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
                source.setEventHandler {
                    end()
                    // libdispatch reads the signal through a signalfd and so keeps it blocked in every
                    // thread: restore the default action, unblock it here and raise it on this thread.
                    signal(sig, SIG_DFL)
                    var set = sigset_t()
                    sigemptyset(&set)
                    sigaddset(&set, sig)
                    pthread_sigmask(SIG_UNBLOCK, &set, nil)
                    raise(sig)
                    _exit(128 + sig)   // not reached
                }
                source.resume()
                s.signalSources.append(source)
            }
        }
    }
}
