import Foundation

// PhotosUI's names (iOS 16's `PhotosPicker` and the UIKit picker before it), and the Photos library's that
// view code touches. A picture has no photo library: the picker's button is drawn as iOS draws it, nothing is
// ever picked (`loadTransferable` gives nil), and the library's authorisation is "not determined".

/// The kinds of asset a photo picker offers (PhotosUI's `PHPickerFilter`).
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    /// Photos.
    public static let images = PHPickerFilter(name: "images")
    /// Videos.
    public static let videos = PHPickerFilter(name: "videos")
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter(name: "screenshots")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(name: "screenRecordings")
    /// Panoramas.
    public static let panoramas = PHPickerFilter(name: "panoramas")
    /// Portrait photos.
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(name: "slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(name: "timelapseVideos")
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter(name: "cinematicVideos")
    /// Bursts.
    public static let bursts = PHPickerFilter(name: "bursts")
    /// Spatial photos and videos.
    public static let spatialMedia = PHPickerFilter(name: "spatialMedia")
    /// Assets any of `filters` takes.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any(\(filters.map(\.name)))") }
    /// Assets all of `filters` take.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all(\(filters.map(\.name)))") }
    /// Assets `filter` does not take.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not(\(filter.name))") }
}

/// An asset chosen in a photo picker (never one here: nothing is picked in a picture).
public struct PhotosPickerItem: Hashable, Sendable {
    /// The asset's identifier in the library, when the picker was given one.
    public let itemIdentifier: String?
    /// The types the asset can be loaded as.
    public var supportedContentTypes: [UTType] { [] }
    /// An item for the library asset `itemIdentifier`.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// How an asset is encoded when loaded.
    public enum EncodingDisambiguationPolicy: Hashable, Sendable { case automatic, current, compatible }

    /// The asset as a `type` value: nil here (a picture has no photo library to load it from).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }
    /// The asset as a `type` value, given to `completionHandler`: nil here.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, Error>) -> Void) -> Progress {
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 0)
    }
}

/// How a multiple-selection picker orders and confirms its choices.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    /// Chosen with a confirming button, unordered.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// Chosen in order.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Every change reported as it is made.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Every change reported, in order.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// How a photo picker is shown (`photosPickerStyle(_:)`).
public struct PhotosPickerStyle: Hashable, Sendable {
    let name: String
    /// As a sheet (the default).
    public static let presentation = PhotosPickerStyle(name: "presentation")
    /// In the view's place.
    public static let inline = PhotosPickerStyle(name: "inline")
    /// In the view's place, with no navigation or buttons.
    public static let compact = PhotosPickerStyle(name: "compact")
}

/// A button that presents the system photo picker (PhotosUI's `PhotosPicker`): drawn as a button with its
/// label, as iOS draws it; nothing is picked in a picture.
public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// A picker choosing one asset of `filter`'s kinds into `selection`, shown by a button with `label`.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker choosing one asset of `photoLibrary`.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker choosing up to `maxSelectionCount` assets (nil: any number) into `selection`.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker choosing assets of `photoLibrary`.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
    /// A picker choosing one asset, shown by a button titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }
    /// A picker choosing one asset, shown by a button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }
    /// A picker choosing up to `maxSelectionCount` assets, shown by a button titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }
    /// A picker choosing up to `maxSelectionCount` assets, shown by a button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }
}

extension View {
    /// Presents the system photo picker while `isPresented` is true: the picker's sheet is iOS's own and is
    /// not drawn (a warning says so when it would be showing).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        warningWhenBuilt(isPresented.wrappedValue ? "photosPicker(isPresented:) is presented: the system photo picker is iOS's own and is not drawn" : nil)
    }
    /// Presents the system photo picker for several assets while `isPresented` is true (not drawn).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        warningWhenBuilt(isPresented.wrappedValue ? "photosPicker(isPresented:) is presented: the system photo picker is iOS's own and is not drawn" : nil)
    }
    /// How photo pickers here are shown (an inline picker is iOS's own grid and is not drawn: the button is).
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View {
        warningWhenBuilt(style == .presentation ? nil : "photosPickerStyle(.\(style.name)) is iOS's own photo grid and is not drawn: the picker's button is")
    }
    /// Which parts of an inline picker's chrome are hidden (accepted).
    public func photosPickerDisabledCapabilities(_ capabilities: PHPickerCapabilities) -> some View { self }
    /// Which parts of an inline picker's chrome are shown (accepted).
    public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View { self }
}

/// Capabilities an inline picker can turn off.
public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Searching.
    public static let search = PHPickerCapabilities(rawValue: 1)
    /// Changing the selection.
    public static let selectionActions = PHPickerCapabilities(rawValue: 2)
    /// Showing collections.
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 4)
    /// The staging area.
    public static let stagingArea = PHPickerCapabilities(rawValue: 8)
    /// Sensitive-content analysis.
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 16)
}

// MARK: The Photos library

/// Whether the app may use the photo library.
public enum PHAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined, restricted, denied, authorized, limited
}

/// What access to the library is asked for.
public enum PHAccessLevel: Int, Hashable, Sendable { case addOnly = 1, readWrite = 2 }

