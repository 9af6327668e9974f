import Foundation

/// The modules an app's Swift packages give it, each compiled through the app route like the app's own files
/// (a package written for iOS imports SwiftUI and UIKit and tests `os(iOS)` just as the app does), in the
/// order they build: every module after the modules it imports.
///
/// From the Xcode project: the products its app targets link; each product's package is a local folder or a
/// repository pinned in the project's `Package.resolved`, checked out under a checkouts folder (one folder per
/// package identity, at the pinned revision: see `PackageCheckouts`). Each package's manifest is read by
/// SwiftPM (`PackageManifest`); a product's targets and what they depend on, in that package and in the
/// packages it depends on, become modules. What Linux cannot build — a binary framework, a C, C++ or
/// Objective-C target, a macro, a system library — is a module with the reason it is not built, so a file
/// that imports it is left out naming that reason.
public struct AppPackages: Sendable {
    /// One module a package gives.
    public struct Module: Equatable, Sendable {
        /// The module's name, as files import it.
        public var name: String
        /// The package it comes from (its identity) and that package's version or revision.
        public var package: String, version: String
        /// Its source folder.
        public var folder: URL
        /// Its package's folder: a link among its files is followed when it stays in here.
        public var packageFolder: URL
        /// Paths under `folder` its manifest excludes.
        public var excluded: [URL]
        /// The modules it imports from packages (built before it).
        public var dependencies: [String]
        /// Why it is not built on Linux; nil when it is.
        public var unavailable: String?
    }
    /// The modules, in build order.
    public var modules: [Module]

