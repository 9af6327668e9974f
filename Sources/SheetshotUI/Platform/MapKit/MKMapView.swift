import Foundation

// MapKit's UIKit map view, as SwiftUI apps wrap it in a `UIViewRepresentable` (drawn as the representable's
// labelled placeholder, as `Map` is: no map tiles are drawn here). What an app sets on it — region, camera,
// configuration, annotations, overlays, delegate — is kept, so code that reads it back works.

/// A map view (MapKit's `MKMapView`).
@preconcurrency @MainActor open class MKMapView: UIView {
    /// The region shown.
    open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    /// The point at the centre.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }
    /// The camera the map is seen from.
    open var camera = MKMapCamera()
    /// How the map is drawn (standard, imagery, hybrid).
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    /// The map's type (the older spelling of the configuration).
    open var mapType: MKMapType = .standard
    /// Told of the map's events and asked for annotation and overlay views.
    open weak var delegate: (any MKMapViewDelegate)?
    /// Whether the user's location is shown.
    open var showsUserLocation = false
    /// How the map follows the user.
    open var userTrackingMode: MKUserTrackingMode = .none
    /// Whether gestures zoom, scroll, rotate and pitch the map.
    open var isZoomEnabled = true, isScrollEnabled = true, isRotateEnabled = true, isPitchEnabled = true
    /// Whether the compass and scale are shown.
    open var showsCompass = true, showsScale = false
    /// Whether points of interest are shown.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The annotations on the map.
    public private(set) var annotations: [any MKAnnotation] = []
    /// The overlays on the map.
    public private(set) var overlays: [any MKOverlay] = []

    /// Shows `region`.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    /// Centres the map on `coordinate`.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    /// Sees the map from `camera`.
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
    /// Shows the annotations given.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}
    /// Adds an annotation.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds annotations.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes an annotation.
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    /// Removes annotations.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) { for a in annotations { removeAnnotation(a) } }
    /// Adds an overlay.
    open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
    /// Adds an overlay at a level.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { overlays.append(overlay) }
    /// Adds overlays.
    open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
    /// Removes an overlay.
    open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
    /// Removes overlays.
    open func removeOverlays(_ overlays: [any MKOverlay]) { for o in overlays { removeOverlay(o) } }
    /// Selects an annotation.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {}
    /// Deselects an annotation.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {}
    /// Registers an annotation view class for reuse.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
    /// A reusable annotation view (none: the map is not drawn here).
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// A reusable annotation view for `annotation`.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }
}

/// What a map view tells of its events (MapKit's `MKMapViewDelegate`; every method optional).
@MainActor @preconcurrency public protocol MKMapViewDelegate: AnyObject {}

/// Something marked on a map (MapKit's `MKAnnotation`).
public protocol MKAnnotation: AnyObject {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
}

/// A pin at a point (MapKit's `MKPointAnnotation`).
open class MKPointAnnotation: MKAnnotation, @unchecked Sendable {
    /// Where it is.
    open var coordinate = CLLocationCoordinate2D()
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?
    /// A point annotation.
    public init() {}
    /// A point annotation at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate; self.title = title; self.subtitle = subtitle
    }
}

/// A view for an annotation (MapKit's `MKAnnotationView`).
@preconcurrency @MainActor open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    /// The reuse identifier.
    public let reuseIdentifier: String?
    /// Whether tapping shows a callout.
    open var canShowCallout = false
    /// The picture shown.
    open var image: UIImage?
    /// An annotation view.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation; self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    /// Views are not decoded from archives here.
    public required init?(coder: NSCoder) { return nil }
}

/// A marker-style annotation view (MapKit's `MKMarkerAnnotationView`).
@preconcurrency @MainActor open class MKMarkerAnnotationView: MKAnnotationView {
    /// The marker's colour.
    open var markerTintColor: UIColor?
    /// The glyph's image.
    open var glyphImage: UIImage?
    /// The glyph's text.
    open var glyphText: String?
}

