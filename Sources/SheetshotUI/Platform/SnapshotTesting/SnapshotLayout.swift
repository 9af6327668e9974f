import Canvas
import Widgets

// swift-snapshot-testing's layouts for SwiftUI views (`SwiftUISnapshotLayout`, `ViewImageConfig`), so a
// suite whose references were recorded on an iOS simulator can be rendered here the same way: the view's
// own size, a fixed frame, or a device's screen with its safe area and its Dynamic Type M.

/// How a view is laid out for a snapshot (swift-snapshot-testing's `SwiftUISnapshotLayout`).
public enum SwiftUISnapshotLayout: Hashable, Sendable {
    /// The view centred in the safe area of a device's screen described by `config`, over the system
    /// background.
    case device(config: ViewImageConfig)
    /// The view centred in a frame of this size, over the system background.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its ideal size (offered no size on either axis), over the system background.
    case sizeThatFits
}

/// A device's screen as swift-snapshot-testing describes one (its `ViewImageConfig`): its size, safe area
/// and traits. The iPhone presets set Dynamic Type to M (`.medium`, body 16 pt), as swift-snapshot-testing
/// does, not iOS's default L; none sets a display scale (the recording simulator's is used there: pass
/// the scale in the traits you render with).
public struct ViewImageConfig: Hashable, Sendable {
    /// Which way up a phone is held.
    public enum Orientation: Hashable, Sendable { case landscape, portrait }

    /// The insets of the safe area, in points.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points (nil: the view's own).
    public var size: CGSize?
    /// The screen's traits.
    public var traits: UITraitCollection

    /// A screen of `size` with `safeArea` and `traits`.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea; self.size = size; self.traits = traits
    }

    /// An iPhone's traits: Dynamic Type M, compact width, and regular height in portrait (compact in
    /// landscape, where the largest phones are regular wide).
    private static func phone(_ orientation: Orientation, wideInLandscape: Bool = false) -> UITraitCollection {
        var t = UITraitCollection(traitsFrom: [.init(layoutDirection: .leftToRight), .init(preferredContentSizeCategory: .medium),
                                               .init(userInterfaceIdiom: .phone)])
        t.horizontalSizeClass = orientation == .landscape && wideInLandscape ? .regular : .compact
        t.verticalSizeClass = orientation == .landscape ? .compact : .regular
        return t
    }

    private static func phone(_ orientation: Orientation, portrait: (CGFloat, CGFloat), portraitInsets: UIEdgeInsets,
                              landscapeInsets: UIEdgeInsets, wideInLandscape: Bool = false) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: portraitInsets, size: CGSize(width: portrait.0, height: portrait.1),
                                   traits: phone(.portrait, wideInLandscape: wideInLandscape))
        case .landscape:
            return ViewImageConfig(safeArea: landscapeInsets, size: CGSize(width: portrait.1, height: portrait.0),
                                   traits: phone(.landscape, wideInLandscape: wideInLandscape))
        }
    }

    private static let homeButtonPortrait = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let notchPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    private static let iPhone12Portrait = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let iPhone12Landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// iPhone SE (1st generation): 320×568 pt.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation) held `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: (320, 568), portraitInsets: homeButtonPortrait, landscapeInsets: .zero)
    }
    /// iPhone 8: 375×667 pt.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 held `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: (375, 667), portraitInsets: homeButtonPortrait, landscapeInsets: .zero)
    }
    /// iPhone 8 Plus: 414×736 pt.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus held `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: (414, 736), portraitInsets: homeButtonPortrait, landscapeInsets: .zero, wideInLandscape: true)
    }
    /// iPhone X: 375×812 pt.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X held `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: (375, 812), portraitInsets: notchPortrait, landscapeInsets: notchLandscape)
    }
    /// iPhone XS Max: 414×896 pt.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max held `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: (414, 896), portraitInsets: notchPortrait, landscapeInsets: notchLandscape, wideInLandscape: true)
    }
    /// iPhone XR: 414×896 pt.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR held `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: (414, 896), portraitInsets: notchPortrait, landscapeInsets: notchLandscape, wideInLandscape: true)
    }
    /// iPhone 12: 390×844 pt.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 held `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: (390, 844), portraitInsets: iPhone12Portrait, landscapeInsets: iPhone12Landscape)
    }
    /// iPhone 12 Pro: as iPhone 12.
    public static let iPhone12Pro = iPhone12
    /// iPhone 12 Pro held `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    /// iPhone 12 Pro Max: 428×926 pt.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max held `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: (428, 926), portraitInsets: iPhone12Portrait, landscapeInsets: iPhone12Landscape, wideInLandscape: true)
    }
    /// iPhone 13: 390×844 pt.
    public static let iPhone13 = iPhone12
    /// iPhone 13 held `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    /// iPhone 13 mini: 375×812 pt.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini held `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: (375, 812), portraitInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscapeInsets: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    }
    /// iPhone 13 Pro: as iPhone 13.
    public static let iPhone13Pro = iPhone12
    /// iPhone 13 Pro held `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    /// iPhone 13 Pro Max: 428×926 pt.
    public static let iPhone13ProMax = iPhone12ProMax
    /// iPhone 13 Pro Max held `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    /// An iPad's full screen: regular both ways.
    private static func pad(_ orientation: Orientation, portrait: (CGFloat, CGFloat), insets: UIEdgeInsets) -> ViewImageConfig {
        var traits = UITraitCollection(traitsFrom: [.init(layoutDirection: .leftToRight), .init(preferredContentSizeCategory: .medium),
                                                    .init(userInterfaceIdiom: .pad)])
        traits.horizontalSizeClass = .regular; traits.verticalSizeClass = .regular
        let size = orientation == .portrait ? CGSize(width: portrait.0, height: portrait.1) : CGSize(width: portrait.1, height: portrait.0)
        return ViewImageConfig(safeArea: insets, size: size, traits: traits)
    }
    /// iPad mini, landscape (as swift-snapshot-testing's default): 1024×768 pt.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini full screen, held `orientation`.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, portrait: (768, 1024), insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }
    /// iPad 9.7″: as iPad mini.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7″ full screen, held `orientation`.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad Pro 10.5″, landscape: 1112×834 pt.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5″ full screen, held `orientation`.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, portrait: (834, 1112), insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }
    /// iPad Pro 11″, landscape: 1194×834 pt.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11″ full screen, held `orientation`.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, portrait: (834, 1194), insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
    /// iPad Pro 12.9″, landscape: 1366×1024 pt.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9″ full screen, held `orientation`.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, portrait: (1024, 1366), insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
}

