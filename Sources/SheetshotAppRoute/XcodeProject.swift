import Foundation

/// The Swift packages an Xcode project's app targets use, read from its `project.pbxproj` (an old-style
/// property list, which Foundation reads on Linux too): the products each app target links and where each
/// product's package is — a remote repository (`XCRemoteSwiftPackageReference`), a local package
/// (`XCLocalSwiftPackageReference`, or, before Xcode 15, a folder reference to a package in the project's groups).
public struct XcodeProject: Equatable, Sendable {
    /// Where a package is.
    public enum PackageLocation: Hashable, Sendable {
        /// A repository, by the URL the project names.
        case remote(String)
        /// A package folder on disk (resolved against the project's folder).
        case local(URL)
    }
    /// A package product an app target links.
    public struct Product: Hashable, Sendable {
        /// The product's name (`Shapes`, `FirebaseAuth`).
        public var name: String
        /// Its package; nil when the project names none (a local package added as a folder: found by product
        /// name among the project's local packages).
        public var package: PackageLocation?
    }

    /// The project file read.
    public var file: URL
    /// The products the project's application targets link, in name order.
    public var products: [Product]
    /// Local packages the project holds as folders (Xcode's older way of adding one), in path order.
    public var localPackageFolders: [URL]

    /// The largest `project.pbxproj` read: 32 MiB (large apps' are a few MiB).
    public static let maximumFileBytes = XcodeProjectFile.maximumFileBytes

    /// Reads the project at `project` (a `.xcodeproj` folder or its `project.pbxproj`).
    public init(contentsOf project: URL) throws {
        let read: XcodeProjectFile
        do { read = try XcodeProjectFile(contentsOf: project) } catch let error as XcodeProjectFileError { throw AppPackagesError(error.description) }
        file = read.file
        let projectFolder = read.projectFolder, objects = read.objects
        func object(_ id: Any?) -> [String: Any]? { read.object(id) }
        func isa(_ entry: [String: Any]) -> String { read.isa(entry) }

        // Each package reference's location.
        var locations: [String: PackageLocation] = [:]
        for (id, value) in objects {
            guard let entry = value as? [String: Any] else { continue }
            switch isa(entry) {
            case "XCRemoteSwiftPackageReference":
                if let url = entry["repositoryURL"] as? String { locations[id] = .remote(url) }
            case "XCLocalSwiftPackageReference":
                if let path = entry["relativePath"] as? String {
                    locations[id] = .local(projectFolder.appendingPathComponent(path).standardizedFileURL)
                }
            default: break
            }
        }
        // The products application targets link (an app, its extensions aside: they are other programs).
        var products: Set<Product> = []
        for value in objects.values {
            guard let target = value as? [String: Any], isa(target) == "PBXNativeTarget",
                  // An iOS app (a watch app, `application.watchapp2`, is another program).
                  target["productType"] as? String == "com.apple.product-type.application" else { continue }
            // The products it lists, and those its Frameworks phase links (some projects list them only there).
            var linked = target["packageProductDependencies"] as? [Any] ?? []
            for phase in (target["buildPhases"] as? [Any] ?? []).compactMap(object) where isa(phase) == "PBXFrameworksBuildPhase" {
                for file in (phase["files"] as? [Any] ?? []).compactMap(object) { if let product = file["productRef"] { linked.append(product) } }
            }
            for id in linked {
                guard let dependency = object(id), let name = dependency["productName"] as? String else { continue }
                // `plugin:` names a build-tool plug-in the target runs (SwiftLint's), not a module it imports.
                if name.hasPrefix("plugin:") { continue }
                products.insert(Product(name: name, package: (dependency["package"] as? String).flatMap { locations[$0] }))
            }
        }
        self.products = products.sorted { ($0.name, "\(String(describing: $0.package))") < ($1.name, "\(String(describing: $1.package))") }

        // Folder references in the project's groups that hold a package (Package.swift inside).
        func path(of id: String) -> URL? { read.path(of: id) }
        var folders: Set<URL> = []
        for (id, value) in objects {
            guard let entry = value as? [String: Any], isa(entry) == "PBXFileReference",
                  ["folder", "wrapper"].contains(entry["lastKnownFileType"] as? String ?? ""),
                  let folder = path(of: id)?.standardizedFileURL,
                  FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else { continue }
            folders.insert(folder)
        }
        for case .local(let folder) in locations.values { folders.insert(folder) }
        localPackageFolders = folders.sorted { $0.path < $1.path }
    }

    /// The `Package.resolved` Xcode keeps for the project (in its workspace), or nil when it has none.
    public var resolvedFile: URL? {
        let candidate = file.deletingLastPathComponent().appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }
}