    /// Resolves `project`'s packages; remote ones are looked for under `checkouts` (`checkouts/<identity>`),
    /// and, with `fetch`, a package the app needs that is not checked out at its pin is checked out there
    /// first (only those: an app's pins often include packages of its other targets). `manifest` reads a
    /// package's manifest (by default SwiftPM's `dump-package`).
    public init(project: XcodeProject, checkouts: URL?, fetch: Bool = false,
                manifest: (URL) throws -> PackageManifest = { try PackageManifest.dump($0) }) throws {
        let pinned = try project.resolvedFile.map { try PackagePins(contentsOf: $0) }
        let pins = pinned?.pins ?? [:]
        // Every package reachable, by identity: local folders, then pinned checkouts when first needed.
        var folders: [String: URL] = [:]
        var versions: [String: String] = [:]
        for folder in project.localPackageFolders {
            let identity = PackagePins.identity(of: folder.path)
            folders[identity] = folder
            versions[identity] = "local"
        }
        var manifests: [String: PackageManifest] = [:]
        var failures: [String: String] = [:]
        func load(_ identity: String) -> PackageManifest? {
            if let known = manifests[identity] { return known }
            if failures[identity] != nil { return nil }
            if folders[identity] == nil, let pin = pins[identity] {
                versions[identity] = pin.version ?? String(pin.revision.prefix(10))
                if let checkouts {
                    let folder = checkouts.appendingPathComponent(identity, isDirectory: true)
                    if PackageCheckouts.revision(of: folder) == pin.revision {
                        folders[identity] = folder
                    } else if fetch {
                        do { folders[identity] = try PackageCheckouts.checkOut(pin, in: checkouts) } catch { failures[identity] = "\(error)"; return nil }
                    } else {
                        failures[identity] = "\(identity) \(versions[identity]!) (\(pin.location)) is not checked out at its pinned revision in "
                            + "\(checkouts.path) (sheetshot-app-sources packages --fetch checks it out)"
                        return nil
                    }
                } else {
                    failures[identity] = "\(identity) (\(pin.location)) is not checked out: no checkouts folder was given"
                    return nil
                }
            }
            guard let folder = folders[identity] else {
                failures[identity] = "the package \(identity) is not in the project's Package.resolved or among its local packages"
                    + (pinned?.refused.isEmpty ?? true ? "" : " (refused there: \(pinned!.refused.joined(separator: "; ")))")
                return nil
            }
            do {
                let loaded = try manifest(folder)
                manifests[identity] = loaded
                // Packages a local package names by path (`.package(path: "../Kit")`) are found there. A pinned
                // package's are not followed: SwiftPM refuses them too, and its manifest is someone else's.
                for case let (dependency, path?) in loaded.dependencies
                where versions[identity] == "local" && folders[dependency] == nil && pins[dependency] == nil {
                    folders[dependency] = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL
                    versions[dependency] = "local"
                }
                return loaded
            } catch {
                failures[identity] = "\(error)"
                return nil
            }
        }

        var modules: [String: Module] = [:]
        var order: [String] = []
        var visiting: Set<String> = []
        /// Adds target `name` of package `identity` and what it depends on, depth first (build order).
        func add(target name: String, of identity: String, depth: Int) {
            guard modules[name] == nil, !visiting.contains(name), depth < 200, let manifest = manifests[identity],
                  let target = manifest.targets[name], let root = folders[identity] else { return }
            visiting.insert(name)
            defer { visiting.remove(name) }
            var imports: [String] = []
            for dependency in target.dependencies {
                switch dependency {
                case .target(let other):
                    add(target: other, of: identity, depth: depth + 1)
                    imports.append(Self.moduleName(of: other))
                case .byName(let other) where manifest.targets[other] != nil:
                    add(target: other, of: identity, depth: depth + 1)
                    imports.append(Self.moduleName(of: other))
                case .byName(let product):
                    // A product of that name in one of the packages this one depends on.
                    for (dependencyIdentity, _) in manifest.dependencies {
                        if let found = load(dependencyIdentity), found.products[product] != nil {
                            imports += add(product: product, of: dependencyIdentity, depth: depth + 1)
                            break
                        }
                    }
                case .product(let product, let package):
                    // The package by identity, or by the name its `.package(name:…)` gives it.
                    let named = package.lowercased()
                    let identity = manifest.dependencies.contains { $0.identity == named } ? named : manifest.dependencyNames[named] ?? named
                    imports += add(product: product, of: identity, depth: depth + 1)
                }
            }
            let folder = Self.folder(of: target, in: root)
            var excluded = target.exclude.map { (folder ?? root).appendingPathComponent($0).standardizedFileURL }
            // A manifest's `sources:` list: every Swift file under the folder outside it is not the target's.
            if let sources = target.sources, let folder {
                let kept = sources.map { folder.appendingPathComponent($0).standardizedFileURL.path }
                excluded += AppFolders.contents(of: folder).swift.filter { file in
                    let path = file.standardizedFileURL.path
                    return !kept.contains { path == $0 || path.hasPrefix($0 + "/") }
                }.map(\.standardizedFileURL)
            }
            // A target at the package's root (`path: "."`) does not hold its manifest, as SwiftPM leaves it out.
            if folder?.standardizedFileURL.path == root.standardizedFileURL.path { excluded.append(root.appendingPathComponent("Package.swift").standardizedFileURL) }
            var module = Module(name: Self.moduleName(of: name), package: identity, version: versions[identity] ?? "", folder: folder ?? root,
                                packageFolder: root, excluded: excluded, dependencies: imports, unavailable: nil)
            module.unavailable = Self.unavailable(target, folder: folder, excluded: excluded)
            if let unavailable = module.unavailable { module.unavailable = "\(name) (from \(identity)): \(unavailable)" }
            modules[name] = module
            order.append(name)
        }
        /// Adds product `product` of package `identity`; returns its modules' names.
        @discardableResult
        func add(product: String, of identity: String, depth: Int) -> [String] {
            guard let manifest = load(identity) else {
                // The package cannot be read: the product's module is named, with why.
                if modules[product] == nil {
                    modules[product] = Module(name: Self.moduleName(of: product), package: identity, version: versions[identity] ?? "", folder: URL(fileURLWithPath: "/"), packageFolder: URL(fileURLWithPath: "/"),
                                              excluded: [], dependencies: [], unavailable: "\(product) (from \(identity)): \(failures[identity] ?? "not found")")
                    order.append(product)
                }
                return [Self.moduleName(of: product)]
            }
            guard let targets = manifest.products[product] else {
                if modules[product] == nil {
                    modules[product] = Module(name: Self.moduleName(of: product), package: identity, version: versions[identity] ?? "", folder: URL(fileURLWithPath: "/"), packageFolder: URL(fileURLWithPath: "/"),
                                              excluded: [], dependencies: [], unavailable: "\(product): \(identity)'s manifest has no product of that name")
                    order.append(product)
                }
                return [Self.moduleName(of: product)]
            }
            for target in targets { add(target: target, of: identity, depth: depth) }
            return targets.map(Self.moduleName(of:))
        }
        for product in project.products {
            if case .remote(let url)? = product.package {
                add(product: product.name, of: PackagePins.identity(of: url), depth: 0)
            } else if case .local(let folder)? = product.package {
                add(product: product.name, of: PackagePins.identity(of: folder.path), depth: 0)
            } else if let identity = folders.keys.sorted().first(where: { load($0)?.products[product.name] != nil }) {
                add(product: product.name, of: identity, depth: 0)
            } else if modules[product.name] == nil {
                let looked = project.localPackageFolders.map(\.path).joined(separator: ", ")
                modules[product.name] = Module(name: Self.moduleName(of: product.name), package: "", version: "", folder: URL(fileURLWithPath: "/"), packageFolder: URL(fileURLWithPath: "/"),
                                               excluded: [], dependencies: [],
                                               unavailable: "\(product.name): the project links it from a local package, and none of its local packages "
                                                   + "(\(looked.isEmpty ? "none found" : looked)) has a product of that name")
                order.append(product.name)
            }
        }
        self.modules = order.compactMap { modules[$0] }
    }

