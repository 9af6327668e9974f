// The `MapKit` module on Linux: the map names SwiftUI files use (`Map`, `Marker`, `Annotation`,
// `MKCoordinateRegion`, `MapCameraPosition`…), which SheetshotUI provides — a map drawn as a labelled
// placeholder, since no map tiles are available here — under MapKit's own name, so a map card's file compiles
// unchanged. Depend on this product only when building for Linux.
@_exported import SheetshotUI
