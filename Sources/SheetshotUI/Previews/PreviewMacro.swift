// `#Preview`, as SwiftUI declares it: a preview of the views in its closure, named or not, with traits.
// Each expansion registers itself in the binary (see `Preview.all(inFile:)`), so a test renders every
// preview of a file the way Xcode's canvas shows them.

/// A preview of the views in `body`, found at run time by `Preview.all(inFile:)`. Write it at file scope,
/// as on iOS.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "SheetshotUIMacros", type: "PreviewMacro")

/// A preview of the views in `body` with layout or orientation traits (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft` …), found at run time by `Preview.all(inFile:)`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "SheetshotUIMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview`'s closure as the preview's state (iOS 18): `#Preview` moves
/// `@Previewable @State var on = false` into a view of its own, whose body is the rest of the closure.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SheetshotUIMacros", type: "PreviewableMacro")
