import Canvas

// iOS spaces the system font by its size: SF Pro carries a tracking table (Apple's typography guidelines
// publish it), and between 17 and 28 pt its optical size narrows the letters further. Text in the
// environment's family (Inter standing in for SF Pro) is spaced the same way when
// `Environment.tracksLikeSystemFont` is on, so a line of text is about as wide as iOS draws it.

/// Whether text in the environment's own family is tracked as iOS tracks SF Pro (off unless set: SheetshotUI
/// sets it for the views it renders).
public enum SystemFontTrackingKey: LayoutEnvironmentKey {
    /// Off: Widgets' own scenes keep the family's natural spacing.
    public static let defaultValue = false
}

extension Environment {
    /// Whether text in the environment's own family is tracked as iOS tracks its system font
    /// (`SystemFontTracking`); a node's explicit family is never.
    public var tracksLikeSystemFont: Bool {
        get { self[SystemFontTrackingKey.self] }
        set { self[SystemFontTrackingKey.self] = newValue }
    }
}

/// The tracking iOS gives its system font at each size, and the narrowing Inter needs to stand in for
/// SF Pro's display optical size.
public enum SystemFontTracking {
    /// SF Pro's tracking in points at whole sizes 6…96 (Apple's Human Interface Guidelines, Typography:
    /// "Tracking values"); sizes between are interpolated, sizes outside take the nearest end.
    static let table: [(size: Double, tracking: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15), (15, -0.23),
        (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.1), (24, 0.07),
        (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.4), (30, 0.4), (31, 0.39), (32, 0.41), (33, 0.4), (34, 0.4),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37),
        (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.35), (51, 0.36), (52, 0.34), (53, 0.33), (54, 0.32),
        (56, 0.3), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07),
        (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// SF Pro's tracking at `size` points.
    public static func appleTracking(size: Double) -> Double {
        guard size.isFinite else { return 0 }
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        // (Asked for every text measured: a binary search, not a walk through the table.)
        var low = 0, high = table.count - 1   // table[low].size < size <= table[high].size
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle].size < size { low = middle } else { high = middle }
        }
        let a = table[low], b = table[high]
        return a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)
    }

    /// The narrowing, in ems, that takes Inter's letters to SF Pro's display widths: none up to 20 pt,
    /// growing evenly to 0.059 em at 28 pt and held above. Measured against pictures iOS 16 rendered of
    /// 20 pt bold and 28 pt regular text (Inter's widths at text sizes are SF Pro Text's within 1 %); sizes
    /// above 28 pt are not measured.
    public static func interDisplayNarrowing(size: Double) -> Double {
        guard size.isFinite, size > 20 else { return 0 }
        return -0.059 * min(1, (size - 20) / 8)
    }

    /// SF Pro's line metrics (its `hhea` ascender 1950 and descender 494 of 2048 units, no line gap): the
    /// lines of text standing in for it are as tall as iOS's, and their baselines where iOS puts them.
    public static let sfProLineMetrics = Font.LineMetrics(ascent: 1950.0 / 2048, descent: 494.0 / 2048, lineGap: 0)

    /// The tracking text of `family` at `size` points gets to stand in for SF Pro: Apple's tracking, and for
    /// Inter the display narrowing too.
    public static func tracking(size: Double, family: String) -> Double {
        appleTracking(size: size) + (family == "Inter" ? interDisplayNarrowing(size: size) * size : 0)
    }
}

/// The families text in the system font is drawn in when a real system font is at hand (SF Pro Text below
/// 20 points, SF Pro Display from 20), in place of the environment's stand-in family.
public struct SystemFontFamilies: Hashable, Sendable {
    /// The family for text below 20 points.
    public var text: String
    /// The family for text of 20 points and more.
    public var display: String
    /// Families for text and display sizes.
    public init(text: String, display: String) { self.text = text; self.display = display }

    /// The family for text of `size` points.
    public func family(forSize size: Double) -> String { size < 20 ? text : display }
}

/// The real system font's families, when one is in use (nil: the environment's family stands in).
public enum SystemFontFamiliesKey: LayoutEnvironmentKey {
    /// None: the environment's family stands in.
    public static let defaultValue: SystemFontFamilies? = nil
}

extension Environment {
    /// The real system font's families, when one is in use: text in the system font is drawn in them, with
    /// Apple's tracking and their own line metrics (nil: `fontFamily` stands in, spaced like SF Pro).
    public var systemFontFamilies: SystemFontFamilies? {
        get { self[SystemFontFamiliesKey.self] }
        set { self[SystemFontFamiliesKey.self] = newValue }
    }

    /// The family, tracking and line metrics text of `size` points in the system font gets here (a node
    /// that names its own family gets none of this).
    func systemFont(size: Double) -> (family: String, tracking: Double, lineMetrics: Font.LineMetrics?) {
        if let real = systemFontFamilies {
            return (real.family(forSize: size), tracksLikeSystemFont ? SystemFontTracking.appleTracking(size: size) : 0, nil)
        }
        guard tracksLikeSystemFont else { return (fontFamily, 0, nil) }
        return (fontFamily, SystemFontTracking.tracking(size: size, family: fontFamily), SystemFontTracking.sfProLineMetrics)
    }
}
