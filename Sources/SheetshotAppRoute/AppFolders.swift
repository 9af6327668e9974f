import Foundation

/// What the app route takes from an app's folders: its Swift files and its asset catalogues, walked as the
/// `SheetshotAppSources` plug-in walks them (a plug-in cannot link a library, so it keeps its own copy of
/// these rules): test folders, Xcode bundles and hidden folders aside, no link followed.
public enum AppFolders {
    /// Folder extensions never entered.
    public static let skippedExtensions: Set<String> = ["xcodeproj", "xcassets", "xcworkspace", "playground", "docc"]

    /// The path `url` reaches with every link resolved, as the kernel resolves it (realpath(3)); nil when
    /// it cannot be resolved (missing, a loop, too many links). Foundation's `resolvingSymlinksInPath()`
    /// gives the path back unchanged when it gives up, which must never pass for a resolved one.
    public static func realPath(_ url: URL) -> String? {
        guard let resolved = realpath(url.path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a folder named `name` is a test folder (`AppTests`, `AppUITests`).
    public static func isTestFolder(_ name: String) -> Bool { name.hasSuffix("Tests") || name.hasSuffix("UITests") }

    /// The `.swift` files and `.xcassets` folders under `folder`, each in path order. A link to a Swift file
    /// is taken when the file it reaches lies inside `linksWithin` (by default `folder`), as SwiftPM follows a
    /// package's links among its own files (RxSwift's targets are links into one folder); any other link is
    /// left alone, and a link to a folder is never entered.
    public static func contents(of folder: URL, linksWithin: URL? = nil) -> (swift: [URL], catalogues: [URL]) {
        var swift: [URL] = [], catalogues: [URL] = []
        guard let boundary = AppFolders.realPath(linksWithin ?? folder) else { return ([], []) }
        var pending = [folder]
        var visited = 0
        while let current = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
            for name in names where !name.hasPrefix(".") {
                visited += 1
                guard visited <= 200_000 else { break }
                let url = current.appendingPathComponent(name)
                var st = stat()
                guard lstat(url.path, &st) == 0 else { continue }
                if st.st_mode & S_IFMT == S_IFDIR {
                    if url.pathExtension == "xcassets" { catalogues.append(url) }
                    if !skippedExtensions.contains(url.pathExtension), !isTestFolder(name), name != ".build" { pending.append(url) }
                } else if st.st_mode & S_IFMT == S_IFREG, url.pathExtension == "swift" {
                    swift.append(url)
                } else if st.st_mode & S_IFMT == S_IFLNK, url.pathExtension == "swift" {
                    // The file the whole chain of links reaches, by the kernel's rules (realpath(3)); a chain it
                    // cannot resolve (a loop, more links than it follows) is refused, never taken as it stands.
                    var linked = stat()
                    if let target = AppFolders.realPath(url), target.hasPrefix(boundary + "/"),
                       stat(target, &linked) == 0, linked.st_mode & S_IFMT == S_IFREG {
                        swift.append(url)
                    }
                }
            }
        }
        return (swift.sorted { $0.path < $1.path }, catalogues.sorted { $0.path < $1.path })
    }
}

/// An app's folders made ready to compile through the app route in one folder: each Swift file rewritten as
/// for iOS (a library target's: `@main` dropped, root screen and providers as previews), the catalogues'
/// generated asset symbols, and a list of what became of each file. What `sheetshot-compat --app` compiles.
public enum AppPreparation {
    /// One file of the app.
    public struct File: Codable, Equatable, Sendable {
        /// Its path relative to the app's root.
        public var name: String
        /// The app's own file.
        public var source: String
        /// Where its rewritten copy is; nil when it is left out.
        public var path: String?
        /// Why it is left out (it needs the Objective-C runtime), or nil.
        public var leftOut: String?
    }
    /// The prepared app.
    public struct Prepared: Codable, Equatable, Sendable {
        /// What became of each Swift file, in path order.
        public var files: [File]
        /// The generated asset symbols file.
        public var symbols: String
        /// The app's asset catalogues, and the image and colour sets in them.
        public var catalogues: Int, imageSets: Int, colorSets: Int
    }

    /// Rewrites the Swift files under `folders` (named relative to `root`) into `output`, one module's worth:
    /// a second file of one name gets its folder's name in front. Files under `excluded` (a package manifest's
    /// `exclude`) are not the module's.
    /// A link to a Swift file is followed when it stays inside `linksWithin` (see `AppFolders.contents`).
    /// With `membership` (the app's Xcode project), a file its iOS app targets do not compile is listed as
    /// left out for that reason and not rewritten.
    public static func prepare(folders: [URL], root: URL, excluding excluded: [URL] = [], linksWithin: URL? = nil,
                               membership: XcodeTargetMembership? = nil, into output: URL) throws -> Prepared {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var swiftFiles: [URL] = [], catalogues: [URL] = []
        for folder in folders {
            let found = AppFolders.contents(of: folder, linksWithin: linksWithin)
            swiftFiles += found.swift
            catalogues += found.catalogues
        }
        var files: [File] = [], used: Set<String> = []
        let rootPath = root.standardizedFileURL.path
        let excludedPaths = excluded.map(\.standardizedFileURL.path)
        // A project that compiles none of these files is not these folders' project (a sample beside the app,
        // a path through a link): it is not followed, and said so.
        var membership = membership
        if let project = membership, !swiftFiles.isEmpty, !swiftFiles.contains(where: project.includes) {
            FileHandle.standardError.write(Data(("warning: \(project.file.path) compiles none of the Swift files in "
                + folders.map(\.path).joined(separator: ", ") + " into its iOS app; every file is compiled\n").utf8))
            membership = nil
        }
        for file in swiftFiles {
            let full = file.standardizedFileURL.path
            if excludedPaths.contains(where: { full == $0 || full.hasPrefix($0 + "/") }) { continue }
            let name = full.hasPrefix(rootPath + "/") ? String(full.dropFirst(rootPath.count + 1)) : full
            if let membership, !membership.includes(file) {
                files.append(File(name: name, source: full, path: nil, leftOut: membership.leftOutReason))
                continue
            }
            let size = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int) ?? 0
            guard size <= 8 << 20, let text = try? String(contentsOf: file, encoding: .utf8) else {
                files.append(File(name: name, source: full, path: nil, leftOut: "not readable as UTF-8 text of at most 8 MiB"))
                continue
            }
            switch IOSSource.rewrite(text, name: file.lastPathComponent, options: IOSSource.Options(isLibrary: true)) {
            case .leftOut(let reason, _):
                files.append(File(name: name, source: full, path: nil, leftOut: reason))
            case .compiled(let rewritten):
                var base = file.lastPathComponent
                if used.contains(base) { base = file.deletingLastPathComponent().lastPathComponent + "_" + base }
                while used.contains(base) { base = "_" + base }
                used.insert(base)
                let path = output.appendingPathComponent(base)
                try Data(rewritten.utf8).write(to: path)
                files.append(File(name: name, source: full, path: path.path, leftOut: nil))
            }
        }
        let assets = catalogues.flatMap { AssetSymbols.assets(in: $0) }
        let symbols = output.appendingPathComponent("_GeneratedAssetSymbols.swift")
        try Data(AssetSymbols.source(for: assets).utf8).write(to: symbols)
        return Prepared(files: files, symbols: symbols.path, catalogues: catalogues.count,
                        imageSets: assets.filter { !$0.isColor }.count, colorSets: assets.filter(\.isColor).count)
    }
}
