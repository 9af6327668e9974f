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
    @MainActor public static func node<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> Node {
        let context = ViewContext(environment: environment, diagnostics: ViewDiagnostics())
        let node = makeNode(view, in: context)
        if !context.diagnostics.messages.isEmpty { throw ViewRenderingError(messages: context.diagnostics.messages) }
        return node
    }

    /// `view` as the screen of `device`: laid out in the safe area (centred in it, as an app's root view
    /// is) over the system background, in the given colour scheme, Dynamic Type size and layout direction,
    /// at `scale` pixels per point (nil: the device's).
    /// - Throws: `ViewRenderingError`, or what rendering throws (a missing font, a picture too large).
    @MainActor public static func render<V: View>(_ view: V, on device: DevicePreset, colorScheme: ColorScheme = .light,
                                                  dynamicTypeSize: DynamicTypeSize = .large,
                                                  layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) throws -> Canvas {
        var values = EnvironmentValues()
        values.colorScheme = colorScheme
        values.dynamicTypeSize = dynamicTypeSize
        values.layoutDirection = layoutDirection
        values.displayScale = CGFloat(scale ?? device.scale)
        let content = SafeAreaPadding(.all, Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center, try node(view, environment: values)))
        let root = content.environment(\.screen, Screen(size: device.size, safeArea: device.safeArea))
        return try Renderer.render(root, device: device, colorScheme: colorScheme, layoutDirection: layoutDirection, scale: scale)
    }
}
