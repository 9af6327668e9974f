import Foundation
import Widgets

/// The screens every preview is snapshotted on: a list of `ScreenConfiguration`s, each a variant named by
/// what differs from iOS's defaults (`iphone15pro`, `iphone15pro-dark`, `iphone15pro-ax3`,
/// `iphone15pro-rtl`).
///
/// ```swift
/// assertPreviewSnapshots(in: "OrderFeature", variants: .standard)
/// assertPreviewSnapshots(in: "OrderFeature", variants: .matrix(devices: [.iPhoneSE, .iPhone15ProMax],
///                                                             colorSchemes: [.light, .dark]))
/// ```
///
/// A preview narrows or extends the matrix with a trait: `#Preview("Receipt", traits: .snapshotVariants(.standard + .iPad))`.
public struct PreviewVariants: Hashable, Sendable {
    /// The screens, in order (a screen given twice is kept once).
    public let configurations: [ScreenConfiguration]

    /// The screens `configurations` gives, in order, each once.
    public init(_ configurations: [ScreenConfiguration]) {
        var seen = Set<ScreenConfiguration>()
        self.configurations = configurations.filter { seen.insert($0).inserted }
    }

    /// Every combination of the given devices, colour schemes, Dynamic Type sizes, layout directions and
    /// locales (nil: the default), at `scale` pixels a point (nil: each device's).
    public static func matrix(devices: [DevicePreset] = [.iPhone15Pro], colorSchemes: [ColorScheme] = [.light],
                              dynamicTypeSizes: [DynamicTypeSize] = [.large], layoutDirections: [LayoutDirection] = [.leftToRight],
                              locales: [Locale?] = [nil], scale: Double? = nil) -> PreviewVariants {
        var all: [ScreenConfiguration] = []
        for device in devices {
            for scheme in colorSchemes {
                for size in dynamicTypeSizes {
                    for direction in layoutDirections {
                        for locale in locales {
                            all.append(ScreenConfiguration(device: device, colorScheme: scheme, dynamicTypeSize: size,
                                                           layoutDirection: direction, locale: locale, scale: scale))
                        }
                    }
                }
            }
        }
        return PreviewVariants(all)
    }

    /// What a team checks most on one phone: the iPhone 15 Pro in light, dark, at the accessibility size
    /// AX3, and right to left — four variants.
    public static let standard = PreviewVariants([
        ScreenConfiguration(device: .iPhone15Pro),
        ScreenConfiguration(device: .iPhone15Pro, colorScheme: .dark),
        ScreenConfiguration(device: .iPhone15Pro, dynamicTypeSize: .accessibility3),
        ScreenConfiguration(device: .iPhone15Pro, layoutDirection: .rightToLeft),
    ])

    /// One screen: `device` in light, at the default text size, left to right.
    public static func device(_ device: DevicePreset, scale: Double? = nil) -> PreviewVariants {
        PreviewVariants([ScreenConfiguration(device: device, scale: scale)])
    }

    /// The small phone, the large phone and the iPad, upright and turned (iPhone SE, iPhone 15 Pro Max,
    /// iPad portrait and landscape), in light.
    public static let devices = PreviewVariants([DevicePreset.iPhoneSE, .iPhone15ProMax, .iPad10, DevicePreset.iPad10.landscape]
        .map { ScreenConfiguration(device: $0) })

    /// The iPad, upright and turned.
    public static let iPad = PreviewVariants([DevicePreset.iPad10, DevicePreset.iPad10.landscape].map { ScreenConfiguration(device: $0) })

    /// Both lists' screens, in order, each once.
    public static func + (a: PreviewVariants, b: PreviewVariants) -> PreviewVariants {
        PreviewVariants(a.configurations + b.configurations)
    }

    /// The same screens at `scale` pixels a point (1 keeps references small).
    public func at(scale: Double) -> PreviewVariants {
        PreviewVariants(configurations.map { var c = $0; c.scale = scale; return c })
    }

    /// The same screens with pseudo-localisation for layout checking: each also right to left, and each
    /// with its localisable strings doubled in length (`PseudoLocale.doubleLength`).
    public var withPseudoLocales: PreviewVariants {
        PreviewVariants(configurations + configurations.map { var c = $0; c.layoutDirection = .rightToLeft; return c }
                        + configurations.map { var c = $0; c.locale = PseudoLocale.doubleLength; return c })
    }
}

/// Locales that check a layout rather than a language.
public enum PseudoLocale {
    /// A locale whose identifier, `en_XA`, makes localisable text twice as long: `Text("Save")` shows as
    /// "Save ····" (verbatim strings are left as they are, as a translation would leave them). Layouts that
    /// clip or overlap under German- or Finnish-length strings show it here.
    public static let doubleLength = Locale(identifier: "en_XA")
}
