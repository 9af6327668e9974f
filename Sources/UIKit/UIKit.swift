// The `UIKit` module on Linux: the UIKit names SwiftUI files reach (`UIColor`, `UIScreen`, `UIDevice`,
// `UIApplication`, `UIRectCorner`, `UIBezierPath`…), which SheetshotUI provides, under UIKit's own name, so
// a file that says `import UIKit` compiles unchanged. Depend on this product only when building for Linux.
@_exported import SheetshotUI
