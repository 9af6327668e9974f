import Canvas
import Widgets

/// One column of a `LazyVGrid` or row of a `LazyHGrid` (SwiftUI's `GridItem`): its size, the space after
/// it, and how its cells are aligned.
public struct GridItem: Sendable {
    /// How large a track is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space the fixed tracks leave, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit in its share, each at least `minimum` (and at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The track's size.
    public var size: Size
    /// The space after the track (nil: the system spacing, 8).
    public var spacing: CGFloat?
    /// How cells sit in their cell (nil: centred).
    public var alignment: Alignment?

    /// A track of `size`, `spacing` before the next, its cells aligned by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// A grid that grows down, its columns given by `GridItem`s (SwiftUI's `LazyVGrid`): cells fill each row
/// left to right (right to left in a right-to-left layout), rows as tall as their tallest cell. A picture
/// builds every cell.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, content: Content

    /// A grid of `columns`, the grid aligned by `alignment` in the space it is given, rows `spacing` apart.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        [LazyGridNode(vertical: true, items: columns, lineSpacing: spacing.map(Double.init) ?? defaultStackSpacing,
                      cells: SheetshotUI.makeNodes(content, in: context))]
    }
}

/// A grid that grows sideways, its rows given by `GridItem`s (SwiftUI's `LazyHGrid`): cells fill each
/// column top to bottom, columns as wide as their widest cell.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, content: Content

    /// A grid of `rows`, columns `spacing` apart.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        [LazyGridNode(vertical: false, items: rows, lineSpacing: spacing.map(Double.init) ?? defaultStackSpacing,
                      cells: SheetshotUI.makeNodes(content, in: context))]
    }
}

/// Lays cells out in tracks across its axis and lines along it (see `LazyVGrid`, `LazyHGrid`). "Across"
/// is x for a vertical grid and y for a horizontal one.
final class LazyGridNode: Node {
    /// One resolved track: its length across, the gap after it, and its cells' alignment.
    struct Track: Equatable {
        var length: Double, gap: Double, alignment: Alignment
    }

    let vertical: Bool
    let items: [GridItem]
    let lineSpacing: Double

    init(vertical: Bool, items: [GridItem], lineSpacing: Double, cells: [Node]) {
        self.vertical = vertical; self.items = items; self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : defaultStackSpacing
        super.init(children: cells)
    }

    /// A finite, non-negative length (NaN and negatives count as 0, infinity as `fallback`).
    private static func length(_ value: CGFloat, fallback: Double = 0) -> Double {
        let v = Double(value)
        return v.isNaN ? 0 : v.isInfinite ? (v > 0 ? fallback : 0) : max(0, v)
    }

    /// The tracks for `available` points across (nil or infinite: each flexible track as long as its
    /// widest cell wants, each adaptive one a single track of its minimum).
    func tracks(available: Double?, environment: Widgets.Environment) -> [Track] {
        guard !items.isEmpty else { return [] }
        let gaps = items.map { $0.spacing.map { Self.length($0) } ?? defaultStackSpacing }
        var shares = [Double?](repeating: nil, count: items.count)
        var remaining: Double
        if let available, available.isFinite {
            remaining = max(0, available) - gaps.dropLast().reduce(0, +)
        } else {
            remaining = .infinity
        }
        for (index, item) in items.enumerated() {
            if case .fixed(let size) = item.size { shares[index] = Self.length(size); remaining -= shares[index]! }
        }
        if remaining.isInfinite {
            // No width to share: flexible tracks take what their cells want, adaptive ones their minimum.
            let ideal = idealCellLength(environment)
            for (index, item) in items.enumerated() where shares[index] == nil {
                switch item.size {
                case .flexible(let minimum, let maximum): shares[index] = min(max(ideal, Self.length(minimum)), Self.length(maximum, fallback: .infinity))
                case .adaptive(let minimum, _): shares[index] = Self.length(minimum)
                case .fixed: break
                }
            }
        } else {
            // Flexible and adaptive tracks share what is left, each clamped to its bounds; a clamped track
            // leaves the rest to the others (as stack children share space).
            var open = items.indices.filter { shares[$0] == nil }
            remaining = max(0, remaining)
            while !open.isEmpty {
                let share = remaining / Double(open.count)
                var clamped = false
                for index in open {
                    let (low, high) = bounds(of: items[index].size)
                    if share < low || share > high {
                        shares[index] = share < low ? low : high
                        remaining = max(0, remaining - shares[index]!)
                        open.removeAll { $0 == index }
                        clamped = true
                        break
                    }
                }
                if !clamped {
                    for index in open { shares[index] = share }
                    open = []
                }
            }
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let share = shares[index] ?? 0, gap = gaps[index], alignment = item.alignment ?? .center
            if case .adaptive(let minimum, let maximum) = item.size {
                let low = max(1, Self.length(minimum)), high = Self.length(maximum, fallback: .infinity)
                let count = max(1, Int(((share + gap) / (low + gap)).rounded(.down)))
                let each = min(high, max(0, (share - Double(count - 1) * gap) / Double(count)))
                for _ in 0..<count { tracks.append(Track(length: each, gap: gap, alignment: alignment)) }
            } else {
                tracks.append(Track(length: share, gap: gap, alignment: alignment))
            }
        }
        return tracks
    }

