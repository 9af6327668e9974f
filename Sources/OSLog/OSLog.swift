// The `OSLog` module on Linux: the unified log's names, as `os` has them (Platform/os/), under the `OSLog`
// framework's name. Depend on this product only when building for Linux.
@_exported import SheetshotUI