/// A shape drawn over a map (MapKit's `MKOverlay`).
public protocol MKOverlay: MKAnnotation {}

/// The level an overlay is drawn at.
public enum MKOverlayLevel: Int, Sendable { case aboveRoads, aboveLabels }

/// Where the map is seen from (MapKit's `MKMapCamera`).
open class MKMapCamera: @unchecked Sendable {
    /// The point looked at.
    open var centerCoordinate = CLLocationCoordinate2D()
    /// The distance from it, in metres.
    open var centerCoordinateDistance: CLLocationDistance = 1000
    /// The heading, in degrees from north.
    open var heading: Double = 0
    /// The pitch, in degrees from straight down.
    open var pitch: Double = 0
    /// A camera.
    public init() {}
    /// A camera looking at `centerCoordinate` from `distance` metres.
    public init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance, pitch: Double, heading: Double) {
        self.centerCoordinate = centerCoordinate; centerCoordinateDistance = distance; self.pitch = pitch; self.heading = heading
    }
}

/// How a map is drawn (MapKit's `MKMapConfiguration`).
open class MKMapConfiguration: @unchecked Sendable {
    /// How elevation is shown.
    public enum ElevationStyle: Int, Sendable { case automatic, flat, realistic }
    /// How elevation is shown.
    open var elevationStyle: ElevationStyle = .automatic
    /// A configuration.
    public init() {}
}
/// The standard map (MapKit's `MKStandardMapConfiguration`).
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// How roads and places are emphasised.
    public enum EmphasisStyle: Int, Sendable { case `default`, muted }
    /// How roads and places are emphasised.
    open var emphasisStyle: EmphasisStyle = .default
    /// Whether traffic is shown.
    open var showsTraffic = false
    /// Which points of interest are shown.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The standard map.
    override public init() { super.init() }
    /// The standard map with elevation drawn so.
    public init(elevationStyle: ElevationStyle) { super.init(); self.elevationStyle = elevationStyle }
    /// The standard map with elevation and emphasis so.
    public init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle) {
        super.init(); self.elevationStyle = elevationStyle; self.emphasisStyle = emphasisStyle
    }
    /// The standard map with emphasis so.
    public init(emphasisStyle: EmphasisStyle) { super.init(); self.emphasisStyle = emphasisStyle }
}
/// Satellite imagery (MapKit's `MKImageryMapConfiguration`).
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// Imagery.
    override public init() { super.init() }
    /// Imagery with elevation drawn so.
    public init(elevationStyle: ElevationStyle) { super.init(); self.elevationStyle = elevationStyle }
}
/// Imagery with roads and labels (MapKit's `MKHybridMapConfiguration`).
open class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// Whether traffic is shown.
    open var showsTraffic = false
    /// Hybrid.
    override public init() { super.init() }
    /// Hybrid with elevation drawn so.
    public init(elevationStyle: ElevationStyle) { super.init(); self.elevationStyle = elevationStyle }
}

/// The map's type (MapKit's `MKMapType`).
public enum MKMapType: UInt, Sendable { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }

/// How a map follows the user (MapKit's `MKUserTrackingMode`).
public enum MKUserTrackingMode: Int, Sendable { case none, follow, followWithHeading }

/// Which points of interest a map shows (MapKit's `MKPointOfInterestFilter`).
public struct MKPointOfInterestFilter: Sendable {
    /// Every point of interest.
    public static let includingAll = MKPointOfInterestFilter()
    /// None.
    public static let excludingAll = MKPointOfInterestFilter()
    /// Only these categories.
    public init(including categories: [MKPointOfInterestCategory]) {}
    /// All but these categories.
    public init(excluding categories: [MKPointOfInterestCategory]) {}
    init() {}
}

/// A kind of point of interest (MapKit's `MKPointOfInterestCategory`).
public struct MKPointOfInterestCategory: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Cafés.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Museums.
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// Hotels.
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    /// Airports.
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
}