    private func bounds(of size: GridItem.Size) -> (Double, Double) {
        switch size {
        case .fixed(let s): return (Self.length(s), Self.length(s))
        case .flexible(let low, let high), .adaptive(let low, let high):
            let l = Self.length(low)
            return (l, max(l, Self.length(high, fallback: .infinity)))
        }
    }

    /// The longest any cell wants to be across, offered nothing in particular.
    private func idealCellLength(_ environment: Widgets.Environment) -> Double {
        children.reduce(0) { longest, cell in
            let size = cell.sizeThatFits(ProposedSize(width: nil, height: nil), in: environment)
            return max(longest, vertical ? size.width : size.height)
        }
    }

    /// Each cell's size in its track, and each line's length along the axis.
    private func arrange(_ tracks: [Track], environment: Widgets.Environment) -> (sizes: [Size], lines: [Double]) {
        guard !tracks.isEmpty else { return ([], []) }
        var sizes: [Size] = [], lines: [Double] = []
        for (index, cell) in children.enumerated() {
            let track = tracks[index % tracks.count]
            let proposal = vertical ? ProposedSize(width: track.length, height: nil) : ProposedSize(width: nil, height: track.length)
            let size = cell.sizeThatFits(proposal, in: environment)
            sizes.append(size)
            let along = vertical ? size.height : size.width
            if index % tracks.count == 0 { lines.append(along) } else { lines[lines.count - 1] = max(lines[lines.count - 1], along) }
        }
        return (sizes, lines)
    }

    private func acrossLength(_ tracks: [Track]) -> Double {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.gap }
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        let tracks = tracks(available: vertical ? proposal.width : proposal.height, environment: environment)
        let (_, lines) = arrange(tracks, environment: environment)
        let along = lines.reduce(0, +) + Double(max(0, lines.count - 1)) * lineSpacing
        let across = acrossLength(tracks)
        return vertical ? Size(across, along) : Size(along, across)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let tracks = tracks(available: vertical ? bounds.width : bounds.height, environment: environment)
        guard !tracks.isEmpty else { return }
        let (sizes, lines) = arrange(tracks, environment: environment)
        // The grid's tracks centred across the space it was given.
        let slack = max(0, (vertical ? bounds.width : bounds.height) - acrossLength(tracks)) / 2
        let rtl = vertical && environment.layoutDirection == .rightToLeft
        var lineStart = vertical ? bounds.minY : bounds.minX
        for (line, lineLength) in lines.enumerated() {
            var trackStart = (vertical ? bounds.minX : bounds.minY) + slack
            for (k, track) in tracks.enumerated() {
                let index = line * tracks.count + k
                guard index < children.count else { break }
                var cell = vertical
                    ? Rect(x: trackStart, y: lineStart, width: track.length, height: lineLength)
                    : Rect(x: lineStart, y: trackStart, width: lineLength, height: track.length)
                if rtl { cell.origin.x = bounds.minX + bounds.maxX - cell.maxX }
                let proposal = vertical ? ProposedSize(width: track.length, height: nil) : ProposedSize(width: nil, height: track.length)
                children[index].place(in: track.alignment.rect(of: sizes[index], in: cell, environment), proposal: proposal, environment: environment)
                trackStart += track.length + track.gap
            }
            lineStart += lineLength + lineSpacing
        }
    }

    override var kind: String { vertical ? "LazyVGrid" : "LazyHGrid" }
}
