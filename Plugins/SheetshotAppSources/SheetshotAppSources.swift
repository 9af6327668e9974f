// Build-tool plug-in: compiles an app's Swift files, where they are, into the target it is applied to, as
// they compile for iOS (see `IOSSource` in SheetshotAppRoute): platform conditions decided as on iOS,
// the imports Apple's SDK makes implicit, a file that needs the Objective-C runtime left out with a warning
// naming it. No file of the app is edited. The target's folder holds `sheetshot-app.json`:
//
//     { "sources": ["../MyApp/MyApp", "../MyApp/Shared"], "exclude": ["../MyApp/MyApp/Firebase"] }
//
// naming the app's source folders, relative to the package, and (optionally) files or folders among them to
// leave out — what needs a package or framework the Linux build does not have — and the app's Xcode project
// (`"project": "../MyApp/MyApp.xcodeproj"`), whose iOS app targets say which of the folders' files are the
// app's (a file no iOS app target compiles is not compiled here either). Each folder's `.swift` files are compiled,
// its subfolders' too (test folders, Xcode project bundles, asset catalogues and hidden folders aside).
// The app's other files (JSON, pictures, fonts, …) become the target's resources, where the rewritten
// `Bundle.main` looks; its asset catalogues are read where they are, and Xcode's generated asset symbols
// (`Color(.brand)`, `Image(.hero)`) are generated from them. In a test or library target, the app's `@main`
// is dropped and its root screen becomes a preview. A module of one of the app's packages is such a target
// too (`sheetshot-app-sources packages --targets` writes its folder): `"linksWithin"` names the package's
// folder, inside which links among its Swift files are followed, as SwiftPM follows them.
import Foundation
import PackagePlugin

