import Foundation

/// The versions a `Package.resolved` pins (SwiftPM's and Xcode's file, versions 1, 2 and 3): for each
/// package, its identity, repository and the commit its build used. Everything in it comes from outside and
/// is checked before use: an identity becomes a folder name, so it is one path component of letters, digits,
/// `.`, `_` and `-`, starting with a letter or digit; a revision is 40 hex digits; a location is an `https://`, `http://`, `ssh://` or
/// `git@host:path` URL (never `file:`, a transport helper like `ext::`, or anything starting with `-`).
public struct PackagePins: Equatable, Sendable {
    /// One pinned package.
    public struct Pin: Equatable, Sendable {
        /// SwiftPM's identity: the repository's last path component, lower-cased, without `.git`.
        public var identity: String
        /// The repository.
        public var location: String
        /// The pinned commit.
        public var revision: String
        /// The pinned version, when a version pinned it.
        public var version: String?
        /// A pin (checked where it is used: see `PackageCheckouts.checkOut`).
        public init(identity: String, location: String, revision: String, version: String? = nil) {
            self.identity = identity
            self.location = location
            self.revision = revision
            self.version = version
        }
    }
    /// The pins, by identity.
    public var pins: [String: Pin]
    /// The pins refused, each with why (the others are read: one bad pin costs only its own package).
    public var refused: [String]

    /// The largest `Package.resolved` read: 4 MiB.
    public static let maximumFileBytes = 4 << 20

    /// SwiftPM's identity of the package at `location` (a URL or a path).
    public static func identity(of location: String) -> String {
        var last = location.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? location
        if let query = last.firstIndex(where: { $0 == "?" || $0 == "#" }) { last = String(last[..<query]) }
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// Whether `identity` is safe as one folder name.
    public static func isSafeIdentity(_ identity: String) -> Bool {
        // Starting with a letter or digit: never `.` or `..`, never hidden, never an option, never the name of
        // a clone in progress (`.kit.partial`).
        guard let first = identity.first, first.isASCII, first.isLetter || first.isNumber else { return false }
        return identity.count <= 200 && identity.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }

    /// Whether `location` is a repository URL git may be asked to clone.
    public static func isCloneable(_ location: String) -> Bool {
        guard !location.hasPrefix("-"), location.count <= 2048, !location.contains(where: { $0.isWhitespace || $0.isNewline }) else { return false }
        let lower = location.lowercased()
        if ["https://", "http://", "ssh://"].contains(where: lower.hasPrefix) { return true }
        // scp-like `git@host:owner/repo`: a user, a host and a path, no scheme.
        if let at = location.firstIndex(of: "@"), let colon = location.firstIndex(of: ":"), at < colon, !location.contains("://"),
           !location[..<at].isEmpty, location[location.index(after: at)..<colon].allSatisfy({ $0.isLetter || $0.isNumber || ".-".contains($0) }) {
            return true
        }
        return false
    }

    /// Reads `file`; every pin is checked, and a bad one is refused naming it (see `refused`).
    public init(contentsOf file: URL) throws {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard let size = attributes?[.size] as? Int, attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw AppPackagesError("\(file.path): no Package.resolved there")
        }
        guard size <= Self.maximumFileBytes else { throw AppPackagesError("\(file.path): larger than \(Self.maximumFileBytes >> 20) MiB") }
        try self.init(data: Data(contentsOf: file), name: file.path)
    }

    /// Reads a `Package.resolved`'s `data`; `name` names it in errors.
    public init(data: Data, name: String) throws {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw AppPackagesError("\(name): not a JSON object")
        }
        let entries: [Any]
        switch root["version"] as? Int {
        case 1: entries = (root["object"] as? [String: Any])?["pins"] as? [Any] ?? []
        case 2, 3: entries = root["pins"] as? [Any] ?? []
        default: throw AppPackagesError("\(name): version \(root["version"].map { "\($0)" } ?? "missing"); versions 1, 2 and 3 are read")
        }
        var pins: [String: Pin] = [:], refused: [String] = []
        for (index, value) in entries.enumerated() {
            guard let entry = value as? [String: Any], let state = entry["state"] as? [String: Any],
                  let location = (entry["location"] ?? entry["repositoryURL"]) as? String else {
                refused.append("\(name): pin \(index + 1) has no location and state")
                continue
            }
            let identity = (entry["identity"] as? String) ?? Self.identity(of: location)
            guard Self.isSafeIdentity(identity) else {
                refused.append("\(name): pin \(index + 1)'s identity \"\(identity.prefix(80))\" is not a package name (letters, digits, . _ -)")
                continue
            }
            guard let revision = state["revision"] as? String, revision.count == 40, revision.allSatisfy(\.isHexDigit) else {
                refused.append("\(name): \(identity) pins no 40-digit revision")
                continue
            }
            let version = state["version"] as? String
            pins[identity] = Pin(identity: identity, location: location, revision: revision, version: version)
        }
        self.refused = refused
        self.pins = pins
    }
}