extension ViewRenderer {
    /// The display scale used when neither the layout's traits nor `traits` give one: 2, the scale of the
    /// simulators most suites record on. Give `UITraitCollection(displayScale:)` to match yours.
    public static let defaultSnapshotScale: CGFloat = 2

    /// `view` laid out as swift-snapshot-testing lays a SwiftUI view out for `.image(layout:traits:)`:
    /// at its ideal size, centred in a fixed frame, or centred in a device's safe area, over the system
    /// background. Traits are the layout's (a device's) merged with `traits`; an unspecified text size
    /// is iOS's default L (the device presets give M), an unspecified scale `defaultSnapshotScale`. The
    /// picture is the size in points times the scale, rounded up to whole pixels.
    /// - Throws: `ViewRenderingError` (a size that cannot be drawn is named), or what rendering throws.
    @MainActor public static func render<V: View>(_ view: V, layout: SwiftUISnapshotLayout, traits: UITraitCollection = .init()) throws -> Canvas {
        var config: ViewImageConfig
        switch layout {
        case .device(let c): config = c
        case .fixed(let width, let height): config = ViewImageConfig(size: CGSize(width: width, height: height))
        case .sizeThatFits: config = ViewImageConfig()
        }
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let scale = Double(merged.displayScale > 0 ? merged.displayScale : defaultSnapshotScale)
        let colorScheme: ColorScheme = merged.userInterfaceStyle == .dark ? .dark : .light
        let dynamicTypeSize = merged.preferredContentSizeCategory.dynamicTypeSize ?? .large
        let direction: LayoutDirection = merged.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        // The screen the view is built on: the configuration's size (a fitted view is first built on a
        // screen the size of an iPhone, which only answers UIScreen questions), with its safe area.
        let insets = config.safeArea
        for (name, v) in [("width", config.size?.width), ("height", config.size?.height), ("top inset", insets.top), ("left inset", insets.left),
                          ("bottom inset", insets.bottom), ("right inset", insets.right)] {
            if let v, !(v.isFinite && v >= 0 && v <= 100_000) {
                throw ViewRenderingError(messages: [], viewProblems: ["the snapshot layout's \(name), \(Node.describe(Double(v))), is not a length a screen can have"])
            }
        }
        let screenSize = config.size.map { Size(Double($0.width), Double($0.height)) } ?? DevicePreset.iPhone13.size
        let device = DevicePreset(name: "snapshot", size: screenSize, scale: scale,
                                  safeArea: CanvasEdgeInsets(top: Double(insets.top), left: Double(insets.left),
                                                            bottom: Double(insets.bottom), right: Double(insets.right)))
        func sizeClass(_ c: UIUserInterfaceSizeClass) -> UserInterfaceSizeClass? {
            switch c { case .compact: .compact; case .regular: .regular; case .unspecified: nil }
        }
        let classes = (horizontal: sizeClass(merged.horizontalSizeClass), vertical: sizeClass(merged.verticalSizeClass))
        let configuration = ScreenConfiguration(device: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                                                layoutDirection: direction, scale: scale)
        if case .device = layout {
            return try ViewFrame(view, in: configuration, sizeClasses: classes).draw()
        }
        let frame = try ViewFrame(view, in: configuration, fillsScreen: false, sizeClasses: classes), screen = frame.screen
        var size = screenSize
        if config.size == nil {
            // The view's ideal size (swift-snapshot-testing asks the hosting controller what fits in .zero).
            try screen.root.validateTree()
            try screen.root.prepare(screen.environment)
            size = screen.root.sizeThatFits(ProposedSize(width: nil, height: nil), in: screen.environment)
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw ViewRenderingError(messages: [], viewProblems: [
                    "the view's ideal size, \(Node.describe(size.width))×\(Node.describe(size.height)) pt, is not a size a picture can have: give it a frame or use .fixed"])
            }
        }
        let pixels = (width: (size.width * scale - 1e-9).rounded(.up), height: (size.height * scale - 1e-9).rounded(.up))
        let canvasSize = Size(pixels.width / scale, pixels.height / scale)
        return try frame.drawRoot(size: canvasSize)
    }
}
