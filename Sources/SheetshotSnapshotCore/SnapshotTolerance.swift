import Canvas

/// How different an image may be from its reference and still pass.
///
/// Exact by default: Sheetshot renders deterministically, so a reference recorded on one machine matches
/// byte for byte on another. Tolerances are for images from elsewhere (a different font build, a photo):
/// a pixel counts as differing when one of its channels is off by more than `maximumChannelDelta`; the
/// image passes while the differing pixels stay within both `maximumDifferingPixels` and
/// `maximumDifferingRatio`. A perceptual tolerance (`perceptual(maximumDeltaE:)`) counts a pixel as
/// differing when its CIEDE2000 colour difference is above `maximumDeltaE` instead.
public struct SnapshotTolerance: Sendable, Hashable, CustomStringConvertible {
    /// The per-channel difference (0…255, straight alpha) a pixel may have and still count as equal.
    public var maximumChannelDelta: Int
    /// How many pixels may differ by more than `maximumChannelDelta`.
    public var maximumDifferingPixels: Int
    /// Which fraction (0…1) of the pixels may differ by more than `maximumChannelDelta`.
    public var maximumDifferingRatio: Double
    /// When set, a pixel differs when its CIEDE2000 ΔE₀₀ (as it shows over white) is above this, in place
    /// of `maximumChannelDelta`: about 1 is the smallest difference an eye notices side by side.
    public var maximumDeltaE: Double?

    /// Every pixel equal.
    public static let exact = SnapshotTolerance(maximumChannelDelta: 0, maximumDifferingPixels: 0, maximumDifferingRatio: 0)

    /// A tolerance; unnamed limits stay at exact (a ratio left out is no limit when a pixel count is given,
    /// and the other way round).
    /// - Parameters:
    ///   - maximumChannelDelta: per-channel difference that still counts as equal, 0…255.
    ///   - maximumDifferingPixels: pixels allowed to differ by more than that.
    ///   - maximumDifferingRatio: fraction of the pixels allowed to differ by more than that, 0…1.
    public init(maximumChannelDelta: Int = 0, maximumDifferingPixels: Int? = nil, maximumDifferingRatio: Double? = nil) {
        self.maximumChannelDelta = min(255, max(0, maximumChannelDelta))
        switch (maximumDifferingPixels, maximumDifferingRatio) {
        case (nil, nil): self.maximumDifferingPixels = 0; self.maximumDifferingRatio = 0
        case (let p?, nil): self.maximumDifferingPixels = max(0, p); self.maximumDifferingRatio = 1
        case (nil, let r?): self.maximumDifferingPixels = .max; self.maximumDifferingRatio = min(1, max(0, r))
        case (let p?, let r?): self.maximumDifferingPixels = max(0, p); self.maximumDifferingRatio = min(1, max(0, r))
        }
    }

    /// A perceptual tolerance: a pixel differs when its ΔE₀₀ is above `maximumDeltaE` (clamped to 0…100;
    /// not a number is 0); the differing pixels limited as in `init`. swift-snapshot-testing's
    /// `perceptualPrecision` p is `maximumDeltaE` (1 − p) × 100.
    public static func perceptual(maximumDeltaE: Double, maximumDifferingPixels: Int? = nil, maximumDifferingRatio: Double? = nil) -> SnapshotTolerance {
        var t = SnapshotTolerance(maximumChannelDelta: 0, maximumDifferingPixels: maximumDifferingPixels, maximumDifferingRatio: maximumDifferingRatio)
        t.maximumDeltaE = maximumDeltaE.isNaN ? 0 : min(100, max(0, maximumDeltaE))
        return t
    }

    /// Whether this is `exact`.
    public var isExact: Bool { maximumChannelDelta == 0 && maximumDifferingPixels == 0 && (maximumDeltaE ?? 0) == 0 }

    /// Whether a measured perceptual difference is within this tolerance.
    public func accepts(_ difference: PerceptualDifference) -> Bool {
        difference.differingPixels <= maximumDifferingPixels && difference.differingRatio <= maximumDifferingRatio
    }

    /// Whether a measured difference is within this tolerance.
    public func accepts(_ difference: ImageDifference) -> Bool {
        difference.differingPixels <= maximumDifferingPixels && difference.differingRatio <= maximumDifferingRatio
    }

    public var description: String {
        if isExact { return "exact" }
        var parts = [maximumDeltaE.map { "ΔE₀₀ ≤ \(String(format: "%.2f", $0))" } ?? "channel delta ≤ \(maximumChannelDelta)"]
        if maximumDifferingPixels != .max { parts.append("≤ \(maximumDifferingPixels) differing pixels") }
        if maximumDifferingRatio < 1 { parts.append("≤ \(maximumDifferingRatio * 100) % differing") }
        return parts.joined(separator: ", ")
    }
}
