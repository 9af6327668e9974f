import Widgets

/// A side of a rectangle, as layout direction sees it.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges (`.horizontal`, `.vertical`, `.all` and the single edges).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// Edges from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// Single edges.
        public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
        /// Leading and trailing; top and bottom.
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each side, leading and trailing following the layout direction (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset on each side, in points.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Insets on each side (0 where not given).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

// The layout types SheetshotUI shares with Widgets are re-exported by name, so a file that imports only
// SwiftUI can use their members wherever SwiftUI's can be — in a public function's default arguments too,
// which Swift 6 resolves only through the declaring module's import.
@_exported import struct Widgets.Alignment
@_exported import enum Widgets.HorizontalAlignment
@_exported import enum Widgets.VerticalAlignment
@_exported import enum Widgets.ColorScheme
@_exported import enum Widgets.LayoutDirection

/// Where a view is placed in a larger frame (SwiftUI's `Alignment`).
public typealias Alignment = Widgets.Alignment
/// Where views are placed across a vertical stack.
public typealias HorizontalAlignment = Widgets.HorizontalAlignment
/// Where views are placed across a horizontal stack.
public typealias VerticalAlignment = Widgets.VerticalAlignment
