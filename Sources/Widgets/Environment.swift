import Canvas

// What a tree of nodes is rendered in: display scale, colour scheme, font scale, layout direction and
// safe area — the inputs that change every pixel without changing the tree.

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// The direction leading and trailing refer to.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The visual level of what is drawn (UIKit's `UIUserInterfaceLevel`): the window's base level, or the
/// elevated level of what iOS draws over it — a sheet, a popover — whose dark backgrounds are lighter so
/// that it stands apart from the screen behind.
public enum UserInterfaceLevel: String, Sendable, Hashable, CaseIterable {
    case base, elevated
}

/// Where the interface level is kept in the environment.
public enum UserInterfaceLevelKey: EnvironmentKey {
    public static let defaultValue = UserInterfaceLevel.base
}

extension Environment {
    /// The visual level of the nodes (base unless set: a presented sheet's content is elevated). Dark
    /// system backgrounds resolve lighter at the elevated level.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { self[UserInterfaceLevelKey.self] }
        set { self[UserInterfaceLevelKey.self] = newValue }
    }
}

/// Colours that depend on the colour scheme, with iOS's values (UIKit's semantic system colours).
public enum SemanticColor: String, Sendable, Hashable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, systemBackground, secondarySystemBackground,
         groupedBackground, secondaryGroupedBackground, separator, tint, fill

    /// The colour in `scheme`.
    public func resolved(in scheme: ColorScheme) -> Color {
        let (light, dark): (UInt32, UInt32)
        switch self {
        case .label: (light, dark) = (0x000000FF, 0xFFFFFFFF)
        case .secondaryLabel: (light, dark) = (0x3C3C4399, 0xEBEBF599)
        case .tertiaryLabel: (light, dark) = (0x3C3C434C, 0xEBEBF54C)
        case .systemBackground: (light, dark) = (0xFFFFFFFF, 0x000000FF)
        case .secondarySystemBackground: (light, dark) = (0xF2F2F7FF, 0x1C1C1EFF)
        case .groupedBackground: (light, dark) = (0xF2F2F7FF, 0x000000FF)
        case .secondaryGroupedBackground: (light, dark) = (0xFFFFFFFF, 0x1C1C1EFF)
        case .separator: (light, dark) = (0x3C3C4349, 0x54545899)
        case .tint: (light, dark) = (0x007AFFFF, 0x0A84FFFF)
        case .fill: (light, dark) = (0x78788033, 0x7878805C)
        }
        return Color(rgba: scheme == .light ? light : dark)
    }

    /// The colour in `scheme` at interface `level`: in dark, the system backgrounds are lighter at the
    /// elevated level (#1C1C1E, #2C2C2E; grouped #1C1C1E, #2C2C2E), as iOS gives a sheet's.
    public func resolved(in scheme: ColorScheme, level: UserInterfaceLevel) -> Color {
        guard scheme == .dark, level == .elevated else { return resolved(in: scheme) }
        switch self {
        case .systemBackground, .groupedBackground: return Color(rgba: 0x1C1C1EFF)
        case .secondarySystemBackground, .secondaryGroupedBackground: return Color(rgba: 0x2C2C2EFF)
        default: return resolved(in: scheme)
        }
    }

    /// The colour in `environment`'s colour scheme and interface level.
    public func resolved(in environment: Environment) -> Color {
        resolved(in: environment.colorScheme, level: environment.userInterfaceLevel)
    }
}

/// A fill: a fixed colour, a semantic colour resolved in the environment, or a gradient whose points are
/// unit points of the node's frame (0,0 its top-left corner, 1,1 its bottom-right, as SwiftUI's
/// `UnitPoint`): linear between two, radial or conic around one.
public enum Fill: Sendable, Hashable {
    case color(Color)
    case semantic(SemanticColor)
    case gradient(LinearGradient)
    /// A radial gradient: its centre a unit point of the frame, its radii in points.
    case radialGradient(RadialGradient)
    /// A conic gradient: its centre a unit point of the frame.
    case conicGradient(ConicGradient)

    /// A top-to-bottom gradient through `colors`, evenly spaced.
    public static func vertical(_ colors: [Color]) -> Fill {
        let n = max(1, colors.count - 1)
        return .gradient(LinearGradient(start: Point(0.5, 0), end: Point(0.5, 1),
                                        stops: colors.enumerated().map { GradientStop(Double($0.offset) / Double(n), $0.element) }))
    }

