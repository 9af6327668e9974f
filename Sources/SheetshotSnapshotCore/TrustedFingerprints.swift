import Canvas
import Foundation

/// Which references' pixel fingerprints are believed without decoding them.
///
/// A reference's `shPX` chunk says what its pixels hash to, but anyone can write that chunk: a committed
/// file could show one picture and claim the hash of another (the chunk is bound to the file's image data
/// by an unkeyed hash, which a forger computes too). So the chunk is only a cache, believed for a file this
/// machine has checked: a reference is decoded and compared the first time it is seen — after a clone, a
/// checkout, an edit, any change to the file — and when its decoded pixels are what its chunk claims, or
/// when this machine wrote it, its identity is remembered: device, inode, size, modification and
/// status-change times (the last is set by the system on every write and cannot be set by a user). Later
/// runs match it by fingerprint while that identity holds.
///
/// What is remembered lives in the package's `.build/sheetshot-trusted-fingerprints/`, one small file per
/// reference; without a package nothing is remembered and every reference is decoded.
enum TrustedFingerprints {
    /// A reference's bytes and the identity of the file they were read from.
    struct Read {
        let bytes: [UInt8]
        let identity: String
    }

    /// Reads the reference at `path` (never through a link), with its identity taken from the same open file.
    static func read(_ path: String, limit: Int = Image.maximumPNGFileSize) throws(FileError) -> Read {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            var st = stat()
            if code == ELOOP, lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK {
                throw FileError(.read, path, "it is a symbolic link (not followed)")
            }
            throw FileError.from(errno: code, .read, path)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError.from(errno: errno, .read, path) }
        let bytes = try InputFile.read(descriptor: fd, path: path, limit: limit)
        return Read(bytes: bytes, identity: identity(st))
    }

    /// The identity of a file as `stat` gives it.
    static func identity(_ st: stat) -> String {
        "\(st.st_dev) \(st.st_ino) \(st.st_size) \(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec) \(st.st_ctim.tv_sec).\(st.st_ctim.tv_nsec)"
    }

    /// The fingerprint the reference's chunk claims, when this machine has checked that the file with this
    /// identity holds those pixels; nil otherwise (decode it).
    static func trusted(_ read: Read, at path: String, cache: URL?) -> PixelFingerprint? {
        guard let cache, let claimed = PixelFingerprint.read(fromPNG: read.bytes),
              let stored = try? InputFile.read(entry(for: path, in: cache).path, limit: 4096, followingLinks: false) else { return nil }
        return String(decoding: stored, as: UTF8.self) == line(path: path, identity: read.identity, fingerprint: claimed) ? claimed : nil
    }

    /// Remembers that the reference read as `read` holds the pixels `fingerprint` describes (its decoded
    /// pixels were compared with the chunk's claim, or this machine wrote it). Failing to remember only
    /// costs a decode next time.
    static func remember(_ fingerprint: PixelFingerprint, for read: Read, at path: String, cache: URL?) {
        guard let cache, PixelFingerprint.read(fromPNG: read.bytes) == fingerprint else { return }
        try? OutputFolder.create(cache.path)
        try? AtomicFile.write(Array(line(path: path, identity: read.identity, fingerprint: fingerprint).utf8),
                              to: entry(for: path, in: cache).path, followingLinks: false)
    }

    /// Remembers a reference this machine has just written from `image`.
    static func rememberWritten(_ image: Image, at path: String, cache: URL?) {
        guard cache != nil, let read = try? read(path) else { return }
        remember(PixelFingerprint(of: image), for: read, at: path, cache: cache)
    }

    private static func entry(for path: String, in cache: URL) -> URL {
        cache.appendingPathComponent(String(StableHash.fnv1a64(path), radix: 16) + ".trusted")
    }

    private static func line(path: String, identity: String, fingerprint: PixelFingerprint) -> String {
        "1 \(identity) \(fingerprint.width)x\(fingerprint.height) \(String(fingerprint.hash, radix: 16))\n\(path)\n"
    }
}
