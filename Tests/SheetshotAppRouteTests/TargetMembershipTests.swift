import Foundation
import SheetshotAppRoute
import Testing

/// Which of an app's files its Xcode project compiles into the iOS app: the Sources phases of its iOS app
/// targets, through the groups' paths, and Xcode 16's synchronized folders less their exceptions.
@Suite struct TargetMembershipTests {
    func folder(_ name: String = #function) throws -> URL { try freshFolder("membership", name) }
    func write(_ text: String, to url: URL) throws { try writeText(text, to: url) }

    /// Xcode's older way: groups with paths, and each target's Sources phase listing its files. The iOS
    /// app compiles Root.swift and Views/List.swift; the macOS app Views/MacList.swift; no one Old.swift.
    static let listedProject = """
    // !$*UTF8*$!
    { archiveVersion = 1; objectVersion = 56; rootObject = R;
      objects = {
        R = { isa = PBXProject; mainGroup = G0; buildConfigurationList = L0; targets = ( T1, T2 ); };
        L0 = { isa = XCConfigurationList; buildConfigurations = ( C0 ); };
        C0 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; };
        G0 = { isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
        G1 = { isa = PBXGroup; children = ( F1, G2, F4 ); path = App; sourceTree = "<group>"; };
        G2 = { isa = PBXGroup; children = ( F2, F3 ); path = Views; sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = Root.swift; sourceTree = "<group>"; };
        F2 = { isa = PBXFileReference; path = List.swift; sourceTree = "<group>"; };
        F3 = { isa = PBXFileReference; path = MacList.swift; sourceTree = "<group>"; };
        F4 = { isa = PBXFileReference; path = Old.swift; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        B2 = { isa = PBXBuildFile; fileRef = F2; };
        B3 = { isa = PBXBuildFile; fileRef = F3; };
        S1 = { isa = PBXSourcesBuildPhase; files = ( B1, B2 ); };
        S2 = { isa = PBXSourcesBuildPhase; files = ( B3 ); };
        T1 = { isa = PBXNativeTarget; name = Phone; buildPhases = ( S1 ); productType = "com.apple.product-type.application"; };
        T2 = { isa = PBXNativeTarget; name = Desk; buildPhases = ( S2 ); buildConfigurationList = L2;
               productType = "com.apple.product-type.application"; };
        L2 = { isa = XCConfigurationList; buildConfigurations = ( C2 ); };
        C2 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; };
      };
    }
    """

    @Test func theIOSAppsSourcesPhaseSaysWhichFilesAreTheApps() throws {
        let root = try folder()
        try write(Self.listedProject, to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let membership = try #require(try XcodeTargetMembership(contentsOf: root.appendingPathComponent("App.xcodeproj")))
        #expect(membership.targets == ["Phone"])
        let app = root.appendingPathComponent("App")
        #expect(membership.includes(app.appendingPathComponent("Root.swift")))
        #expect(membership.includes(app.appendingPathComponent("Views/List.swift")))
        #expect(!membership.includes(app.appendingPathComponent("Views/MacList.swift")), "the macOS app's file")
        #expect(!membership.includes(app.appendingPathComponent("Old.swift")), "in the groups, in no target")
        #expect(!membership.includes(app.appendingPathComponent("Elsewhere/List.swift")), "a file of the same name elsewhere")
        #expect(membership.leftOutReason.contains("App.xcodeproj") && membership.leftOutReason.contains("Phone"))
    }

    /// Xcode 16's synchronized folders: the folder's files are the target's, less its exceptions; a
    /// multiplatform target (`SUPPORTED_PLATFORMS`) is an iOS app.
    @Test func synchronizedFoldersTakeEveryFileButTheirExceptions() throws {
        let root = try folder()
        try write("""
        { archiveVersion = 1; objectVersion = 77; rootObject = R;
          objects = {
            R = { isa = PBXProject; targets = ( T1, T2 ); };
            Y = { isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; exceptions = ( X1, X2 ); };
            X1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = T1; membershipExceptions = ( Drafts, Info.plist, "Views/Old View.swift" ); };
            X2 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = T2; membershipExceptions = ( Root.swift ); };
            T1 = { isa = PBXNativeTarget; name = Shop; fileSystemSynchronizedGroups = ( Y ); buildConfigurationList = L1;
                   productType = "com.apple.product-type.application"; };
            L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
            C1 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; };
            T2 = { isa = PBXNativeTarget; name = ShopWidget; fileSystemSynchronizedGroups = ( Y ); productType = "com.apple.product-type.app-extension"; };
          };
        }
        """, to: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        let membership = try #require(try XcodeTargetMembership(contentsOf: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj")))
        let shop = root.appendingPathComponent("Shop")
        #expect(membership.targets == ["Shop"])
        #expect(membership.includes(shop.appendingPathComponent("Root.swift")), "the extension's exception is not the app's")
        #expect(membership.includes(shop.appendingPathComponent("Views/Cart.swift")))
        #expect(!membership.includes(shop.appendingPathComponent("Views/Old View.swift")))
        #expect(!membership.includes(shop.appendingPathComponent("Drafts/Next.swift")), "an excepted folder takes what is inside it")
        #expect(membership.includes(shop.appendingPathComponent("DraftsOld.swift")), "a name that only begins like an exception")
        #expect(!membership.includes(root.appendingPathComponent("Other/Root.swift")))
    }

    /// Platform filters leave a file to other platforms; an exception on a folder another target holds adds
    /// its files to the app; case does not matter, as on a Mac's disk.
    @Test func platformFiltersAdditionsAndCase() throws {
        let root = try folder()
        try write("""
        { archiveVersion = 1; objectVersion = 77; rootObject = R;
          objects = {
            R = { isa = PBXProject; buildConfigurationList = L; targets = ( T1, T2 ); };
            L = { isa = XCConfigurationList; buildConfigurations = ( C ); };
            C = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; };
            G = { isa = PBXGroup; children = ( F1, F2 ); path = app; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = Phone.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = Mac.swift; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            B2 = { isa = PBXBuildFile; fileRef = F2; platformFilters = ( macos, ); };
            S = { isa = PBXSourcesBuildPhase; files = ( B1, B2 ); };
            Y1 = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; exceptions = ( X1 ); };
            X1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = T1;
                   platformFiltersByRelativePath = { "MacMenu.swift" = ( macos, ); "Both.swift" = ( ios, macos, ); }; };
            Y2 = { isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; exceptions = ( X2 ); };
            X2 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = T1; membershipExceptions = ( Timeline.swift ); };
            T1 = { isa = PBXNativeTarget; name = App; buildPhases = ( S ); fileSystemSynchronizedGroups = ( Y1 );
                   productType = "com.apple.product-type.application"; };
            T2 = { isa = PBXNativeTarget; name = Widget; fileSystemSynchronizedGroups = ( Y2 ); productType = "com.apple.product-type.app-extension"; };
          };
        }
        """, to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let membership = try #require(try XcodeTargetMembership(contentsOf: root.appendingPathComponent("App.xcodeproj")))
        #expect(membership.includes(root.appendingPathComponent("app/Phone.swift")))
        #expect(membership.includes(root.appendingPathComponent("App/phone.swift")), "case does not matter")
        #expect(!membership.includes(root.appendingPathComponent("app/Mac.swift")), "filtered to macOS")
        #expect(membership.includes(root.appendingPathComponent("Shared/Both.swift")))
        #expect(!membership.includes(root.appendingPathComponent("Shared/MacMenu.swift")), "filtered to macOS")
        #expect(membership.includes(root.appendingPathComponent("Widget/Timeline.swift")), "added from the widget's folder")
        #expect(!membership.includes(root.appendingPathComponent("Widget/Entry.swift")), "the widget's own")
    }

    /// A project that says nothing (no app target, or one with no sources) leaves every file in; a file
    /// that is not a project is an error naming it.
    @Test func aProjectThatSaysNothingFiltersNothingAndABadOneIsNamed() throws {
        let root = try folder()
        try write("{ archiveVersion = 1; objects = { T = { isa = PBXNativeTarget; productType = \"com.apple.product-type.framework\"; }; }; }",
                  to: root.appendingPathComponent("Kit.xcodeproj/project.pbxproj"))
        #expect(try XcodeTargetMembership(contentsOf: root.appendingPathComponent("Kit.xcodeproj")) == nil)
        try write("not a property list {{{", to: root.appendingPathComponent("Bad.xcodeproj/project.pbxproj"))
        #expect { try XcodeTargetMembership(contentsOf: root.appendingPathComponent("Bad.xcodeproj")) } throws: {
            "\($0)".contains("Bad.xcodeproj/project.pbxproj")
        }
        #expect { try XcodeTargetMembership(contentsOf: root.appendingPathComponent("Missing.xcodeproj")) } throws: {
            "\($0)".contains("Missing.xcodeproj") && "\($0)".contains("no Xcode project file")
        }
        // A group that is its own parent does not loop: its files have no path, so they are not the app's.
        try write("""
        { archiveVersion = 1; objects = {
            G = { isa = PBXGroup; children = ( G, F ); path = Loop; sourceTree = "<group>"; };
            F = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            B = { isa = PBXBuildFile; fileRef = F; };
            S = { isa = PBXSourcesBuildPhase; files = ( B ); };
            T = { isa = PBXNativeTarget; name = Loop; buildPhases = ( S ); productType = "com.apple.product-type.application"; };
        }; }
        """, to: root.appendingPathComponent("Loop.xcodeproj/project.pbxproj"))
        #expect(try XcodeTargetMembership(contentsOf: root.appendingPathComponent("Loop.xcodeproj")) == nil)
    }

    /// The preparation lists a file the project leaves out with the reason, and does not rewrite it.
    @Test func preparationLeavesOutWhatTheProjectDoesNotCompile() throws {
        let root = try folder()
        try write(Self.listedProject, to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let app = root.appendingPathComponent("App")
        for name in ["Root.swift", "Views/List.swift", "Views/MacList.swift", "Old.swift"] {
            try write("import SwiftUI\nstruct V\(name.filter(\.isLetter)): View { var body: some View { Text(\"x\") } }\n", to: app.appendingPathComponent(name))
        }
        let membership = try XcodeTargetMembership(contentsOf: root.appendingPathComponent("App.xcodeproj"))
        let prepared = try AppPreparation.prepare(folders: [app], root: app, membership: membership, into: root.appendingPathComponent("out"))
        let outcome = Dictionary(uniqueKeysWithValues: prepared.files.map { ($0.name, $0.leftOut) })
        #expect(outcome["Root.swift"] == .some(nil) && outcome["Views/List.swift"] == .some(nil))
        #expect(outcome["Old.swift"]??.hasPrefix("not in the app target") == true)
        #expect(outcome["Views/MacList.swift"]??.hasPrefix("not in the app target") == true)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/Old.swift").path))
    }
}

/// Xcode's generated asset symbols for assets in folders that provide a namespace.
@Suite struct AssetSymbolNamespaceTests {
    @Test func aNamespaceFolderIsATypeOfItsName() {
        let source = AssetSymbols.source(for: [
            .init(name: "brand", isColor: true),
            .init(name: "GrocyColors/grocyBlue", isColor: true),
            .init(name: "GrocyColors/Deep/ink", isColor: true),
            .init(name: "Icons/star-fill", isColor: false),
            .init(name: "brand colours/leaf", isColor: true),
        ])
        #expect(source.contains("enum GrocyColors {"), "\(source)")
        #expect(source.contains("static let grocyBlue = ColorResource(name: \"GrocyColors/grocyBlue\", bundle: .module)"), "\(source)")
        #expect(source.contains("enum Deep {") && source.contains("static let ink = ColorResource(name: \"GrocyColors/Deep/ink\""), "\(source)")
        #expect(source.contains("enum Icons {") && source.contains("static let starFill = ImageResource(name: \"Icons/star-fill\""), "\(source)")
        #expect(source.contains("enum BrandColours {"), "a folder name that is not an identifier: \(source)")
        // Colour namespaces are Color's too; a plain colour stays on ShapeStyle.
        #expect(source.contains("static var grocyBlue: Color { Color(ColorResource.GrocyColors.grocyBlue) }"), "\(source)")
        #expect(source.contains("static var brand: Color { Color(ColorResource.brand) }"))
        #expect(!source.contains("grocyColorsGrocyBlue"))
        // Images are UIImage's members too; AccentColor is `.accent` (SwiftUI has no member of that name).
        #expect(source.contains("static var starFill: UIImage { UIImage(resource: ImageResource.Icons.starFill) }"), "\(source)")
        #expect(AssetSymbols.source(for: [.init(name: "AccentColor", isColor: true)]).contains("static var accent: Color"))
        // Xcode's names for capitals and digits.
        for (name, member) in [("HWS", "HWS"), ("E5E5E5", "E_5_E_5_E_5"), ("4986FF", "_4986_FF"), ("FFE05D", "FFE_05_D"), ("c50000", "c50000"),
                               ("add_list_ic", "addListIc"), ("BrandColor", "brand"), ("hero-photo", "heroPhoto")] {
            #expect(AssetSymbols.memberName(of: .init(name: name, isColor: name == "BrandColor")) == member, "\(name)")
        }
    }
}
