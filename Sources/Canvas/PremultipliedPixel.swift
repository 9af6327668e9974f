/// One pixel as stored in a canvas: 8-bit sRGB components premultiplied by alpha, packed little-endian
/// as R, G, B, A bytes in one `UInt32` (so a row of pixels is a row of RGBA bytes in memory).
public struct PremultipliedPixel: Hashable, Sendable {
    /// The packed value: R in bits 0–7, G 8–15, B 16–23, A 24–31.
    public var packed: UInt32

    /// Wraps a packed value.
    public init(packed: UInt32) { self.packed = packed }

    /// Premultiplies straight 8-bit components (rounding to nearest).
    public init(straight r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        let pr = mul255(UInt32(r), UInt32(a)), pg = mul255(UInt32(g), UInt32(a)), pb = mul255(UInt32(b), UInt32(a))
        packed = pr | (pg << 8) | (pb << 16) | (UInt32(a) << 24)
    }

    /// Fully transparent black.
    public static let transparent = PremultipliedPixel(packed: 0)

    public var r: UInt8 { UInt8(truncatingIfNeeded: packed) }
    public var g: UInt8 { UInt8(truncatingIfNeeded: packed >> 8) }
    public var b: UInt8 { UInt8(truncatingIfNeeded: packed >> 16) }
    public var a: UInt8 { UInt8(truncatingIfNeeded: packed >> 24) }
}

/// x·y/255 rounded to nearest, exact for all 8-bit inputs.
@inline(__always)
func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
    let t = x &* y &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// Scales all four 8-bit channels of a packed pixel by `s`/255 (rounded), two channels per multiply.
@inline(__always)
func scalePixel(_ p: UInt32, _ s: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* s &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ga = ((p >> 8) & 0x00FF_00FF) &* s &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ga
}

/// Source-over of premultiplied `src` onto premultiplied `dst`: src + dst·(1 − αsrc).
@inline(__always)
func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    src &+ scalePixel(dst, 255 &- (src >> 24))
}
