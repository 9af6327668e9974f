import Foundation

// This file is also compiled into the SheetshotAppSources plug-in (Plugins/SheetshotAppSources holds a link
// to it, and to XcodeProjectFile.swift: a plug-in cannot link a library), so it uses Foundation alone.

/// Which Swift files an Xcode project compiles into its iOS app (Xcode's target membership): the files its
/// iOS application targets' Sources phases list (but those filtered to other platforms), and the files in
/// the folders Xcode 16 keeps in step with the disk (synchronized groups), less each folder's exceptions for
/// those targets — and plus the files an exception adds to them from a folder another target holds. A file
/// in the app's folders that no iOS app target compiles — a macOS target's file, a draft left out of the
/// target, a second copy of a file — is not the app's, as Xcode does not build it. Paths are compared
/// without regard to case, as on the Mac's disks where projects are made.
public struct XcodeTargetMembership: Equatable, Sendable {
    /// The project file read.
    public var file: URL
    /// The application targets whose files are the app's, by name: the iOS ones (by `SDKROOT` or
    /// `SUPPORTED_PLATFORMS`, the target's or the project's); every application target when none says.
    public var targets: [String]
    /// The files the targets' Sources phases list (standardised paths).
    public var listedFiles: Set<String>
    /// Each synchronized folder the targets hold (standardised path) with the paths, relative to it, their
    /// exceptions take out (a path that is a folder takes out what is inside it).
    public var synchronizedFolders: [String: Set<String>]
    /// Files (or folders) the targets take from synchronized folders other targets hold (standardised paths).
    public var addedFromOtherFolders: Set<String>
    /// `listedFiles` in lower case, for comparing without regard to case.
    private var listedLowercased: Set<String>

