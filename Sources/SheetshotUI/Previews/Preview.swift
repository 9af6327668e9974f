import Canvas
import Widgets

/// One preview of a file, as Xcode's canvas shows it: made by `#Preview` or by a `PreviewProvider`'s
/// `previews`. Find them with `all(inFile:)` or `all(of:)` and render them with
/// `ViewRenderer.render(_:on:colorScheme:dynamicTypeSize:layoutDirection:scale:)`.
public struct Preview {
    /// Traits a `#Preview` can have (the type `PreviewTrait`'s values are for).
    public struct ViewTraits: Sendable {}

    /// The preview's name, if it has one.
    public let name: String?
    /// The file it is written in (`#fileID`: module and file name).
    public let fileID: String
    /// The line it is written on (for a `PreviewProvider`, the position among its previews, from 1).
    public let line: Int
    /// How the preview is laid out.
    public let layout: PreviewLayout
    /// Whether the device is turned to landscape.
    public let isLandscape: Bool
    /// The screens the preview asks to be snapshotted on (its `.snapshotVariants` trait; nil: the suite's).
    public let variants: PreviewVariants?
    /// The script its gallery plays as an animation (its `.snapshotScenario` trait; nil: none).
    public let scenario: ViewScenario?
    /// A hash of the preview's source, whitespace aside (nil for a `PreviewProvider`'s): what names an
    /// unnamed preview's references, so that they stay its own when previews are added or reordered.
    public let sourceHash: String?
    /// Makes the preview's views.
    let makeBody: @MainActor () -> AnyView

    /// The preview's views.
    @MainActor public func makeView() -> AnyView { makeBody() }

    /// A name for reference files and test output: the preview's name, else its file's name and line
    /// ("MapSheet.swift line 94").
    public var displayName: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID) line \(line)"
    }

    /// The module the preview is written in (the first part of its `#fileID`).
    public var module: String { fileID.split(separator: "/").first.map(String.init) ?? fileID }

    /// A name for the preview's reference files that stays the same when previews are added, removed or
    /// reordered: its name, else its file's name and a hash of its source (`MapSheet-3f9a1c2e`; editing the
    /// preview's body gives it a new one), else its file and place (a `PreviewProvider`'s). Letters and
    /// digits stay; every other run of characters becomes one "-" ("Badge on the small phone" →
    /// `Badge-on-the-small-phone`), and the first 100 characters are kept. A name with no letter or digit
    /// ("🎉", "..") is `preview-` and a hash of the name, so it stays the preview's wherever it moves; an
    /// empty name counts as none. Two previews whose names coincide this way are refused by
    /// `assertPreviewSnapshots`, naming both.
    public var snapshotName: String {
        let file = (fileID.split(separator: "/").last.map(String.init) ?? fileID).replacingOccurrences(of: ".swift", with: "")
        let given = name.flatMap { $0.isEmpty ? nil : $0 }
        let raw = given ?? sourceHash.map { "\(file)-\($0.prefix(8))" } ?? "\(file)-\(line)"
        var out = ""
        for c in raw {
            if c.isLetter || c.isNumber || c == "_" { out.append(c) } else if out.last != "-" { out.append("-") }
        }
        while out.hasSuffix("-") { out.removeLast() }
        if out.isEmpty {
            let hash = String(StableHash.fnv1a64(raw), radix: 16)
            out = "preview-" + String(repeating: "0", count: 16 - hash.count) + hash
        }
        return String(out.prefix(100))
    }

    init(name: String?, fileID: String, line: Int, layout: PreviewLayout, isLandscape: Bool, variants: PreviewVariants? = nil,
         scenario: ViewScenario? = nil, sourceHash: String? = nil, makeBody: @escaping @MainActor () -> AnyView) {
        self.scenario = scenario
        self.name = name
        self.fileID = fileID
        self.line = line
        self.layout = layout
        self.isLandscape = isLandscape
        self.variants = variants
        self.sourceHash = sourceHash
        self.makeBody = makeBody
    }

    /// Called by `#Preview`'s expansion: stores the preview at `destination`. Not for use by hand.
    ///
    /// The body returns `any View`, as SwiftUI's `Preview` initialiser's does: with a generic result, a view
    /// type declared inside the preview's closure (`struct Preview: View { … }; return Preview()`) becomes
    /// part of the closure's own type, and mangling that name sends the compiler into endless recursion.
    public static func _register(into destination: UnsafeMutableRawPointer, fileID: String, line: Int, sourceHash: String? = nil,
                                 _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                                 @ViewBuilder body: @escaping @MainActor () -> any View) -> CBool {
        var layout = PreviewLayout.device
        var isLandscape = false
        var variants: PreviewVariants? = nil
        var scenario: ViewScenario? = nil
        for trait in traits {
            switch trait.setting {
            case .layout(let l): layout = l
            case .landscape(let l): isLandscape = l
            case .variants(let v): variants = v
            case .scenario(let s): scenario = s
            }
        }
        destination.initializeMemory(as: Preview.self, to: Preview(
            name: name, fileID: fileID, line: line, layout: layout, isLandscape: isLandscape, variants: variants, scenario: scenario, sourceHash: sourceHash,
            makeBody: { AnyView(body()) }))
        return true
    }

    /// Every `#Preview` linked into this program, in file and line order; only those of one file when
    /// `file` is given (its `#fileID`, "Module/File.swift", or just its name, "File.swift").
    ///
    /// Previews are found in the program's own binary (statically linked modules, as `swift test`
    /// builds them on Linux); on platforms other than Linux none are found.
    public static func all(inFile file: String? = nil) -> [Preview] {
        all(where: { preview in file.map { preview.fileID == $0 || preview.fileID.hasSuffix("/" + $0) } ?? true })
    }

    /// Every `#Preview` written in `module` (the modules linked into the test: its own target's, and the
    /// targets it depends on), in file and line order.
    public static func all(inModule module: String) -> [Preview] {
        all(where: { $0.module == module })
    }

    /// The modules whose previews are linked into this program, sorted.
    public static var modules: [String] { Array(Set(PreviewRecords.previews().map(\.module))).sorted() }

    /// Every `#Preview` `include` keeps, in file and line order.
    private static func all(where include: (Preview) -> Bool) -> [Preview] {
        PreviewRecords.previews().filter(include).sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// The previews of a `PreviewProvider`: one for each top-level view of its `previews`, with the
    /// layout and name its `previewLayout(_:)` and `previewDisplayName(_:)` give.
    @MainActor public static func all<Provider: PreviewProvider>(of provider: Provider.Type) -> [Preview] {
        let fileID = String(reflecting: provider)
        let previews = provider.previews
        let views: [any View] = topLevelViews(of: previews)
        return views.enumerated().map { index, view in
            let settings = (view as? PreviewSettingsCarrier)?.previewSettings ?? PreviewSettings()
            return Preview(name: settings.name, fileID: fileID, line: index + 1, layout: settings.layout ?? .device,
                           isLandscape: false, makeBody: { [index] in
                               let fresh = topLevelViews(of: provider.previews)
                               return AnyView(fresh[index])
                           })
        }
    }

    /// The views a `previews` property lists: a tuple's elements, else the view itself.
    @MainActor static func topLevelViews<V: View>(of view: V) -> [any View] {
        guard let tuple = view as? TupleViewElements else { return [view] }
        return tuple.elements
    }
}
