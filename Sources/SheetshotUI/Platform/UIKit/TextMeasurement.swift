import Foundation
import Widgets
import struct Canvas.TextLayout

// UIKit's text measuring that SwiftUI files use to size things by their text
// (`NSAttributedString.boundingRect`, `String.size(withAttributes:)`): measured here with the font text is
// drawn in (Inter standing in for SF Pro), so the sizes agree with the text SheetshotUI draws.

extension NSAttributedString.Key {
    /// The font of a run of text (UIKit's `NSAttributedString.Key.font`: a `UIFont`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The colour of a run of text (UIKit's: a `UIColor`; not used in measuring).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// Extra space after each character (UIKit's; not used in measuring).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}

/// How text is measured (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: Int
    /// Options from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the given width (without it, the text is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are spaced by the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// The last line that fits is truncated.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra information for measuring (UIKit's `NSStringDrawingContext`; nothing is read from it here).
public final class NSStringDrawingContext {
    /// A context.
    public init() {}
}

/// Measures `text` in the font `attributes` name (UIKit's default, 12-point regular, when none).
@MainActor func measuredRect(_ text: String, width: CGFloat?, attributes: [NSAttributedString.Key: Any]?) -> CGRect {
    let uiFont = attributes?[.font] as? UIFont
    let size = uiFont.map { Double($0.pointSize) } ?? 12
    let weight = uiFont?.font.resolvedWeight ?? .regular
    let wrapWidth = width.map(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    guard size.isFinite, size > 0, let font = try? CanvasFont.inter(weight, size: size),
          let layout = try? TextLayout(text, font: font, width: wrapWidth) else { return .zero }
    return CGRect(x: 0, y: 0, width: CGFloat(layout.size.width), height: CGFloat(layout.size.height))
}

extension NSAttributedString {
    /// The size the text takes in its first run's font, wrapped at `size.width` when `options` contain
    /// `.usesLineFragmentOrigin`.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
        return measuredRect(string, width: options.contains(.usesLineFragmentOrigin) ? size.width : nil, attributes: attributes)
    }
    /// The size the text takes on one line.
    @MainActor public func size() -> CGSize { boundingRect(with: .zero, context: nil).size }
}

extension NSString {
    /// The size the text takes on one line in the font `attributes` name.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        measuredRect(String(self), width: nil, attributes: attributes).size
    }
    /// The size the text takes in the font `attributes` name, wrapped at `size.width` when `options`
    /// contain `.usesLineFragmentOrigin`.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                                        context: NSStringDrawingContext?) -> CGRect {
        measuredRect(String(self), width: options.contains(.usesLineFragmentOrigin) ? size.width : nil, attributes: attributes)
    }
}

extension StringProtocol {
    /// The size the text takes in the font `attributes` name, wrapped at `size.width` when `options`
    /// contain `.usesLineFragmentOrigin`.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                                        context: NSStringDrawingContext?) -> CGRect {
        measuredRect(String(self), width: options.contains(.usesLineFragmentOrigin) ? size.width : nil, attributes: attributes)
    }
    /// The size the text takes on one line in the font `attributes` name.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        measuredRect(String(self), width: nil, attributes: attributes).size
    }
}