    /// The paint this fill is for a node with `frame` in `environment`.
    public func paint(in environment: Environment, frame: Rect) -> Paint {
        switch self {
        case .color(let c): return .solid(c)
        case .semantic(let s): return .solid(s.resolved(in: environment))
        case .gradient(let g):
            func place(_ p: Point) -> Point { Point(frame.minX + p.x * frame.width, frame.minY + p.y * frame.height) }
            return .linearGradient(LinearGradient(start: place(g.start), end: place(g.end), stops: g.stops))
        case .radialGradient(let g):
            return .radialGradient(RadialGradient(center: Point(frame.minX + g.center.x * frame.width, frame.minY + g.center.y * frame.height),
                                                  startRadius: g.startRadius, endRadius: g.endRadius, stops: g.stops))
        case .conicGradient(let g):
            return .conicGradient(ConicGradient(center: Point(frame.minX + g.center.x * frame.width, frame.minY + g.center.y * frame.height),
                                                startAngle: g.startAngle, endAngle: g.endAngle, stops: g.stops))
        }
    }
}

/// The rendering context every node sees.
public struct Environment: Sendable {
    /// Pixels per point.
    public var displayScale: Double
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// A Dynamic-Type-like multiplier applied to every text size.
    public var fontScale: Double
    /// Left-to-right or right-to-left: mirrors leading/trailing alignment, padding and stack order.
    public var layoutDirection: LayoutDirection
    /// Insets of the area not covered by system bars, in points.
    public var safeAreaInsets: EdgeInsets
    /// The family of text that names no other (Inter, from fonts-inter).
    public var fontFamily: String
    /// Shared text layouts: text measured again and again during layout is shaped once.
    public var textCache: TextLayoutCache
    /// Values of `EnvironmentKey`s, by key (see `subscript(_:)`).
    var values: [ObjectIdentifier: any Sendable] = [:]
    /// The values of `LayoutEnvironmentKey`s, part of the layout inputs.
    var layoutValues: [ObjectIdentifier: LayoutValue] = [:]

    /// An environment; non-positive or non-finite scales fall back to 1.
    public init(displayScale: Double = 1, colorScheme: ColorScheme = .light, fontScale: Double = 1,
                layoutDirection: LayoutDirection = .leftToRight, safeAreaInsets: EdgeInsets = .zero,
                fontFamily: String = "Inter", textCache: TextLayoutCache = TextLayoutCache()) {
        self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        self.colorScheme = colorScheme
        self.fontScale = fontScale > 0 && fontScale.isFinite ? fontScale : 1
        self.layoutDirection = layoutDirection
        self.safeAreaInsets = safeAreaInsets
        self.fontFamily = fontFamily
        self.textCache = textCache
    }

    /// The environment of a device preset: its scale and safe area.
    public init(device: DevicePreset, colorScheme: ColorScheme = .light, fontScale: Double = 1,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.init(displayScale: device.scale, colorScheme: colorScheme, fontScale: fontScale,
                  layoutDirection: layoutDirection, safeAreaInsets: device.safeArea)
    }

    /// What measuring depends on: two environments with equal inputs give every node the same sizes
    /// (colour scheme and text cache do not change sizes).
    public struct LayoutInputs: Hashable, Sendable {
        let displayScale: Double, fontScale: Double, fontFamily: String
        let layoutDirection: LayoutDirection, safeAreaInsets: EdgeInsets
        let values: [ObjectIdentifier: LayoutValue]
    }

    /// A layout key's value, compared by value.
    struct LayoutValue: Hashable, Sendable {
        let value: any Hashable & Sendable
        static func == (a: LayoutValue, b: LayoutValue) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }
        func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
    }

    /// This environment's layout inputs (node size caches are kept per inputs).
    public var layoutInputs: LayoutInputs {
        LayoutInputs(displayScale: displayScale, fontScale: fontScale, fontFamily: fontFamily,
                     layoutDirection: layoutDirection, safeAreaInsets: safeAreaInsets, values: layoutValues)
    }

    /// `v` in points rounded to the nearest device pixel.
    public func snap(_ v: Double) -> Double { (v * displayScale).rounded() / displayScale }
    /// `v` in points rounded up to a whole device pixel.
    public func snapUp(_ v: Double) -> Double { (v * displayScale - 1e-9).rounded(.up) / displayScale }
}
