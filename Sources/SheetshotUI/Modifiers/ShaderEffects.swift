import Foundation
import Widgets

/// A Metal shader library (SwiftUI's `ShaderLibrary`): its functions by name, as shaders. Metal does not
/// run here: a view with a shader effect is drawn without it, with a warning naming the function.
@dynamicMemberLookup
public struct ShaderLibrary: Sendable {
    let name: String
    /// The app's default library.
    public static let `default` = ShaderLibrary(name: "default")
    /// A library in `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(name: bundle.bundlePath) }
    /// A library from a compiled file.
    public init(url: URL) { name = url.lastPathComponent }
    /// A library from compiled data.
    public init(data: Data) { name = "data" }
    init(name: String) { self.name = name }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A function of a shader library (SwiftUI's `ShaderFunction`); call it with arguments to make a shader.
@dynamicCallable
public struct ShaderFunction: Sendable {
    /// Its library.
    public var library: ShaderLibrary
    /// Its name.
    public var name: String
    /// The function `name` in `library`.
    public init(library: ShaderLibrary, name: String) { self.library = library; self.name = name }
    /// A shader of this function with `arguments`.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader { Shader(function: self, arguments: arguments) }
}

/// A shader: a function and its arguments (SwiftUI's `Shader`). As a fill it draws nothing here but a
/// warning; as an effect the view is drawn without it.
public struct Shader: Sendable {
    /// An argument passed to a shader function (SwiftUI's `Shader.Argument`).
    public struct Argument: Sendable {
        let name: String
        /// A number.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(name: "float") }
        /// Two numbers.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(name: "float2") }
        /// A point or size as two numbers.
        public static func float2(_ point: CGPoint) -> Argument { Argument(name: "float2") }
        /// A size as two numbers.
        public static func float2(_ size: CGSize) -> Argument { Argument(name: "float2") }
        /// Three numbers.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(name: "float3") }
        /// Four numbers.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument(name: "float4") }
        /// An array of numbers.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(name: "floatArray") }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(name: "color") }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(name: "colorArray") }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(name: "image") }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(name: "data") }
        /// The bounding rectangle of the view the shader is applied to.
        public static var boundingRect: Argument { Argument(name: "boundingRect") }
    }
    /// The function.
    public var function: ShaderFunction
    /// The arguments.
    public var arguments: [Argument]
    /// Whether the shader samples with dithering.
    public var dithersColor = false
    /// A shader of `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) { self.function = function; self.arguments = arguments }
}

extension View {
    /// Recolours the view's pixels with `shader` (not run here: drawn without it, with a warning).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { shaderWarning(shader, "colorEffect", isEnabled) }
    /// Moves the view's pixels with `shader` (not run here: drawn without it, with a warning).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        shaderWarning(shader, "distortionEffect", isEnabled)
    }
    /// Redraws the view's layer with `shader` (not run here: drawn without it, with a warning).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        shaderWarning(shader, "layerEffect", isEnabled)
    }

    private func shaderWarning(_ shader: Shader, _ effect: String, _ isEnabled: Bool) -> some View {
        wrapped { node, context in
            if isEnabled {
                context.diagnostics.warn("\(effect) with the Metal shader \"\(shader.function.name)\" is not run here (no Metal on Linux): the view is drawn without it")
            }
            return node
        }
    }
}
