// The `CoreGraphics` module on Linux: the geometry names SwiftUI files take from Core Graphics (`CGFloat`,
// `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`…), which Foundation and SheetshotUI provide, under Core
// Graphics' own name. Depend on this product only when building for Linux.
@_exported import SheetshotUI
