import Canvas
import Foundation
import Synchronization

/// Which references' pixel fingerprints are believed without decoding them.
///
/// A reference's `shPX` chunk says what its pixels hash to, but anyone can write that chunk: a committed
/// file could show one picture and claim the hash of another (the chunk is bound to the file's image data
/// by an unkeyed hash, which a forger computes too). So the chunk is only a cache, believed for a file this
/// machine has checked: a reference is decoded and compared the first time its bytes are seen — after a
/// clone, a checkout, an edit, any change — and once its decoded pixels are what its chunk claims, or this
/// machine wrote it, that is remembered under a SipHash-2-4 of its bytes keyed with a secret made on this
/// machine. Later runs match the same bytes by fingerprint; different bytes (a forged file) have another
/// name, which only this machine's key could give them, and are decoded.
///
/// The store is the package's `.build/sheetshot-trusted-fingerprints/` (its key file `key`, readable by
/// the user alone, and a small file per reference); without a package, or where `.build` is a link, nothing
/// is remembered and every reference is decoded.
package struct TrustedFingerprints: Sendable {
    /// Where the entries are.
    let folder: URL
    /// The secret the entries are named with.
    let key: [UInt8]

    /// The store of the package holding `folder` (the reference's or the test's folder), nil when none.
    package static func store(forFolder folder: String) -> TrustedFingerprints? {
        guard let location = PackageRoots.trustCache(forTestFolder: folder) else { return nil }
        // Opened once a process (every comparison asks): its key read, or made.
        if let known = opened.withLock({ $0[location.path] }) { return known }
        let store = open(location)
        if let store { opened.withLock { $0[location.path] = store } }
        return store
    }

    private static let opened = Mutex<[String: TrustedFingerprints]>([:])

    /// The store at `folder`: its key read, or made when there is none (never through a link).
    static func open(_ folder: URL) -> TrustedFingerprints? {
        guard (try? OutputFolder.create(folder.path)) != nil else { return nil }
        let keyPath = folder.appendingPathComponent("key").path
        if let key = try? InputFile.read(keyPath, limit: 64, followingLinks: false) {
            return key.count == 16 ? TrustedFingerprints(folder: folder, key: key) : nil
        }
        // A new key: written to a temporary and linked into place, so that processes starting side by side
        // all end up reading the one that won.
        var key = [UInt8](repeating: 0, count: 16)
        var generator = SystemRandomNumberGenerator()
        for i in key.indices { key[i] = generator.next() }
        let temporary = TemporaryFiles.path(beside: keyPath)
        let fd = Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        let written = (try? AtomicFile.writeAll(key, to: fd, path: temporary)) != nil
        close(fd)
        defer { unlink(temporary) }
        guard written else { return nil }
        _ = link(temporary, keyPath)   // fails when another process made it first: its key is read below
        guard let made = try? InputFile.read(keyPath, limit: 64, followingLinks: false), made.count == 16 else { return nil }
        return TrustedFingerprints(folder: folder, key: made)
    }

    /// The fingerprint the reference `png`'s chunk claims, when this machine has checked that these very
    /// bytes hold those pixels; nil otherwise (decode it).
    package func trusted(_ png: [UInt8]) -> PixelFingerprint? {
        guard let claimed = PixelFingerprint.read(fromPNG: png),
              let stored = try? InputFile.read(entry(for: png).path, limit: 4096, followingLinks: false) else { return nil }
        return String(decoding: stored, as: UTF8.self) == Self.line(claimed) ? claimed : nil
    }

    /// Remembers that the reference `png` holds the pixels `fingerprint` describes (its decoded pixels were
    /// compared with its chunk's claim, or this machine wrote it). Failing to remember only costs a decode.
    package func remember(_ fingerprint: PixelFingerprint, for png: [UInt8]) {
        guard PixelFingerprint.read(fromPNG: png) == fingerprint else { return }
        try? OutputFolder.create(folder.path)   // (the store is opened once a process; `.build` may have gone since)
        try? AtomicFile.write(Array(Self.line(fingerprint).utf8), to: entry(for: png).path, followingLinks: false)
    }

    private func entry(for png: [UInt8]) -> URL {
        let name = String(KeyedHash.sipHash24(key: key, png), radix: 16)
        return folder.appendingPathComponent(String(repeating: "0", count: 16 - name.count) + name + ".trusted")
    }

    private static func line(_ fingerprint: PixelFingerprint) -> String {
        "2 \(fingerprint.width)x\(fingerprint.height) \(String(fingerprint.hash, radix: 16))\n"
    }
}