    /// The module a target builds, as files import it: SwiftPM's C99 name of the target (every character
    /// other than a letter, digit or `_` becomes `_`; a leading digit gets `_` in front): `Kickstarter-Prelude`
    /// is imported as `Kickstarter_Prelude`.
    public static func moduleName(of target: String) -> String {
        var name = String(target.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if name.first?.isNumber ?? true { name = "_" + name }
        return name
    }

    /// A target's folder: the manifest's `path`, else SwiftPM's defaults (`Sources/<name>`, `Source/<name>`,
    /// `src/<name>`, `srcs/<name>`); nil when it is missing or lies outside the package (links resolved).
    static func folder(of target: PackageManifest.Target, in root: URL) -> URL? {
        let candidates = target.path.map { [$0] } ?? ["Sources", "Source", "src", "srcs"].map { "\($0)/\(target.name)" }
        guard let realRoot = AppFolders.realPath(root) else { return nil }
        for candidate in candidates {
            let folder = root.appendingPathComponent(candidate).standardizedFileURL
            // Resolved by the kernel's rules: a folder it cannot resolve is not there.
            guard let real = AppFolders.realPath(folder) else { continue }
            guard real == realRoot || real.hasPrefix(realRoot + "/") else { return nil }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue { return folder }
        }
        return nil
    }

    /// Why `target` (its sources in `folder`) cannot be built on Linux through the app route, or nil.
    static func unavailable(_ target: PackageManifest.Target, folder: URL?, excluded: [URL] = []) -> String? {
        switch target.type {
        case "binary": return "a binary framework (built for Apple's platforms only)"
        case "system": return "a system library target"
        case "macro": return "a macro target (compiler plug-ins are not built by the app route)"
        case "plugin", "test": return "a \(target.type) target, not a module an app imports"
        default: break
        }
        guard let folder else { return "its source folder is missing or outside its package" }
        // A C-family target (SwiftPM decides by the files it holds).
        let cFamily: Set<String> = ["c", "cc", "cpp", "cxx", "m", "mm", "s", "S"]
        var pending = [folder], seen = 0
        while let current = pending.popLast(), seen < 20_000 {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? [] where !name.hasPrefix(".") {
                seen += 1
                if seen >= 20_000 { break }
                let url = current.appendingPathComponent(name)
                let path = url.standardizedFileURL.path
                if excluded.contains(where: { path == $0.path || path.hasPrefix($0.path + "/") }) { continue }
                var st = stat()
                guard lstat(url.path, &st) == 0 else { continue }
                if st.st_mode & S_IFMT == S_IFDIR { pending.append(url) }
                else if cFamily.contains(url.pathExtension) { return "a C, C++ or Objective-C target (\(name))" }
            }
        }
        return nil
    }
}
