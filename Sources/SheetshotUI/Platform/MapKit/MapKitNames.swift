import Widgets

// MapKit's and Core Location's names that SwiftUI files use for map cards and location pickers — coordinates,
// regions, camera positions, markers and annotations — and SwiftUI's `Map`. No map tiles are available here,
// so a map is drawn as a labelled placeholder the size layout gives it, with a warning (as a
// `UIViewRepresentable` is); what is drawn over it (a card, an overlay) is drawn as usual.

/// A latitude and longitude in degrees (Core Location's `CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Hashable, Sendable {
    /// Degrees north and east.
    public var latitude: Double, longitude: Double
    /// A coordinate.
    public init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }
    /// The coordinate 0, 0.
    public init() { self.init(latitude: 0, longitude: 0) }
}

/// A degree value (Core Location's `CLLocationDegrees`), a distance in metres (`CLLocationDistance`).
public typealias CLLocationDegrees = Double
/// A distance in metres (Core Location's `CLLocationDistance`).
public typealias CLLocationDistance = Double

/// A place on Earth (Core Location's `CLLocation`).
open class CLLocation: @unchecked Sendable {
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D
    /// A location at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
    /// The great-circle distance to `location`, in metres (haversine, on a sphere of Earth's mean radius).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let r = 6_371_000.0, p1 = coordinate.latitude * .pi / 180, p2 = location.coordinate.latitude * .pi / 180
        let dp = p2 - p1, dl = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * r * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// How much of the map a region shows, in degrees (MapKit's `MKCoordinateSpan`).
public struct MKCoordinateSpan: Hashable, Sendable {
    /// Degrees of latitude and longitude shown.
    public var latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees
    /// A span.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta
    }
    /// No span.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
}

/// A region of the map (MapKit's `MKCoordinateRegion`).
public struct MKCoordinateRegion: Hashable, Sendable {
    /// Its centre and span.
    public var center: CLLocationCoordinate2D, span: MKCoordinateSpan
    /// A region.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }
    /// A region `latitudinalMeters` by `longitudinalMeters` around `center` (111 km a degree of latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let lat = latitudinalMeters / 111_000
        let lon = longitudinalMeters / max(1, 111_000 * cos(center.latitude * .pi / 180))
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: lat, longitudeDelta: lon))
    }
    /// The whole world.
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360)) }
}

/// Where a map looks from (MapKit's `MapCameraPosition`).
public struct MapCameraPosition: Hashable, Sendable {
    let region: MKCoordinateRegion?
    /// The map's choice (what its content needs).
    public static let automatic = MapCameraPosition(region: nil)
    /// The user's location (there is none here: drawn as `.automatic`).
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { fallback }
    /// The user's location.
    public static let userLocation = MapCameraPosition(region: nil)
    /// A region.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    /// A camera (looked at from above here).
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(region: MKCoordinateRegion(center: camera.centerCoordinate, span: MKCoordinateSpan())) }
    /// A rectangle of the map (drawn as `.automatic`).
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition { .automatic }
}

/// A camera over the map (MapKit's `MapCamera`).
public struct MapCamera: Hashable, Sendable {
    /// What it looks at, from how far, at what heading and pitch.
    public var centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double, pitch: Double
    /// A camera.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate; self.distance = distance; self.heading = heading; self.pitch = pitch
    }
}

/// A place on the map (MapKit's `MKMapItem`): equal, and hashed, by identity, as an `NSObject` is (so it can
/// be a map's or a list's selection).
open class MKMapItem: Hashable, @unchecked Sendable {
    /// Whether `a` and `b` are the same item.
    public static func == (a: MKMapItem, b: MKMapItem) -> Bool { a === b }
    /// Hashes the item's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The place's name.
    open var name: String?
    /// The place's placemark (its coordinate and address).
    open var placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
    /// An item.
    public init() {}
    /// The current location (none here).
    public static func forCurrentLocation() -> MKMapItem { MKMapItem() }
}

/// Something drawn on a map (MapKit's `MapContent`). Map content is also a view here, drawing nothing,
/// so that `ForEach` (a view container) can hold it.
public protocol MapContent: View {}