    /// Reads the project at `project` (a `.xcodeproj` folder or its `project.pbxproj`); nil when it has no
    /// application target that lists a Swift source or holds a synchronized folder (nothing to go by).
    public init?(contentsOf project: URL) throws {
        let project = try XcodeProjectFile(contentsOf: project)
        let root = project.root, objects = project.objects
        func object(_ id: Any?) -> [String: Any]? { project.object(id) }
        func isa(_ entry: [String: Any]) -> String { project.isa(entry) }
        func ids(_ value: Any?) -> [String] { project.ids(value) }
        func path(of id: String) -> URL? { project.path(of: id) }

        // The build settings that say a target's platform: its own configurations', over the project's.
        func settings(_ listID: Any?) -> [[String: Any]] {
            ids(object(listID)?["buildConfigurations"]).compactMap { object($0)?["buildSettings"] as? [String: Any] }
        }
        let projectSettings = object(root["rootObject"]).map { settings($0["buildConfigurationList"]) } ?? []
        enum Platform { case iOS, other, unknown }
        /// What configurations say: iOS if any names it, another platform if they name only others.
        func verdict(_ configurations: [[String: Any]]) -> Platform {
            var result = Platform.unknown
            for entry in configurations {
                let sdk = (entry["SDKROOT"] as? String).flatMap { $0 == "auto" ? nil : $0 }
                let supported = (entry["SUPPORTED_PLATFORMS"] as? String)?.split(separator: " ").map(String.init)
                if sdk == "iphoneos" || supported?.contains("iphoneos") == true { return .iOS }
                if sdk != nil || supported != nil { result = .other }
            }
            return result
        }
        func platform(of target: [String: Any]) -> Platform {
            let own = verdict(settings(target["buildConfigurationList"]))
            return own != .unknown ? own : verdict(projectSettings)
        }
        var apps: [(id: String, entry: [String: Any], platform: Platform)] = []
        for (id, value) in objects {
            guard let target = value as? [String: Any], isa(target) == "PBXNativeTarget",
                  target["productType"] as? String == "com.apple.product-type.application" else { continue }
            apps.append((id, target, platform(of: target)))
        }
        let iOS = apps.filter { $0.platform == .iOS }
        let chosen = (iOS.isEmpty ? apps.filter { $0.platform == .unknown } : iOS).sorted { ($0.entry["name"] as? String ?? $0.id) < ($1.entry["name"] as? String ?? $1.id) }

        /// Whether platform filters (`ios`, `macos`, `maccatalyst`…) leave iOS in; no filter leaves every platform in.
        func allowsIOS(_ filters: Any?) -> Bool {
            if let one = filters as? String { return one == "ios" }
            guard let list = filters as? [Any], !list.isEmpty else { return true }
            return list.contains { ($0 as? String) == "ios" }
        }
        var listed: Set<String> = [], folders: [String: Set<String>] = [:], added: Set<String> = []
        for app in chosen {
            for phase in ids(app.entry["buildPhases"]).compactMap(object) where isa(phase) == "PBXSourcesBuildPhase" {
                for buildFile in ids(phase["files"]).compactMap(object) {
                    guard allowsIOS(buildFile["platformFilter"]), allowsIOS(buildFile["platformFilters"]) else { continue }
                    if let ref = buildFile["fileRef"] as? String, let url = path(of: ref) { listed.insert(url.standardizedFileURL.path) }
                }
            }
            let held = Set(ids(app.entry["fileSystemSynchronizedGroups"]))
            for groupID in objects.keys.sorted() {
                guard let group = object(groupID), isa(group) == "PBXFileSystemSynchronizedRootGroup",
                      let folder = path(of: groupID)?.standardizedFileURL.path else { continue }
                var named: Set<String> = [], otherPlatforms: Set<String> = []
                for exception in ids(group["exceptions"]).compactMap(object) where (exception["target"] as? String) == app.id {
                    for path in exception["membershipExceptions"] as? [Any] ?? [] { if let path = path as? String { named.insert(path) } }
                    for (path, filters) in exception["platformFiltersByRelativePath"] as? [String: Any] ?? [:] where !allowsIOS(filters) {
                        otherPlatforms.insert(path)
                    }
                }
                if held.contains(groupID) {
                    // The folder's files are the target's but those its exceptions name; a folder two targets
                    // hold: a file is the app's when either takes it.
                    let excluded = named.union(otherPlatforms)
                    folders[folder] = folders[folder].map { $0.intersection(excluded) } ?? excluded
                } else {
                    // Another target's folder: the exceptions naming this target add those files to it.
                    for path in named.subtracting(otherPlatforms) { added.insert(folder + "/" + path) }
                }
            }
        }
        guard !listed.filter({ $0.hasSuffix(".swift") }).isEmpty || !folders.isEmpty || !added.isEmpty else { return nil }
        file = project.file
        targets = chosen.map { $0.entry["name"] as? String ?? $0.id }
        listedFiles = listed
        listedLowercased = Set(listed.map { $0.lowercased() })
        synchronizedFolders = folders
        addedFromOtherFolders = added
    }

    /// Whether the app's targets compile `file` (paths compared without regard to case).
    public func includes(_ file: URL) -> Bool {
        let path = file.standardizedFileURL.path.lowercased()
        func within(_ folder: String) -> Bool { path == folder.lowercased() || path.hasPrefix(folder.lowercased() + "/") }
        if listedLowercased.contains(path) || addedFromOtherFolders.contains(where: within) { return true }
        for (folder, exceptions) in synchronizedFolders where path.hasPrefix(folder.lowercased() + "/") {
            let relative = String(path.dropFirst(folder.count + 1))
            if !exceptions.contains(where: { relative == $0.lowercased() || relative.hasPrefix($0.lowercased() + "/") }) { return true }
        }
        return false
    }

    /// Why a file is not the app's, for reports: the project and its targets named.
    public var leftOutReason: String {
        "not in the app target: \(file.deletingLastPathComponent().lastPathComponent) does not compile it for "
            + (targets.count == 1 ? "its iOS app \(targets[0])" : "its iOS apps \(targets.joined(separator: ", "))")
    }
}
