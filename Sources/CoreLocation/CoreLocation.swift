// The `CoreLocation` module on Linux: coordinates and locations (`CLLocationCoordinate2D`, `CLLocation`), which
// SheetshotUI provides, under Core Location's own name. Depend on this product only when building for Linux.
@_exported import SheetshotUI
