import Foundation

// MapKit's services — search, completions, directions, geocoding — and the overlays apps build from what they
// return. No map service is reached from a picture: a request never answers (a completion handler is never
// called; an `async` one waits until its task is cancelled), so a view shows what it shows while a search or a
// route is loading, as the simulator's first frame does. Overlays keep their coordinates.

/// Waits until the task is cancelled: what a request to a map service does here (it never answers).
private func neverAnswered() async throws -> Never {
    while true { try await Task.sleep(nanoseconds: UInt64.max / 2) }
}

/// A place as geocoding describes it (MapKit's `MKPlacemark`, Core Location's `CLPlacemark`).
open class MKPlacemark: @unchecked Sendable {
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D
    /// Its name and address parts.
    open var name: String?, thoroughfare: String?, locality: String?, administrativeArea: String?, postalCode: String?, country: String?
    /// Its location.
    open var location: CLLocation? { CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) }
    /// A placemark at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    /// A placemark at `coordinate` with an address (its parts are not read here).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) { self.coordinate = coordinate }
}

/// Core Location's placemark name.
public typealias CLPlacemark = MKPlacemark

extension MKMapItem {
    /// An item for `placemark`.
    public convenience init(placemark: MKPlacemark) {
        self.init()
        self.placemark = placemark
        name = placemark.name
    }
}

/// A search of the map for places (MapKit's `MKLocalSearch`).
open class MKLocalSearch: @unchecked Sendable {
    /// What a search asks for.
    open class Request: @unchecked Sendable {
        /// The words searched for.
        open var naturalLanguageQuery: String?
        /// Where to look.
        open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                             span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        /// What kinds of result.
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        /// A request.
        public init() {}
        /// A request for `completion`'s place.
        public init(completion: MKLocalSearchCompletion) { naturalLanguageQuery = completion.title }
        /// Kinds of result.
        public struct ResultType: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Addresses and points of interest.
            public static let address = ResultType(rawValue: 1), pointOfInterest = ResultType(rawValue: 2)
        }
    }
    /// What a search finds.
    open class Response: @unchecked Sendable {
        /// The places found.
        open var mapItems: [MKMapItem] = []
        /// The region that holds them.
        open var boundingRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                                     span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    }
    /// The request.
    public let request: Request
    /// Whether the search is running.
    open private(set) var isSearching = false
    /// A search for `request`.
    public init(request: Request) { self.request = request }
    /// Starts the search; `completionHandler` is never called here (no map service is reached).
    open func start(completionHandler: @escaping (Response?, (any Error)?) -> Void) { isSearching = true }
    /// Starts the search (it never answers: it waits until its task is cancelled).
    open func start() async throws -> Response { try await neverAnswered() }
    /// Cancels the search.
    open func cancel() { isSearching = false }
}

/// One suggestion for a partly typed search (MapKit's `MKLocalSearchCompletion`).
open class MKLocalSearchCompletion: Hashable, @unchecked Sendable {
    /// The suggestion's title and subtitle.
    open var title: String, subtitle: String
    /// A suggestion.
    public init(title: String = "", subtitle: String = "") { self.title = title; self.subtitle = subtitle }
    public static func == (a: MKLocalSearchCompletion, b: MKLocalSearchCompletion) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What hears a completer's suggestions (MapKit's `MKLocalSearchCompleterDelegate`).
public protocol MKLocalSearchCompleterDelegate: AnyObject {
    /// The suggestions changed.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// The completer failed.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    /// Nothing, by default.
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    /// Nothing, by default.
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggestions for partly typed searches (MapKit's `MKLocalSearchCompleter`): none arrive here.
open class MKLocalSearchCompleter: @unchecked Sendable {
    /// The words typed so far.
    open var queryFragment = ""
    /// Where to look.
    open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                         span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    /// What kinds of result.
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    /// The suggestions (none: no map service is reached).
    open private(set) var results: [MKLocalSearchCompletion] = []
    /// Whether a search is running.
    open var isSearching: Bool { false }
    /// Who hears the suggestions.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// A completer.
    public init() {}
    /// Cancels the search.
    open func cancel() {}
    /// Kinds of result.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses, points of interest and queries.
        public static let address = ResultType(rawValue: 1), pointOfInterest = ResultType(rawValue: 2), query = ResultType(rawValue: 4)
    }
}

/// Directions between places (MapKit's `MKDirections`).
open class MKDirections: @unchecked Sendable {
    /// What directions are asked for.
    open class Request: @unchecked Sendable {
        /// The start and the end.
        open var source: MKMapItem?, destination: MKMapItem?
        /// How the trip is made.
        open var transportType: MKDirectionsTransportType = .automobile
        /// Whether other routes are wanted.
        open var requestsAlternateRoutes = false
        /// A request.
        public init() {}
    }
    /// The routes found.
    open class Response: @unchecked Sendable {
        /// The routes.
        open var routes: [MKRoute] = []
    }
    /// The request.
    public let request: Request
    /// Directions for `request`.
    public init(request: Request) { self.request = request }
    /// Asks for routes; `completionHandler` is never called here.
    open func calculate(completionHandler: @escaping (Response?, (any Error)?) -> Void) {}
    /// Asks for routes (it never answers: it waits until its task is cancelled).
    open func calculate() async throws -> Response { try await neverAnswered() }
    /// Cancels the request.
    open func cancel() {}
}

/// How a trip is made (MapKit's `MKDirectionsTransportType`).
public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// By car, on foot, by public transport, by bicycle.
    public static let automobile = MKDirectionsTransportType(rawValue: 1), walking = MKDirectionsTransportType(rawValue: 2),
                      transit = MKDirectionsTransportType(rawValue: 4), cycling = MKDirectionsTransportType(rawValue: 8)
    /// Any way.
    public static let any: MKDirectionsTransportType = [.automobile, .walking, .transit, .cycling]
}