extension MapContent {
    /// Map content draws nothing by itself: the map it is on is a placeholder.
    public var body: EmptyView { EmptyView() }
}

/// Rows of map content, one for each element.
extension ForEach: MapContent where Content: MapContent {}

/// Builds map content (MapKit's `MapContentBuilder`).
@resultBuilder
public enum MapContentBuilder {
    public static func buildBlock(_ content: any MapContent...) -> _MapContentList { _MapContentList(count: content.count) }
    public static func buildExpression(_ content: some MapContent) -> any MapContent { content }
    public static func buildOptional(_ content: _MapContentList?) -> _MapContentList { content ?? _MapContentList(count: 0) }
    public static func buildEither(first: _MapContentList) -> _MapContentList { first }
    public static func buildEither(second: _MapContentList) -> _MapContentList { second }
    public static func buildArray(_ content: [_MapContentList]) -> _MapContentList { _MapContentList(count: content.reduce(0) { $0 + $1.count }) }
}

/// Map content built by `MapContentBuilder`.
public struct _MapContentList: MapContent, Sendable {
    let count: Int
    init(count: Int) { self.count = count }
    /// No content.
    public static let empty = _MapContentList(count: 0)
}

/// A balloon marker (MapKit's `Marker`).
public struct Marker: MapContent {
    /// A marker titled by a literal at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
    /// A marker with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker with a monogram.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    /// A marker for a map item.
    public init(item: MKMapItem) {}
    /// The marker in `tint`.
    public func tint(_ tint: Color) -> Marker { self }
    /// The marker tagged for selection.
    public func tag<T: Hashable>(_ tag: T) -> Marker { self }
}

/// A view placed on the map (MapKit's `Annotation`).
public struct Annotation<Label: View, Content: View>: MapContent {
    /// An annotation at `coordinate` showing `content`.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {}
}
extension Annotation where Label == Text {
    /// An annotation titled by a literal.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) {}
    /// An annotation titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                   @ViewBuilder content: () -> Content) {}
}

/// A circle, polyline or polygon drawn on the map (MapKit's `MapCircle`, `MapPolyline`, `MapPolygon`).
public struct MapCircle: MapContent {
    /// A circle of `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    /// The circle's fill (kept).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapCircle { self }
    /// The circle's outline (kept).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapCircle { self }
}
/// A line through coordinates on the map (MapKit's `MapPolyline`).
public struct MapPolyline: MapContent {
    /// A line through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) {}
    /// The line's style (kept).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapPolyline { self }
}
/// The user's location on the map (MapKit's `UserAnnotation`).
public struct UserAnnotation: MapContent {
    /// The annotation.
    public init() {}
}

/// iOS 14's map pins (MapKit's `MapMarker`, `MapPin`, `MapAnnotation`).
public struct MapMarker {
    /// A marker at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}
/// A pin on iOS 14's map (MapKit's `MapPin`).
public struct MapPin {
    /// A pin at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}
/// A view on iOS 14's map (MapKit's `MapAnnotation`).
public struct MapAnnotation<Content: View> {
    /// A view at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = .center, @ViewBuilder content: () -> Content) {}
}

/// A map (SwiftUI's `Map`, from MapKit). No tiles are available here: drawn as a labelled placeholder
/// ("Map", with what it shows) the size layout gives it, and a warning.
public struct Map: View, PrimitiveView {
    public typealias Body = Never
    let summary: String