@main
struct SheetshotAppSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // The target's folder: where SwiftPM looks for it, or where its own Swift files are (a target whose
        // `path` is set; `Target.directoryURL` needs tools 6.1).
        var folders = ["Sources", "Tests"].map { context.package.directoryURL.appending(path: $0).appending(path: target.name) }
        for file in target.sourceFiles(withSuffix: "swift") {
            let folder = file.url.deletingLastPathComponent()
            if !folders.contains(folder) { folders.append(folder) }
        }
        guard let configuration = folders.map({ $0.appending(path: "sheetshot-app.json") })
                .first(where: { FileManager.default.fileExists(atPath: $0.path) }),
              let data = FileManager.default.contents(atPath: configuration.path) else {
            throw AppSourcesError("\(target.name) uses the SheetshotAppSources plug-in but has no sheetshot-app.json in "
                                  + "Sources/\(target.name) or Tests/\(target.name) (write { \"sources\": [\"path/to/the/app's/folder\"] }, "
                                  + "paths relative to the package)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let sources = object["sources"] as? [String], !sources.isEmpty else {
            throw AppSourcesError("\(configuration.path): expected { \"sources\": [\"folder\", …] } with at least one folder")
        }
        guard object["exclude"] == nil || object["exclude"] is [String] else {
            throw AppSourcesError("\(configuration.path): \"exclude\" must be a list of paths relative to the package")
        }
        guard object["linksWithin"] == nil || object["linksWithin"] is String else {
            throw AppSourcesError("\(configuration.path): \"linksWithin\" must be a folder relative to the package")
        }
        guard object["project"] == nil || object["project"] is String else {
            throw AppSourcesError("\(configuration.path): \"project\" must be the app's .xcodeproj, relative to the package")
        }
        // The files the app's Xcode project compiles into its iOS app (nil: every Swift file of the folders).
        let declaredMembership: XcodeTargetMembership?
        do {
            declaredMembership = try (object["project"] as? String).flatMap {
                try XcodeTargetMembership(contentsOf: context.package.directoryURL.appending(path: $0).standardizedFileURL)
            }
        } catch {
            throw AppSourcesError("\(configuration.path): \(error)")
        }
        let excluded = ((object["exclude"] as? [String]) ?? []).map { context.package.directoryURL.appending(path: $0).standardizedFileURL.path }
        // A link to a Swift file is compiled when the file it reaches is inside this folder (a package's own
        // folder, where SwiftPM follows links too); by default, inside the source folder it is found in.
        let linksWithin = (object["linksWithin"] as? String).map { context.package.directoryURL.appending(path: $0) }
        func isExcluded(_ file: URL) -> Bool {
            let path = file.standardizedFileURL.path
            return excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        var membership = declaredMembership
        if let project = membership {
            let all = try sources.flatMap { source -> [URL] in
                let folder = context.package.directoryURL.appending(path: source)
                return FileManager.default.fileExists(atPath: folder.path) ? try swiftFiles(in: folder, linksWithin: linksWithin ?? folder) : []
            }
            // A project that compiles none of the folders' files is not their project: it is not followed.
            if !all.isEmpty, !all.contains(where: project.includes) {
                Diagnostics.warning("\(configuration.path): \(project.file.path) compiles none of the Swift files of \(sources.joined(separator: ", ")) "
                                    + "into its iOS app; every file is compiled")
                membership = nil
            }
        }
        let tool = try context.tool(named: "sheetshot-app-sources")
        // A test program has its own entry point: there the app's `@main` goes, and its root screen is a preview.
        let mode = target.kind == .executable ? "executable" : "library"
        var commands: [Command] = []
        var resources: [String: URL] = [:]
        var usedNames: Set<String> = []
        for source in sources {
            let folder = context.package.directoryURL.appending(path: source)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw AppSourcesError("\(configuration.path): \(source) is not a folder (from \(context.package.directoryURL.path))")
            }
            for file in try swiftFiles(in: folder, linksWithin: linksWithin ?? folder) where !isExcluded(file) && membership?.includes(file) != false {
                let relative = String(file.path.dropFirst(folder.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                // One module cannot hold two files of one name (Xcode's folders can): a second gets its folder's
                // name in front, as `sheetshot-compat --app` names it.
                var name = file.lastPathComponent
                if usedNames.contains(name) { name = file.deletingLastPathComponent().lastPathComponent + "_" + name }
                while usedNames.contains(name) { name = "_" + name }
                usedNames.insert(name)
                let output = context.pluginWorkDirectoryURL.appending(path: source.replacingOccurrences(of: "/", with: "_"))
                    .appending(path: relative).deletingLastPathComponent().appending(path: name)
                commands.append(.buildCommand(displayName: "Compiling \(relative) as for iOS", executable: tool.url,
                                              arguments: ["rewrite", "--\(mode)", file.path, output.path], inputFiles: [file], outputFiles: [output]))
            }
            // The app's resources, flat as an app bundle has them; a second file of the same name is left out.
            for file in try resourceFiles(in: folder) where !isExcluded(file) {
                if let first = resources[file.lastPathComponent] {
                    Diagnostics.warning("\(file.path): left out of the app's resources: \(first.path) has the same name (an app bundle holds one)")
                    continue
                }
                resources[file.lastPathComponent] = file
            }
        }
        for (name, file) in resources.sorted(by: { $0.key < $1.key }) {
            let output = context.pluginWorkDirectoryURL.appending(path: "resources").appending(path: name)
            commands.append(.buildCommand(displayName: "Copying the app's \(name)", executable: tool.url,
                                          arguments: ["copy", file.path, output.path], inputFiles: [file], outputFiles: [output]))
        }
        // The app's asset catalogues, listed in a resource of the target, where SheetshotUI's AssetCatalogs
        // looks: the catalogues are read where they are.
        var catalogues: [URL] = []
        for source in sources { catalogues += try assetCatalogues(in: context.package.directoryURL.appending(path: source)) }
        let list = context.pluginWorkDirectoryURL.appending(path: "sheetshot-app-assets.json")
        let symbols = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        let inputs = try catalogues.flatMap { try assetDescriptions(in: $0) }
        commands.append(.buildCommand(displayName: "Listing the app's asset catalogues", executable: tool.url,
                                      arguments: ["catalogues", list.path, symbols.path] + catalogues.map(\.path),
                                      inputFiles: inputs, outputFiles: [list, symbols]))
        return commands
    }

    /// The `Contents.json` files of a catalogue's folders: what its assets' names and kinds come from.
    private func assetDescriptions(in catalogue: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: catalogue, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walk where url.lastPathComponent == "Contents.json" { found.append(url) }
        return found.sorted { $0.path < $1.path }
    }

    /// The files of the app's bundle under `folder`: what is not source, not a project or catalogue, not
    /// a test, not what Xcode compiles into something else (storyboards, Core Data models), not localised
    /// (the target has no default localisation), in path order.
    private func resourceFiles(in folder: URL) throws -> [URL] {
        let skippedFolders = ["xcodeproj", "xcassets", "xcworkspace", "playground", "docc", "lproj", "xcdatamodeld", "xcdatamodel",
                              "xctestplan", "swiftpm", "build"]
        let skippedFiles = ["swift", "h", "m", "mm", "c", "cpp", "entitlements", "xcconfig", "md", "storyboard", "xib", "strings",
                            "stringsdict", "xcstrings", "xctestplan", "resolved", "sh", "py", "yml", "yaml", "gitignore"]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey],
                                                        options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walk {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
            if values?.isDirectory == true {
                if skippedFolders.contains(url.pathExtension.lowercased()) || ["Tests", "UITests"].contains(where: { url.lastPathComponent.hasSuffix($0) }) {
                    walk.skipDescendants()
                }
            } else if values?.isRegularFile == true, !skippedFiles.contains(url.pathExtension.lowercased()),
                      !["LICENSE", "Package.swift", "Info.plist"].contains(url.lastPathComponent) {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The `.xcassets` folders under `folder` (not inside one another), in path order.
    private func assetCatalogues(in folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walk where url.pathExtension == "xcassets" {
            found.append(url)
            walk.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The `.swift` files under `folder`, in path order, leaving out tests, Xcode bundles and hidden folders;
    /// a link is taken only when it reaches a regular file inside `linksWithin` (as `AppFolders` in
    /// SheetshotAppRoute takes one: a plug-in cannot link that library).
    private func swiftFiles(in folder: URL, linksWithin: URL) throws -> [URL] {
        let skipped = ["Tests", "UITests"], skippedExtensions = ["xcodeproj", "xcassets", "xcworkspace", "playground", "docc"]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
                                                        options: [.skipsHiddenFiles])
        else { return [] }
        // Paths resolved by the kernel's rules (realpath(3)): a chain of links it cannot resolve is refused,
        // never taken as it stands (Foundation's resolvingSymlinksInPath gives it back unchanged).
        func real(_ url: URL) -> String? {
            guard let resolved = realpath(url.path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
        guard let boundary = real(linksWithin) else { return [] }
        var files: [URL] = []
        for case let url as URL in walk {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true {
                walk.skipDescendants()
                var st = stat()
                if url.pathExtension == "swift", let target = real(url), target.hasPrefix(boundary + "/"),
                   stat(target, &st) == 0, st.st_mode & S_IFMT == S_IFREG { files.append(url) }
            } else if values?.isDirectory == true {
                if skippedExtensions.contains(url.pathExtension) || skipped.contains(where: { url.lastPathComponent.hasSuffix($0) }) {
                    walk.skipDescendants()
                }
            } else if url.pathExtension == "swift" {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

struct AppSourcesError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