/// A route (MapKit's `MKRoute`).
open class MKRoute: @unchecked Sendable {
    /// Its line.
    open var polyline = MKPolyline(coordinates: [], count: 0)
    /// Its length in metres.
    open var distance: CLLocationDistance = 0
    /// How long it takes, in seconds.
    open var expectedTravelTime: TimeInterval = 0
    /// Its name.
    open var name = ""
    /// A route.
    public init() {}
}

/// Addresses for places and places for addresses (Core Location's `CLGeocoder`): never answers here.
open class CLGeocoder: @unchecked Sendable {
    /// A geocoder.
    public init() {}
    /// Looks up `location`'s address; `completionHandler` is never called here.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping ([MKPlacemark]?, (any Error)?) -> Void) {}
    /// Looks up `location`'s address (it never answers).
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [MKPlacemark] { try await neverAnswered() }
    /// Looks up `address`'s place; `completionHandler` is never called here.
    open func geocodeAddressString(_ address: String, completionHandler: @escaping ([MKPlacemark]?, (any Error)?) -> Void) {}
    /// Looks up `address`'s place (it never answers).
    open func geocodeAddressString(_ address: String) async throws -> [MKPlacemark] { try await neverAnswered() }
    /// Cancels a lookup.
    open func cancelGeocode() {}
}

/// A line through coordinates drawn over a map (MapKit's `MKPolyline`).
open class MKPolyline: MKOverlay, @unchecked Sendable {
    /// The line's points.
    public let coordinates: [CLLocationCoordinate2D]
    /// How many points.
    open var pointCount: Int { coordinates.count }
    /// Its first point (where an annotation of it would go).
    open var coordinate: CLLocationCoordinate2D { coordinates.first ?? CLLocationCoordinate2D(latitude: 0, longitude: 0) }
    /// A line through the first `count` of `coords` (fewer when fewer are given).
    public init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        coordinates = Array(UnsafeBufferPointer(start: coords, count: Swift.max(0, count)))
    }
    /// A line through `coordinates`, the first `count` of them.
    public init(coordinates: [CLLocationCoordinate2D], count: Int) { self.coordinates = Array(coordinates.prefix(Swift.max(0, count))) }
}

/// A circle drawn over a map (MapKit's `MKCircle`).
open class MKCircle: MKOverlay, @unchecked Sendable {
    /// Its centre.
    public let coordinate: CLLocationCoordinate2D
    /// Its radius in metres.
    public let radius: CLLocationDistance
    /// A circle around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { coordinate = center; self.radius = radius }
}

/// A polygon drawn over a map (MapKit's `MKPolygon`).
open class MKPolygon: MKOverlay, @unchecked Sendable {
    /// Its corners.
    public let coordinates: [CLLocationCoordinate2D]
    /// Its first corner.
    open var coordinate: CLLocationCoordinate2D { coordinates.first ?? CLLocationCoordinate2D(latitude: 0, longitude: 0) }
    /// A polygon through `coordinates`, the first `count` of them.
    public init(coordinates: [CLLocationCoordinate2D], count: Int) { self.coordinates = Array(coordinates.prefix(Swift.max(0, count))) }
}

/// How a map view draws an overlay (MapKit's `MKOverlayRenderer`): held, as the map view it belongs to is.
open class MKOverlayRenderer: @unchecked Sendable {
    /// The overlay.
    public let overlay: any MKOverlay
    /// Its opacity.
    open var alpha: CGFloat = 1
    /// A renderer for `overlay`.
    public init(overlay: any MKOverlay) { self.overlay = overlay }
}

/// How a map view draws a shape overlay.
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    /// Its colours.
    open var strokeColor: UIColor?, fillColor: UIColor?
    /// Its line's width.
    open var lineWidth: CGFloat = 0
    /// Its line's dashes.
    open var lineDashPattern: [NSNumber]?
}

/// How a map view draws a line (MapKit's `MKPolylineRenderer`).
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer for `polyline`.
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
}

/// How a map view draws a circle (MapKit's `MKCircleRenderer`).
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer for `circle`.
    public init(circle: MKCircle) { super.init(overlay: circle) }
}

/// How a map view draws a polygon (MapKit's `MKPolygonRenderer`).
open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer for `polygon`.
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }
}

extension MapPolyline {
    /// The line of `polyline`.
    public init(_ polyline: MKPolyline) { self.init(coordinates: polyline.coordinates) }
    /// The line of `route`.
    public init(_ route: MKRoute) { self.init(coordinates: route.polyline.coordinates) }
}

/// Where a point of a map view is on the map (MapKit's `MapProxy`): the placeholder map has no projection,
/// so a point has no coordinate.
public struct MapProxy: Sendable {
    /// The coordinate at `point` (none: the map is a placeholder).
    public func convert(_ point: CGPoint, from space: CoordinateSpace) -> CLLocationCoordinate2D? { nil }
    /// The point of `coordinate` (none).
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: CoordinateSpace) -> CGPoint? { nil }
}

/// A view that reads the map inside it (MapKit's `MapReader`).
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    /// Content given a proxy of the map inside it.
    public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) { self.content = content }
    /// The content.
    public var body: some View { content(MapProxy()) }
}
