import Foundation

/// What the app route needs of a package's manifest, from `swift package dump-package`'s JSON (SwiftPM
/// evaluates the manifest; it is Swift code, so nothing here parses it): its products, its targets with
/// their folders and dependencies, and the packages it depends on.
public struct PackageManifest: Equatable, Sendable {
    /// A target.
    public struct Target: Equatable, Sendable {
        /// What a target depends on.
        public enum Dependency: Equatable, Sendable {
            /// A target of this package or, failing that, a product of that name in a package it depends on.
            case byName(String)
            /// A target of this package.
            case target(String)
            /// A product of package `package` (its identity or name).
            case product(String, package: String)
        }
        /// The target's name (its module's, once made a C99 name).
        public var name: String
        /// `regular`, `executable`, `test`, `system`, `binary`, `plugin` or `macro`.
        public var type: String
        /// Its folder relative to the package, when the manifest names one.
        public var path: String?
        /// What it depends on when built for iOS (dependencies conditioned on other platforms left out).
        public var dependencies: [Dependency]
        /// Paths in its folder the manifest excludes.
        public var exclude: [String]
        /// The only paths in its folder that are its sources, when the manifest lists them (`sources:`).
        public var sources: [String]? = nil
    }
    /// The package's name.
    public var name: String
    /// Its products: name → targets.
    public var products: [String: [String]]
    /// Its targets, by name.
    public var targets: [String: Target]
    /// The identities of the packages it depends on, with the folder of those it names by path and the name a
    /// `.package(name:url:…)` gives one (what `.product(name:package:)` may use instead of the identity).
    public var dependencies: [(identity: String, path: String?)]
    /// Names given to dependencies (`.package(name: "SwiftProtobuf", url: …)`), lower-cased, to their identities.
    public var dependencyNames: [String: String] = [:]

    /// Whether two manifests say the same (tuples are not `Equatable`, so this is spelled out).
    public static func == (a: PackageManifest, b: PackageManifest) -> Bool {
        a.name == b.name && a.products == b.products && a.targets == b.targets
            && a.dependencies.map(\.identity) == b.dependencies.map(\.identity) && a.dependencies.map(\.path) == b.dependencies.map(\.path)
    }

    /// Reads `dump-package` output; `name` names the package in errors.
    public init(dumpedJSON data: Data, name: String) throws {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw AppPackagesError("\(name): swift package dump-package gave no JSON object")
        }
        self.name = root["name"] as? String ?? name
        var products: [String: [String]] = [:]
        for case let product as [String: Any] in root["products"] as? [Any] ?? [] {
            if let productName = product["name"] as? String { products[productName] = product["targets"] as? [String] ?? [] }
        }
        self.products = products
        /// Whether a dependency's condition holds on iOS (no condition, or one naming iOS).
        func holdsOnIOS(_ condition: Any?) -> Bool {
            guard let condition = condition as? [String: Any], let platforms = condition["platformNames"] as? [String] else { return true }
            return platforms.contains("ios")
        }
        var targets: [String: Target] = [:]
        for case let target as [String: Any] in root["targets"] as? [Any] ?? [] {
            guard let targetName = target["name"] as? String else { continue }
            var dependencies: [Target.Dependency] = []
            for case let dependency as [String: Any] in target["dependencies"] as? [Any] ?? [] {
                if let parts = dependency["byName"] as? [Any], let first = parts.first as? String, holdsOnIOS(parts.last) {
                    dependencies.append(.byName(first))
                } else if let parts = dependency["target"] as? [Any], let first = parts.first as? String, holdsOnIOS(parts.last) {
                    dependencies.append(.target(first))
                } else if let parts = dependency["product"] as? [Any], parts.count >= 2, let first = parts[0] as? String,
                          let package = parts[1] as? String, holdsOnIOS(parts.last) {
                    dependencies.append(.product(first, package: package))
                }
            }
            targets[targetName] = Target(name: targetName, type: target["type"] as? String ?? "regular", path: target["path"] as? String,
                                         dependencies: dependencies, exclude: target["exclude"] as? [String] ?? [],
                                         sources: target["sources"] as? [String])
        }
        self.targets = targets
        var packages: [(identity: String, path: String?)] = []
        var dependencyNames: [String: String] = [:]
        for case let dependency as [String: Any] in root["dependencies"] as? [Any] ?? [] {
            for (kind, value) in dependency {
                guard let entry = (value as? [Any])?.first as? [String: Any], let identity = entry["identity"] as? String else { continue }
                var path: String?
                if kind == "fileSystem" { path = entry["path"] as? String }
                if kind == "sourceControl", let local = (entry["location"] as? [String: Any])?["local"] as? [Any] { path = local.first as? String }
                packages.append((identity.lowercased(), path))
                if let name = entry["nameForTargetDependencyResolutionOnly"] as? String { dependencyNames[name.lowercased()] = identity.lowercased() }
            }
        }
        dependencies = packages
        self.dependencyNames = dependencyNames
    }

    /// The most `dump-package` output read: 64 MiB.
    public static let maximumDumpBytes = 64 << 20

    /// Runs `swift package dump-package` on the package at `folder` (SwiftPM compiles and runs its manifest,
    /// as any build of it would) and reads what it prints.
    public static func dump(_ folder: URL, timeout: TimeInterval = 300) throws -> PackageManifest {
        // A manifest's description is kilobytes; 64 MiB is past any, and what is past it is dropped, not kept.
        let run: ProgramRun
        do {
            run = try ProgramRun(["swift", "package", "--package-path", folder.path, "dump-package"], timeout: timeout,
                                 outputLimit: maximumDumpBytes + 1)
        } catch ProgramRun.Failure.timedOut {
            throw AppPackagesError("\(folder.path): swift package dump-package took longer than \(Int(timeout)) s")
        } catch ProgramRun.Failure.notStarted(let why) {
            throw AppPackagesError("\(folder.path): swift package dump-package could not be run (\(why))")
        }
        let data = run.output
        guard data.count <= Self.maximumDumpBytes else {
            throw AppPackagesError("\(folder.path): swift package dump-package printed more than \(Self.maximumDumpBytes >> 20) MiB, past any manifest")
        }
        guard run.status == 0 else {
            let text = String(decoding: run.errors.suffix(2000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw AppPackagesError("\(folder.path): its manifest did not load (swift package dump-package: \(text))")
        }
        return try PackageManifest(dumpedJSON: data, name: folder.lastPathComponent)
    }
}
