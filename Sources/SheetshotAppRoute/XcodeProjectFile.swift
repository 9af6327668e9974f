import Foundation

// This file is also compiled into the SheetshotAppSources plug-in (Plugins/SheetshotAppSources holds a link
// to it: a plug-in cannot link a library), so it uses Foundation alone.

/// An Xcode project's `project.pbxproj`, read: its objects by identifier, and where each file and group of
/// its tree is on disk. Foundation reads the old-style property list on Linux too. Every reader of a
/// project (its packages, its targets' files) starts here, with the same limits.
public struct XcodeProjectFile {
    /// The `project.pbxproj` read.
    public let file: URL
    /// The folder holding the `.xcodeproj` (where `SOURCE_ROOT` and the main group's paths start).
    public let projectFolder: URL
    /// The property list's top level (`rootObject`, `objects`).
    public let root: [String: Any]
    /// The project's objects by identifier.
    public let objects: [String: Any]
    /// Each group member's group (a member two groups list has the first in identifier order).
    private let parents: [String: String]

    /// The largest `project.pbxproj` read: 32 MiB (large apps' are a few MiB).
    public static let maximumFileBytes = 32 << 20

    /// Reads the project at `project` (a `.xcodeproj` folder or its `project.pbxproj`; a link is read where
    /// it leads).
    public init(contentsOf project: URL) throws {
        let file = project.pathExtension == "xcodeproj" ? project.appendingPathComponent("project.pbxproj") : project
        self.file = file
        projectFolder = file.deletingLastPathComponent().deletingLastPathComponent()
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path) } catch {
            throw XcodeProjectFileError("\(file.path): no Xcode project file there")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw XcodeProjectFileError("\(file.path): not a regular file") }
        guard let size = attributes[.size] as? Int, size <= Self.maximumFileBytes else {
            throw XcodeProjectFileError("\(file.path): larger than \(Self.maximumFileBytes >> 20) MiB, past any project file")
        }
        let data = try Data(contentsOf: file)
        guard let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = root["objects"] as? [String: Any] else {
            throw XcodeProjectFileError("\(file.path): not an Xcode project file (no property list with \"objects\")")
        }
        self.root = root
        self.objects = objects
        var parents: [String: String] = [:]
        for id in objects.keys.sorted() {
            guard let group = objects[id] as? [String: Any], (group["isa"] as? String ?? "").hasSuffix("Group") else { continue }
            for child in group["children"] as? [Any] ?? [] {
                if let child = child as? String, parents[child] == nil { parents[child] = id }
            }
        }
        self.parents = parents
    }

    /// The object with identifier `id`, when `id` names one.
    public func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
    /// An object's class (`PBXNativeTarget`, `PBXGroup`…).
    public func isa(_ entry: [String: Any]) -> String { entry["isa"] as? String ?? "" }
    /// The identifiers a list property holds.
    public func ids(_ value: Any?) -> [String] { (value as? [Any] ?? []).compactMap { $0 as? String } }

    /// Where the file or group `id` is: its path joined to its groups' up to the project's folder (nil for
    /// one whose place is not on disk, or a group tree that loops).
    public func path(of id: String, depth: Int = 0) -> URL? {
        guard depth < 64, let entry = objects[id] as? [String: Any] else { return nil }
        let own = entry["path"] as? String
        switch entry["sourceTree"] as? String {
        case "<absolute>": return own.map { URL(fileURLWithPath: $0) }
        case "SOURCE_ROOT": return own.map { projectFolder.appendingPathComponent($0) } ?? projectFolder
        case "<group>":
            let base: URL
            if let parent = parents[id] { guard let p = path(of: parent, depth: depth + 1) else { return nil }; base = p } else { base = projectFolder }
            return own.map { base.appendingPathComponent($0) } ?? base
        default: return nil
        }
    }
}

/// What is wrong with an Xcode project file, naming it.
public struct XcodeProjectFileError: Error, CustomStringConvertible {
    /// What is wrong, naming the file.
    public let description: String
    init(_ description: String) { self.description = description }
}
