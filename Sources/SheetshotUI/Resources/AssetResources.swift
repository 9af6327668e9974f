import Foundation

// The resource types Xcode's generated asset symbols name (`extension ColorResource { static let brand = … }`),
// and the initialisers that take them: `Color(.brand)`, `Image(.hero)`, `UIColor(resource:)`,
// `UIImage(resource:)`. The app route's plug-in generates the symbols from the app's catalogues.

/// A colour set of an asset catalogue, by name (SwiftUI's `ColorResource`, what Xcode's generated symbols
/// are).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in its catalogue.
    public let name: String
    /// The bundle whose catalogue holds it (catalogues are searched as for `Color(_:bundle:)`).
    public let bundle: Bundle
    /// The colour set `name` in `bundle`'s catalogues.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set of an asset catalogue, by name (SwiftUI's `ImageResource`, what Xcode's generated symbols
/// are).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in its catalogue.
    public let name: String
    /// The bundle whose catalogue holds it (catalogues are searched as for `Image(_:bundle:)`).
    public let bundle: Bundle
    /// The image set `name` in `bundle`'s catalogues.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour of an asset catalogue's colour set (`Color(.brand)`), as `Color(_:bundle:)` finds it.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Image {
    /// The picture of an asset catalogue's image set (`Image(.hero)`), as `Image(_:bundle:)` finds it.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension UIColor {
    /// The colour of an asset catalogue's colour set.
    public init(resource: ColorResource) { self.init(Color(resource)) }
}

extension UIImage {
    /// The picture of an asset catalogue's image set.
    public convenience init(resource: ImageResource) { self.init(holding: Image(resource)) }
}
