import Canvas
import Widgets

/// Why a view could not be rendered as iOS would draw it: the API it used that SheetshotUI accepts but
/// does not render yet, each named.
public struct ViewRenderingError: Error, CustomStringConvertible, Equatable {
    /// One message per unsupported use.
    public let messages: [String]
    public var description: String {
        "The view uses API SheetshotUI does not render yet:\n" + messages.map { "  - \($0)" }.joined(separator: "\n")
    }
}

/// Turns views into Widgets trees and pictures.
public enum ViewRenderer {
    /// The Widgets tree `view` stands for in `environment`.
    /// - Throws: `ViewRenderingError` naming any API used that is not rendered yet.
    /// Content built during layout (a `GeometryReader`'s) is not built yet: `render` and `layout` check it too.
    @MainActor public static func node<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> Node {
        try node(view, environment: environment, diagnostics: ViewDiagnostics())
    }

    @MainActor static func node<V: View>(_ view: V, environment: EnvironmentValues, diagnostics: ViewDiagnostics) throws -> Node {
        let context = ViewContext(environment: environment, diagnostics: diagnostics)
        let node = makeNode(view, in: context)
        try diagnostics.check()
        return node
    }

    /// `view` laid out as the screen of `device` (see `render(_:on:colorScheme:dynamicTypeSize:layoutDirection:scale:)`):
    /// the laid-out root, for `layoutDump()` and `hitTest(_:)`.
    /// - Throws: `ViewRenderingError`, or what layout throws (a missing font).
    @MainActor public static func layout<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
                                                  dynamicTypeSize: DynamicTypeSize = .large,
                                                  layoutDirection: LayoutDirection = .leftToRight) throws -> Node {
        let diagnostics = ViewDiagnostics()
        let (root, environment) = try screen(view, on: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                                             layoutDirection: layoutDirection, scale: nil, diagnostics: diagnostics)
        try Renderer.layout(root, size: device.size, environment: environment)
        try diagnostics.check()
        return root
    }

    /// `view` as the screen of `device`: laid out in the safe area (centred in it, as an app's root view
    /// is) over the system background, in the given colour scheme, Dynamic Type size and layout direction,
    /// at `scale` pixels per point (nil: the device's).
    /// - Throws: `ViewRenderingError`, or what rendering throws (a missing font, a picture too large).
    @MainActor public static func render<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
                                                  dynamicTypeSize: DynamicTypeSize = .large,
                                                  layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) throws -> Canvas {
        let diagnostics = ViewDiagnostics()
        let (root, environment) = try screen(view, on: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                                             layoutDirection: layoutDirection, scale: scale, diagnostics: diagnostics)
        let canvas = try Renderer.render(root, size: device.size, environment: environment,
                                         background: SemanticColor.systemBackground.resolved(in: colorScheme))
        try diagnostics.check()
        return canvas
    }

    /// The root of a screen showing `view`, and the Widgets environment it is rendered in.
    @MainActor static func screen<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme, dynamicTypeSize: DynamicTypeSize,
                                           layoutDirection: LayoutDirection, scale: Double?, diagnostics: ViewDiagnostics) throws -> (Node, Widgets.Environment) {
        var environment = Widgets.Environment(device: device, colorScheme: colorScheme, layoutDirection: layoutDirection)
        if let scale { environment.displayScale = scale }
        var values = EnvironmentValues()
        values.colorScheme = colorScheme
        values.dynamicTypeSize = dynamicTypeSize
        values.layoutDirection = layoutDirection
        values.displayScale = CGFloat(environment.displayScale)
        let content = SafeAreaPadding(.all, Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center,
                                                          try node(view, environment: values, diagnostics: diagnostics)))
        return (content.environment(\.screen, Screen(size: device.size, safeArea: device.safeArea)), environment)
    }
}
