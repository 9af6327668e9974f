// The `Combine` module on Linux: the Combine names SwiftUI view files use (`ObservableObject`, `@Published`,
// `AnyCancellable`, the publishers views receive from), which SheetshotUI provides, under Combine's own name,
// so a file that says `import Combine` compiles unchanged. Depend on this product only when building for
// Linux.
@_exported import SheetshotUI