    /// A map of `position`, with `content` on it.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                @MapContentBuilder content: () -> _MapContentList = { .empty }) {
        summary = Self.describe(position.wrappedValue, content())
    }
    /// A map starting at `initialPosition`.
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                @MapContentBuilder content: () -> _MapContentList = { .empty }) {
        summary = Self.describe(initialPosition, content())
    }
    /// A map of its content.
    public init(interactionModes: MapInteractionModes = .all, @MapContentBuilder content: () -> _MapContentList) {
        summary = Self.describe(.automatic, content())
    }
    /// A map of its content, its selection bound to `selection`.
    public init<S: Hashable>(selection: Binding<S?>, @MapContentBuilder content: () -> _MapContentList) {
        summary = Self.describe(.automatic, content())
    }
    /// iOS 14's map of a region.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        summary = Self.describe(.region(coordinateRegion.wrappedValue), _MapContentList(count: 0))
    }
    /// iOS 14's map of a region with pins for `annotationItems`.
    public init<Items: RandomAccessCollection, Annotation>(coordinateRegion: Binding<MKCoordinateRegion>,
                                                           interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                                                           userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
                                                           annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {
        summary = Self.describe(.region(coordinateRegion.wrappedValue), _MapContentList(count: annotationItems.count))
    }

    static func describe(_ position: MapCameraPosition, _ content: _MapContentList) -> String {
        var parts: [String] = []
        if let region = position.region {
            parts.append(String(format: "%.3f, %.3f", region.center.latitude, region.center.longitude))
        }
        if content.count > 0 { parts.append("\(content.count) on it") }
        return parts.isEmpty ? "Map" : "Map (" + parts.joined(separator: "; ") + ")"
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        RepresentablePlaceholder.nodes(label: summary, kind: "Map",
                                       warning: "\(summary) is drawn as a labelled placeholder: no map tiles are available here", in: context)
    }
}

/// How far a map may move (MapKit's `MapCameraBounds`).
public struct MapCameraBounds: Sendable {
    /// Bounds around a region.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Bounds by distance.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}
/// How a map can be moved (MapKit's `MapInteractionModes`).
public struct MapInteractionModes: OptionSet, Sendable {
    /// The modes as bits.
    public let rawValue: Int
    /// Modes from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The gestures.
    public static let pan = MapInteractionModes(rawValue: 1), zoom = MapInteractionModes(rawValue: 2), rotate = MapInteractionModes(rawValue: 4),
                      pitch = MapInteractionModes(rawValue: 8), all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}
/// iOS 14's user tracking (MapKit's `MapUserTrackingMode`).
public enum MapUserTrackingMode: Sendable { case none, follow }

/// A map's look (MapKit's `MapStyle`).
public struct MapStyle: Sendable {
    let name: String
    /// The standard map, satellite imagery, both.
    public static let standard = MapStyle(name: "standard"), imagery = MapStyle(name: "imagery"), hybrid = MapStyle(name: "hybrid")
    /// The standard map with options.
    public static func standard(elevation: Any? = nil, emphasis: Any? = nil, pointsOfInterest: Any? = nil, showsTraffic: Bool = false) -> MapStyle { standard }
    /// Imagery with options.
    public static func imagery(elevation: Any? = nil) -> MapStyle { imagery }
    /// Hybrid with options.
    public static func hybrid(elevation: Any? = nil, pointsOfInterest: Any? = nil, showsTraffic: Bool = false) -> MapStyle { hybrid }
}

/// A map's built-in controls (MapKit's `MapUserLocationButton`, `MapCompass`, `MapScaleView`, `MapPitchToggle`).
public struct MapUserLocationButton: View {
    /// The control.
    public init(scope: Namespace.ID? = nil) {}
    /// Not shown: the map is a placeholder.
    public var body: some View { EmptyView() }
}
/// The map's compass (MapKit's `MapCompass`).
public struct MapCompass: View {
    /// The control.
    public init(scope: Namespace.ID? = nil) {}
    /// Not shown: the map is a placeholder.
    public var body: some View { EmptyView() }
}
/// The map's scale bar (MapKit's `MapScaleView`).
public struct MapScaleView: View {
    /// The control.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    /// Not shown: the map is a placeholder.
    public var body: some View { EmptyView() }
}
/// The map's 2D/3D toggle (MapKit's `MapPitchToggle`).
public struct MapPitchToggle: View {
    /// The control.
    public init(scope: Namespace.ID? = nil) {}
    /// Not shown: the map is a placeholder.
    public var body: some View { EmptyView() }
}

extension View {
    /// The look of maps here (kept: the map is a placeholder).
    public func mapStyle(_ style: MapStyle) -> some View { self }
    /// The controls of maps here (kept).
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
}

extension CLLocation: Hashable {
    /// Whether the two are the same location object (as Core Location's `CLLocation`, an `NSObject`, compares).
    public static func == (a: CLLocation, b: CLLocation) -> Bool { a === b }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
