import Foundation
import SheetshotAppRoute
import Testing

/// The app route's reading of an app's Swift packages: the Xcode project's references, `Package.resolved`,
/// manifests, and checkouts — all of it data from outside, so the hostile cases are tested beside the real ones.
@Suite struct AppPackagesTests {
    func folder(_ name: String = #function) throws -> URL { try freshFolder("app-packages", name) }
    func write(_ text: String, to url: URL) throws { try writeText(text, to: url) }

    /// A project file of the shape Xcode writes: an app target linking a remote product and two local ones
    /// (one by an Xcode 15 local reference, one by a folder in a group), and a widget extension linking a
    /// product the app does not.
    static let projectFile = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 60;
        objects = {
            A1 /* App */ = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                packageProductDependencies = ( P1, P2, P3, P9 ); };
            A2 /* Widget */ = { isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension";
                packageProductDependencies = ( P4 ); };
            A3 /* Companion */ = { isa = PBXNativeTarget; name = Companion; productType = "com.apple.product-type.application";
                buildPhases = ( B1 ); };
            B1 = { isa = PBXFrameworksBuildPhase; files = ( B2 ); };
            B2 = { isa = PBXBuildFile; productRef = P5; };
            P5 = { isa = XCSwiftPackageProductDependency; package = R1; productName = ShapesExtras; };
            A4 /* Watch */ = { isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application.watchapp2";
                packageProductDependencies = ( P6 ); };
            P6 = { isa = XCSwiftPackageProductDependency; package = R2; productName = WatchOnly; };
            P1 = { isa = XCSwiftPackageProductDependency; package = R1; productName = Shapes; };
            P2 = { isa = XCSwiftPackageProductDependency; package = L1; productName = Badges; };
            P3 = { isa = XCSwiftPackageProductDependency; productName = Kit; };
            P4 = { isa = XCSwiftPackageProductDependency; package = R2; productName = WidgetOnly; };
            P9 = { isa = XCSwiftPackageProductDependency; package = R1; productName = "plugin:Lint"; };
            R1 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/someone/shapes.git";
                requirement = { kind = exactVersion; version = 1.2.0; }; };
            R2 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/someone/widgets"; };
            L1 = { isa = XCLocalSwiftPackageReference; relativePath = Packages/Badges; };
            G0 = { isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = ( F1 ); path = Local; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; lastKnownFileType = wrapper; path = Kit; sourceTree = "<group>"; };
        };
        rootObject = X;
    }
    """

    @Test func theProjectsAppTargetsPackagesAreRead() throws {
        let root = try folder()
        try write(Self.projectFile, to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        try write("// swift-tools-version:5.9\n", to: root.appendingPathComponent("Local/Kit/Package.swift"))
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("App.xcodeproj"))
        #expect(project.products.map(\.name) == ["Badges", "Kit", "Shapes", "ShapesExtras"],
                "the widget's and the watch app's products and the lint plug-in are not the app's; a product only the Frameworks phase links is")
        #expect(project.products.first { $0.name == "Shapes" }?.package == .remote("https://example.com/someone/shapes.git"))
        #expect(project.products.first { $0.name == "Badges" }?.package == .local(root.appendingPathComponent("Packages/Badges").standardizedFileURL))
        #expect(project.products.first { $0.name == "Kit" }?.package == nil)
        #expect(project.localPackageFolders.map(\.lastPathComponent) == ["Kit", "Badges"], "the group's folder holding a package is found by its path")
    }

    @Test func aBrokenProjectFileIsAnErrorNamingIt() throws {
        let root = try folder()
        let file = root.appendingPathComponent("Bad.xcodeproj/project.pbxproj")
        try write("{ objects = ( unclosed", to: file)
        #expect { try XcodeProject(contentsOf: file.deletingLastPathComponent()) } throws: { "\($0)".contains("Bad.xcodeproj/project.pbxproj") }
        #expect { try XcodeProject(contentsOf: root.appendingPathComponent("None.xcodeproj")) } throws: { "\($0)".contains("no Xcode project file") }
    }

    @Test func pinsAreReadInEachVersionOfTheFile() throws {
        let revision = String(repeating: "a1", count: 20)
        let two = #"{ "version": 2, "pins": [ { "identity": "shapes", "kind": "remoteSourceControl", "location": "https://example.com/s/shapes.git", "state": { "revision": "\#(revision)", "version": "1.2.0" } } ] }"#
        let pins2 = try PackagePins(data: Data(two.utf8), name: "v2")
        #expect(pins2.pins["shapes"] == PackagePins.Pin(identity: "shapes", location: "https://example.com/s/shapes.git", revision: revision, version: "1.2.0"))
        let one = #"{ "version": 1, "object": { "pins": [ { "package": "Shapes", "repositoryURL": "https://example.com/s/Shapes.git", "state": { "branch": null, "revision": "\#(revision)", "version": null } } ] } }"#
        let pins1 = try PackagePins(data: Data(one.utf8), name: "v1")
        #expect(pins1.pins["shapes"]?.version == nil, "version 1 names no identity: it is the URL's last component, lower-cased")
        #expect(PackagePins.identity(of: "https://github.com/AudioKit/SoundpipeAudioKit?tab=readme-ov-file") == "soundpipeaudiokit")
        #expect(PackagePins.identity(of: "git@github.com:someone/Kit.git") == "kit")
    }

    @Test func hostilePinsAreRefusedNamingThem() throws {
        let good = String(repeating: "0", count: 40)
        func pin(identity: String = "kit", location: String = "https://example.com/kit", revision: String? = nil) -> Data {
            Data(#"{ "version": 2, "pins": [ { "identity": "\#(identity)", "location": "\#(location)", "state": { "revision": "\#(revision ?? good)" } } ] }"#.utf8)
        }
        // A bad pin is refused, naming it; the file's other pins are still read.
        func refused(_ data: Data) throws -> String { try PackagePins(data: data, name: "r").refused.joined() }
        #expect(try refused(pin(identity: "../../home")).contains("not a package name"))
        #expect(try refused(pin(identity: "a/b")).contains("not a package name"))
        #expect(try refused(pin(identity: "kit?tab=readme")).contains("not a package name"), "Xcode has written such an identity")
        #expect(try refused(pin(identity: ".kit.partial")).contains("not a package name"), "the name of a clone in progress")
        #expect(try refused(pin(identity: "-kit")).contains("not a package name"))
        #expect(try refused(pin(revision: "HEAD")).contains("40-digit revision"))
        #expect(try PackagePins(data: pin(revision: "HEAD"), name: "r").pins.isEmpty)
        #expect { try PackagePins(data: Data(#"{ "version": 9, "pins": [] }"#.utf8), name: "r") } throws: { "\($0)".contains("version 9") }
        #expect { try PackagePins(data: Data("[1]".utf8), name: "r") } throws: { "\($0)".contains("not a JSON object") }
        for location in ["ext::sh -c touch% /tmp/x", "file:///etc", "/home/me/repo", "--upload-pack=evil", "-oProxyCommand=x", "https://a b"] {
            #expect(!PackagePins.isCloneable(location), "\(location)")
        }
        for location in ["https://github.com/a/b.git", "ssh://git@host/a/b", "git@github.com:a/b.git"] {
            #expect(PackagePins.isCloneable(location), "\(location)")
        }
    }

    /// A manifest as `swift package dump-package` prints it (the fields read).
    static func dumped(name: String, products: [String: [String]], targets: [(String, String, String?, String)], dependencies: String = "[]") -> Data {
        let productList = products.sorted { $0.key < $1.key }.map { #"{ "name": "\#($0.key)", "targets": [\#($0.value.map { "\"\($0)\"" }.joined(separator: ","))], "type": { "library": ["automatic"] } }"# }
        let targetList = targets.map { name, type, path, dependencies in
            #"{ "name": "\#(name)", "type": "\#(type)", "path": \#(path.map { "\"\($0)\"" } ?? "null"), "exclude": ["Info.plist"], "dependencies": \#(dependencies) }"#
        }
        return Data(#"{ "name": "\#(name)", "products": [\#(productList.joined(separator: ","))], "targets": [\#(targetList.joined(separator: ","))], "dependencies": \#(dependencies) }"#.utf8)
    }

    @Test func manifestsAreReadWithIOSsDependencies() throws {
        let json = Self.dumped(name: "shapes", products: ["Shapes": ["Shapes"]], targets: [
            ("Shapes", "regular", nil, #"[ { "byName": ["Core", null] }, { "product": ["Numerics", "swift-numerics", null, null] }, { "target": ["LinuxOnly", { "platformNames": ["linux"] }] } ]"#),
        ], dependencies: #"[ { "sourceControl": [ { "identity": "swift-numerics", "location": { "remote": [ { "urlString": "https://example.com/numerics" } ] } } ] }, { "fileSystem": [ { "identity": "core", "path": "../Core" } ] } ]"#)
        let manifest = try PackageManifest(dumpedJSON: json, name: "shapes")
        #expect(manifest.products == ["Shapes": ["Shapes"]])
        #expect(manifest.targets["Shapes"]?.dependencies == [.byName("Core"), .product("Numerics", package: "swift-numerics")],
                "a dependency only for Linux is not iOS's")
        #expect(manifest.dependencies.map(\.identity) == ["swift-numerics", "core"])
        #expect(manifest.dependencies.map(\.path) == [nil, "../Core"])
        let listed = try PackageManifest(dumpedJSON: Data(#"{ "name": "p", "products": [], "targets": [ { "name": "T", "type": "regular", "sources": ["Main.swift", "Parts"], "dependencies": [] } ], "dependencies": [] }"#.utf8), name: "p")
        #expect(listed.targets["T"]?.sources == ["Main.swift", "Parts"])
        #expect { try PackageManifest(dumpedJSON: Data("not json".utf8), name: "bad") } throws: { "\($0)".contains("bad") }
    }

    /// `root` holding the app's project (`projectFile`) and its local package Badges with one file.
    func projectWithBadges(_ root: URL) throws -> URL {
        try write(Self.projectFile, to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        try write("// swift-tools-version:5.9\n", to: root.appendingPathComponent("Packages/Badges/Package.swift"))
        try write("public struct Badge {}\n", to: root.appendingPathComponent("Packages/Badges/Sources/Badges/Badge.swift"))
        return root
    }

    /// A git repository at `url` with `files` committed; returns its commit.
    func repository(at url: URL, files: [String: String]) throws -> String {
        for (path, text) in files { try write(text, to: url.appendingPathComponent(path)) }
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "c"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", url.path] + arguments
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        let revision = try #require(PackageCheckouts.revision(of: url))
        return revision
    }

    @Test func modulesAreResolvedInBuildOrderFromCheckoutsAtTheirPins() throws {
        // The app's project: Shapes from a pinned repository, Kit from a local folder.
        let root = try projectWithBadges(try folder())
        try write("// swift-tools-version:5.9\n", to: root.appendingPathComponent("Local/Kit/Package.swift"))
        try write("public struct KitView {}\n", to: root.appendingPathComponent("Local/Kit/Sources/Kit/KitView.swift"))
        try write("int f(void) { return 1; }\n", to: root.appendingPathComponent("Packages/Badges/Sources/CBadges/f.c"))
        // The remote package, as a repository the checkout is cloned from.
        let upstream = root.appendingPathComponent("upstream/shapes")
        let revision = try repository(at: upstream, files: ["Package.swift": "// swift-tools-version:5.9\n",
                                                            "Sources/Shapes/Star.swift": "import SwiftUI\npublic struct Star: Shape {}\n",
                                                            "Sources/ShapesCore/Geometry.swift": "public struct Geometry {}\n"])
        try write(#"{ "version": 2, "pins": [ { "identity": "shapes", "location": "\#(upstream.path)", "state": { "revision": "\#(revision)", "version": "1.2.0" } } ] }"#,
                  to: root.appendingPathComponent("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
        let manifests: [String: Data] = [
            "shapes": Self.dumped(name: "shapes", products: ["Shapes": ["Shapes"], "ShapesExtras": ["ShapesCore"]], targets: [
                ("Shapes", "regular", nil, #"[ { "byName": ["ShapesCore", null] } ]"#), ("ShapesCore", "regular", nil, "[]"),
                ("ShapesTests", "test", nil, #"[ { "byName": ["Shapes", null] } ]"#)]),
            "Badges": Self.dumped(name: "Badges", products: ["Badges": ["Badges", "CBadges", "BadgeArt"]], targets: [
                ("Badges", "regular", nil, "[]"), ("CBadges", "regular", nil, "[]"), ("BadgeArt", "binary", nil, "[]")]),
            // Kit names the shapes package by the name its `.package(name:url:)` gives it, not its identity.
            "Kit": Self.dumped(name: "Kit", products: ["Kit": ["Kit"]], targets: [
                ("Kit", "regular", nil, #"[ { "product": ["Shapes", "ShapesByName", null, null] } ]"#)],
                dependencies: #"[ { "sourceControl": [ { "identity": "shapes", "nameForTargetDependencyResolutionOnly": "ShapesByName", "location": { "remote": [ { "urlString": "https://example.com/someone/shapes.git" } ] } } ] } ]"#),
        ]
        let load: (URL) throws -> PackageManifest = { folder in
            try PackageManifest(dumpedJSON: try #require(manifests[folder.lastPathComponent]), name: folder.lastPathComponent)
        }
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("App.xcodeproj"))
        let checkouts = root.appendingPathComponent("checkouts")

        // Not checked out: every module from it is named with the way to check it out; the local ones resolve.
        let before = try AppPackages(project: project, checkouts: checkouts, manifest: load)
        #expect(before.modules.first { $0.name == "Shapes" }?.unavailable?.contains("--fetch") == true)
        #expect(before.modules.first { $0.name == "Badges" }?.unavailable == nil)

        // Checked out at the pin (a local repository, which only a test may clone from).
        let resolvedFile = try #require(project.resolvedFile)
        let pin = try #require(try PackagePins(contentsOf: resolvedFile).pins["shapes"])
        let checkedOut = try PackageCheckouts.checkOut(pin, in: checkouts, allowingLocalRepositories: true)
        #expect(PackageCheckouts.revision(of: checkedOut) == revision)
        // A pinned package's manifest naming a folder by path is not followed (SwiftPM refuses it too).
        let outside = root.appendingPathComponent("Outside")
        try write("// swift-tools-version:5.9\n", to: outside.appendingPathComponent("Package.swift"))
        let pathDependent = Self.dumped(name: "shapes", products: ["Shapes": ["Shapes"], "ShapesExtras": ["ShapesCore"]], targets: [
            ("Shapes", "regular", nil, #"[ { "byName": ["ShapesCore", null] }, { "product": ["Evil", "outside", null, null] } ]"#),
            ("ShapesCore", "regular", nil, "[]")], dependencies: #"[ { "fileSystem": [ { "identity": "outside", "path": "\#(outside.path)" } ] } ]"#)
        var loaded: [String] = []
        let followed = try AppPackages(project: project, checkouts: checkouts) { folder in
            loaded.append(folder.lastPathComponent)
            if folder.lastPathComponent == "shapes" { return try PackageManifest(dumpedJSON: pathDependent, name: "shapes") }
            return try load(folder)
        }
        #expect(!loaded.contains("Outside"), "\(loaded)")
        #expect(followed.modules.first { $0.name == "Evil" }?.unavailable != nil)

        let resolved = try AppPackages(project: project, checkouts: checkouts, manifest: load)
        #expect(resolved.modules.map(\.name) == ["Badges", "CBadges", "BadgeArt", "ShapesCore", "Shapes", "Kit"],
                "every module after what it imports; the test target is not a module")
        let byName = Dictionary(uniqueKeysWithValues: resolved.modules.map { ($0.name, $0) })
        #expect(byName["Shapes"]?.folder == checkouts.appendingPathComponent("shapes/Sources/Shapes").standardizedFileURL)
        #expect(byName["Shapes"]?.version == "1.2.0")
        #expect(byName["Shapes"]?.dependencies == ["ShapesCore"])
        #expect(byName["Kit"]?.version == "local")
        #expect(byName["Kit"]?.dependencies == ["Shapes"], "the package named by its manifest name, not its identity")
        #expect(byName["CBadges"]?.unavailable?.contains("a C, C++ or Objective-C target (f.c)") == true)
        #expect(byName["BadgeArt"]?.unavailable?.contains("binary framework") == true)
        #expect(byName["Shapes"]?.excluded == [checkouts.appendingPathComponent("shapes/Sources/Shapes/Info.plist").standardizedFileURL])
        for name in ["Badges", "Shapes", "ShapesCore", "Kit"] { #expect(byName[name]?.unavailable == nil, "\(name)") }
    }

    @Test func aTargetFolderOutsideItsPackageIsRefused() throws {
        let root = try folder()
        try write(Self.projectFile, to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        try write("// swift-tools-version:5.9\n", to: root.appendingPathComponent("Packages/Badges/Package.swift"))
        try write("let secret = 1\n", to: root.appendingPathComponent("Outside/Secret.swift"))
        let manifest = Self.dumped(name: "Badges", products: ["Badges": ["Badges"]], targets: [("Badges", "regular", "../../Outside", "[]")])
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("App.xcodeproj"))
        let resolved = try AppPackages(project: project, checkouts: nil) { try PackageManifest(dumpedJSON: manifest, name: $0.lastPathComponent) }
        let badges = try #require(resolved.modules.first { $0.name == "Badges" })
        #expect(badges.unavailable?.contains("outside its package") == true)
        #expect(resolved.modules.first { $0.name == "Shapes" }?.unavailable?.contains("not in the project's Package.resolved") == true)
    }

    @Test func checkingOutRefusesWhatIsNotARepositoryURLOrACheckout() throws {
        let root = try folder()
        let revision = String(repeating: "b", count: 40)
        #expect { try PackageCheckouts.checkOut(.init(identity: "kit", location: "ext::sh -c id", revision: revision), in: root) } throws: {
            "\($0)".contains("not a repository URL")
        }
        #expect { try PackageCheckouts.checkOut(.init(identity: "..", location: "https://example.com/kit", revision: revision), in: root) } throws: {
            "\($0)".contains("not a package name")
        }
        #expect { try PackageCheckouts.checkOut(.init(identity: "kit", location: root.path, revision: revision), in: root) } throws: {
            "\($0)".contains("not a repository URL")
        }
        try write("mine", to: root.appendingPathComponent("kit/notes.txt"))
        #expect { try PackageCheckouts.checkOut(.init(identity: "kit", location: "https://example.com/kit", revision: revision), in: root) } throws: {
            "\($0)".contains("is not a git checkout")
        }
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("kit/notes.txt").path), "a folder that is not a checkout is left alone")
    }

    @Test func aRealManifestIsReadBySwiftPM() throws {
        let root = try folder()
        try write("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                              targets: [.target(name: "Kit", exclude: ["Notes.md"]), .testTarget(name: "KitTests", dependencies: ["Kit"])])
        """, to: root.appendingPathComponent("Package.swift"))
        let manifest = try PackageManifest.dump(root)
        #expect(manifest.products == ["Kit": ["Kit"]])
        #expect(manifest.targets["Kit"]?.exclude == ["Notes.md"])
        #expect(manifest.targets["KitTests"]?.type == "test")
        try write("this is not swift", to: root.appendingPathComponent("Package.swift"))
        #expect { try PackageManifest.dump(root) } throws: { "\($0)".contains("its manifest did not load") }
    }

    /// A target whose manifest lists its `sources:` compiles only those: every other Swift file in its folder
    /// is excluded.
    @Test func aTargetsSourcesListLeavesTheRestOut() throws {
        let root = try projectWithBadges(try folder())
        try write("let notMine = 1\n", to: root.appendingPathComponent("Packages/Badges/Sources/Badges/Scratch/Extra.swift"))
        let manifest = Data(#"{ "name": "Badges", "products": [ { "name": "Badges", "targets": ["Badges"] } ], "targets": [ { "name": "Badges", "type": "regular", "sources": ["Badge.swift"], "exclude": [], "dependencies": [] } ], "dependencies": [] }"#.utf8)
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("App.xcodeproj"))
        let resolved = try AppPackages(project: project, checkouts: nil) { try PackageManifest(dumpedJSON: manifest, name: $0.lastPathComponent) }
        let badges = try #require(resolved.modules.first { $0.name == "Badges" })
        #expect(badges.excluded.map(\.lastPathComponent) == ["Extra.swift"], "\(badges.excluded)")
    }
}
