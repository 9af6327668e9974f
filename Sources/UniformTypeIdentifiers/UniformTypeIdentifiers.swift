// The `UniformTypeIdentifiers` module on Linux: `UTType`, which SheetshotUI provides
// (Platform/UniformTypeIdentifiers/), under the framework's own name. Depend on this product only when
// building for Linux.
@_exported import SheetshotUI
