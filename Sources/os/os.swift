// The `os` module on Linux: the unified log's names (`Logger`, `OSLog`, `os_log`), which SheetshotUI provides
// (Platform/os/), under the module's own name. Depend on this product only when building for Linux.
@_exported import SheetshotUI
