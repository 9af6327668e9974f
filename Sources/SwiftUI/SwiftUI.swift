// The `SwiftUI` module on Linux: SheetshotUI under SwiftUI's own name, so an app's view files that say
// `import SwiftUI` (and name `SwiftUI.View`, `SwiftUI.Color`…) compile unchanged. Depend on this product only
// when building for Linux, so that Apple platforms keep Apple's SwiftUI:
//
//     .product(name: "SwiftUI", package: "Sheetshot", condition: .when(platforms: [.linux]))
@_exported import SheetshotUI

/// SwiftUI's `Canvas`: SheetshotUI's `CanvasView` under SwiftUI's name (SheetshotUI itself
/// leaves the name to its drawing module, `Canvas`).
public typealias Canvas<Symbols: View> = CanvasView<Symbols>
