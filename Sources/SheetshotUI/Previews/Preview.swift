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
    /// Makes the preview's views.
    let makeBody: @MainActor () -> AnyView

    /// The preview's views.
    @MainActor public func makeView() -> AnyView { makeBody() }

    /// A name for reference files and test output: the preview's name, else its file's name and line
    /// ("MapSheet.swift line 94").
    public var displayName: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID) line \(line)"
    }

    init(name: String?, fileID: String, line: Int, layout: PreviewLayout, isLandscape: Bool,
         makeBody: @escaping @MainActor () -> AnyView) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.layout = layout
        self.isLandscape = isLandscape
        self.makeBody = makeBody
    }

    /// Called by `#Preview`'s expansion: stores the preview at `destination`. Not for use by hand.
    ///
    /// The body returns `any View`, as SwiftUI's `Preview` initialiser's does: with a generic result, a view
    /// type declared inside the preview's closure (`struct Preview: View { … }; return Preview()`) becomes
    /// part of the closure's own type, and mangling that name sends the compiler into endless recursion.
    public static func _register(into destination: UnsafeMutableRawPointer, fileID: String, line: Int,
                                 _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                                 @ViewBuilder body: @escaping @MainActor () -> any View) -> CBool {
        var layout = PreviewLayout.device
        var isLandscape = false
        for trait in traits {
            switch trait.setting {
            case .layout(let l): layout = l
            case .landscape(let l): isLandscape = l
            }
        }
        destination.initializeMemory(as: Preview.self, to: Preview(
            name: name, fileID: fileID, line: line, layout: layout, isLandscape: isLandscape,
            makeBody: { AnyView(body()) }))
        return true
    }

    /// Every `#Preview` linked into this program, in file and line order; only those of one file when
    /// `file` is given (its `#fileID`, "Module/File.swift", or just its name, "File.swift").
    ///
    /// Previews are found in the program's own binary (statically linked modules, as `swift test`
    /// builds them on Linux); on platforms other than Linux none are found.
    public static func all(inFile file: String? = nil) -> [Preview] {
        let previews = PreviewRecords.previews().filter { preview in
            guard let file else { return true }
            return preview.fileID == file || preview.fileID.hasSuffix("/" + file)
        }
        return previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
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