/// The user's photo library (Photos' `PHPhotoLibrary`): a picture has none. Authorisation is "not
/// determined" and a request is answered "denied"; changes are not made and report failure.
public final class PHPhotoLibrary: @unchecked Sendable {
    /// The library.
    public static func shared() -> PHPhotoLibrary { library }
    private static let library = PHPhotoLibrary()
    /// Not determined: nothing has been asked in a picture.
    public static func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    /// Not determined.
    public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }
    /// Asks for access: answered "denied" (there is no library).
    public static func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) { handler(.denied) }
    /// Asks for access at `accessLevel`: answered "denied".
    public static func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) { handler(.denied) }
    /// Asks for access at `accessLevel`: "denied".
    public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }
    /// Makes changes to the library: none are made; `completionHandler` is told it failed.
    public func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: (@Sendable (Bool, Error?) -> Void)? = nil) {
        completionHandler?(false, PHPhotosError())
    }
    /// Makes changes to the library: none are made; throws.
    public func performChanges(_ changeBlock: @escaping @Sendable () -> Void) async throws { throw PHPhotosError() }
}

/// A Photos error: here, that there is no photo library.
public struct PHPhotosError: Error, CustomStringConvertible, Sendable {
    public var description: String { "there is no photo library in a picture" }
}

/// A request to add an asset to the library (made inside `performChanges`, which makes none here).
public final class PHAssetChangeRequest {
    private init() {}
    /// A request adding `image`.
    @discardableResult public static func creationRequestForAsset(from image: UIImage) -> PHAssetChangeRequest { PHAssetChangeRequest() }
    /// A request adding the picture at `fileURL`.
    public static func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> PHAssetChangeRequest? { PHAssetChangeRequest() }
    /// A request adding the video at `fileURL`.
    public static func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> PHAssetChangeRequest? { PHAssetChangeRequest() }
}

// MARK: The UIKit picker

/// What a `PHPickerViewController` offers.
public struct PHPickerConfiguration: Sendable {
    /// The kinds of asset shown (nil: all).
    public var filter: PHPickerFilter?
    /// How many may be chosen (0: any number).
    public var selectionLimit = 1
    /// How assets are given.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How a choice is made.
    public var selection: Selection = .default
    /// Assets shown as already chosen.
    public var preselectedAssetIdentifiers: [String] = []
    /// A configuration without a library.
    public init() {}
    /// A configuration for `photoLibrary`.
    public init(photoLibrary: PHPhotoLibrary) {}
    /// How assets are given.
    public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
    /// How a choice is made.
    public enum Selection: Int, Sendable { case `default`, ordered, continuous, continuousAndOrdered }
}

/// An asset chosen in a `PHPickerViewController`.
public struct PHPickerResult: Hashable {
    /// The asset's data.
    public let itemProvider: NSItemProvider
    /// The asset's identifier, when the picker was given a library.
    public let assetIdentifier: String?
}

/// What a `PHPickerViewController` tells its delegate.
@MainActor public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished choosing (never, in a picture).
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// UIKit's photo picker: a controller whose view, iOS's own, is not drawn (shown as a representable's
/// placeholder); its delegate is never called.
@preconcurrency @MainActor open class PHPickerViewController: UIViewController {
    /// The configuration it was made with.
    public let configuration: PHPickerConfiguration
    /// Told of the choice.
    public weak var delegate: PHPickerViewControllerDelegate?
    /// A picker offering what `configuration` says.
    public init(configuration: PHPickerConfiguration) { self.configuration = configuration; super.init() }
    /// Not made from a storyboard here.
    public required init?(coder: NSCoder) { configuration = PHPickerConfiguration(); super.init(coder: coder) }
}

/// The data of a dragged, pasted or picked item (Foundation's `NSItemProvider`, which Linux's Foundation
/// lacks). A picture drags, pastes and picks nothing: a provider made here holds what it was given, and one
/// from a picker is never made.
public final class NSItemProvider: Hashable, @unchecked Sendable {
    private let object: Any?
    /// An empty provider.
    public init() { object = nil }
    /// A provider of `object`.
    public init(object: Any) { self.object = object }
    /// A provider of the file at `fileURL`.
    public convenience init?(contentsOf fileURL: URL) { self.init(object: fileURL) }
    /// The types it can give (none known here).
    public var registeredTypeIdentifiers: [String] { [] }
    /// A name for the item.
    public var suggestedName: String?
    /// Whether it can give an object of `aClass`: when it holds one.
    public func canLoadObject(ofClass aClass: Any.Type) -> Bool { object.map { type(of: $0) == aClass } ?? false }
    /// The object it holds, if it is of `aClass`, given to `completionHandler`.
    @discardableResult
    public func loadObject(ofClass aClass: Any.Type, completionHandler: @escaping @Sendable (Any?, Error?) -> Void) -> Progress {
        completionHandler(canLoadObject(ofClass: aClass) ? object : nil, nil)
        return Progress(totalUnitCount: 0)
    }
    /// Whether it has data of `typeIdentifier` (nothing here).
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }
    /// Its data of `typeIdentifier`: none here.
    @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress {
        completionHandler(nil, nil)
        return Progress(totalUnitCount: 0)
    }
    /// A file of its data of `typeIdentifier`: none here.
    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, Error?) -> Void) -> Progress {
        completionHandler(nil, nil)
        return Progress(totalUnitCount: 0)
    }
    /// Its item of `typeIdentifier`: none here.
    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                         completionHandler: (@Sendable (Any?, Error?) -> Void)? = nil) {
        completionHandler?(nil, nil)
    }
    public static func == (a: NSItemProvider, b: NSItemProvider) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
