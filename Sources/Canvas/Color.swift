/// A colour in sRGB with a straight (not premultiplied) alpha; each component is 0…1.
///
/// Components are kept as given (clamped to 0…1) and quantised to 8 bits only when painted, so that
/// `Color(hex: "#5856D6")` paints exactly the bytes 0x58 0x56 0xD6.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour from sRGB components in 0…1 (out-of-range values are clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        self.red = c(red); self.green = c(green); self.blue = c(blue); self.alpha = c(alpha)
    }

    /// Creates a colour from 8-bit sRGB components.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
    }

    /// An opaque colour from a hex literal `0xRRGGBB` (its low 24 bits), with `alpha` (0…1):
    /// `Color(rgb: 0x5856D6)` paints exactly the bytes 0x58 0x56 0xD6. For colours written in code; text
    /// from outside goes through `init(hex:)`, which reports what is wrong with it.
    public init(rgb value: UInt32, alpha: Double = 1) {
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255, alpha: alpha)
    }

    /// A colour from a hex literal `0xRRGGBBAA`: `Color(rgba: 0x0A84FF99)`.
    public init(rgba value: UInt32) {
        self.init(r: UInt8((value >> 24) & 0xFF), g: UInt8((value >> 16) & 0xFF), b: UInt8((value >> 8) & 0xFF), a: UInt8(value & 0xFF))
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, hex digits in either case).
    /// - Throws: `ColorParseError` naming the text and what is wrong with it.
    public init(hex text: String) throws {
        var digits = Substring(text)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8 else {
            throw ColorParseError(text: text, reason: "expected #RRGGBB or #RRGGBBAA, got \(digits.count) hex digits")
        }
        var bytes: [UInt8] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            // Only the digits 0-9, a-f, A-F (UInt8(_:radix:) alone would also take a sign: "+F").
            let pair = digits[index..<next]
            guard pair.allSatisfy({ $0.isASCII && $0.isHexDigit }), let byte = UInt8(pair, radix: 16) else {
                let offset = digits.distance(from: digits.startIndex, to: index) + (text.first == "#" ? 1 : 0)
                throw ColorParseError(text: text, reason: "'\(digits[index..<next])' at offset \(offset) is not a hex byte")
            }
            bytes.append(byte)
            index = next
        }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
    /// The same colour with a new alpha.
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// The 8-bit straight components, rounded.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// The premultiplied 8-bit pixel this colour paints at full coverage.
    public var premultiplied: PremultipliedPixel {
        let (r, g, b, a) = rgba8
        return PremultipliedPixel(straight: r, g, b, a)
    }

    /// `#RRGGBBAA`.
    public var hexString: String {
        let (r, g, b, a) = rgba8
        return "#" + [r, g, b, a].map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }
    public var description: String { hexString }

    static func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque pure red (#FF0000).
    public static let red = Color(red: 1, green: 0, blue: 0)
}

/// Why a colour string could not be read.
public struct ColorParseError: Error, CustomStringConvertible, Equatable {
    /// The text as given.
    public var text: String
    /// What is wrong with it.
    public var reason: String
    public var description: String { "invalid colour \"\(text)\": \(reason)" }
}

extension String {
    func leftPadded(to n: Int, with c: Character = "0") -> String {
        count >= n ? self : String(repeating: c, count: n - count) + self
    }
}
