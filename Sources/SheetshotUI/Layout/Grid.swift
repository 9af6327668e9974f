import Canvas
import Widgets

/// Views in rows and columns (SwiftUI's `Grid`): each `GridRow`'s views form the cells of a row, one per
/// column (or several, with `gridCellColumns`); any other view spans every column. A column's cells are
/// aligned by the grid's alignment, or by a `gridColumnAlignment` set on one of them. Columns are as wide as their widest cell and rows as tall as
/// their tallest; when the space offered is short, columns share it as a stack's children do (the least
/// flexible first, each offered an equal share), and so do rows. Cells sit in their cell by the grid's
/// alignment (a row's own vertical alignment when it gives one). Right to left, columns run from the right.
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, content: Content

    /// A grid of the rows `content` builds, cells aligned by `alignment`, spaced by the given points (nil:
    /// the system spacing — columns 8 points apart, rows by what their cells' facing edges ask for, as a
    /// column's views are).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let grid = GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing.map(Double.init) ?? defaultStackSpacing,
                            verticalSpacing: verticalSpacing.map(Double.init) ?? defaultStackSpacing, rows: SheetshotUI.makeNodes(content, in: context))
        let scale = Double(context.environment.displayScale)
        if verticalSpacing == nil { grid.rowGaps = Self.rowGaps(grid.children, scale: scale) }
        if horizontalSpacing == nil { grid.columnGaps = Self.columnGaps(grid.children, scale: scale) }
        return [grid]
    }

    /// The gaps between columns when no horizontal spacing is given: what the cells' facing edges ask for
    /// together over every row (the trailing edges of the cells ending at a column against the leading
    /// edges of those starting at the next), as between two views of a row — 8 points unless a spacer or
    /// the like says otherwise.
    static func columnGaps(_ rows: [Node], scale: Double) -> [Double] {
        var ending: [Int: EdgeSpacing] = [:], starting: [Int: EdgeSpacing] = [:]
        var columns = 0
        for row in rows where row is GridRowNode {
            var column = 0
            for cell in row.children {
                let span = GridCellColumnsNode.span(of: cell)
                let keys = ViewSpacingKeys.of(cell, in: .horizontal, scale: scale)
                starting[column] = starting[column].map { $0.union(keys.leading) } ?? keys.leading
                ending[column + span - 1] = ending[column + span - 1].map { $0.union(keys.trailing) } ?? keys.trailing
                column += span
            }
            columns = max(columns, column)
        }
        guard columns > 1 else { return [] }
        return (0..<(columns - 1)).map { c in
            guard let before = ending[c], let after = starting[c + 1] else { return defaultStackSpacing }
            return before.distance(to: after).map { $0.isFinite ? $0 : defaultStackSpacing } ?? defaultStackSpacing
        }
    }

    /// The gaps between rows when no vertical spacing is given: what the facing edges of the two rows'
    /// cells ask for together, as between two views of a column (see `defaultGaps`).
    static func rowGaps(_ rows: [Node], scale: Double) -> [Double] {
        guard rows.count > 1 else { return [] }
        let keys = rows.map { row -> ViewSpacingKeys in
            guard row is GridRowNode, let first = row.children.first else { return ViewSpacingKeys.of(row, in: .vertical, scale: scale) }
            let cells = row.children.map { ViewSpacingKeys.of($0, in: .horizontal, scale: scale) }
            var union = ViewSpacingKeys.of(first, in: .horizontal, scale: scale)
            for cell in cells.dropFirst() { union.top = union.top.union(cell.top); union.bottom = union.bottom.union(cell.bottom) }
            return union
        }
        return (0..<(rows.count - 1)).map { k in
            keys[k].bottom.distance(to: keys[k + 1].top).map { $0.isFinite ? $0 : defaultStackSpacing } ?? defaultStackSpacing
        }
    }
}

/// One row of a `Grid` (SwiftUI's `GridRow`): each of its views is a cell, in column order.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?, content: Content

    /// A row of the cells `content` builds, aligned vertically by `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    func makeNodes(in context: ViewContext) -> [Node] { [GridRowNode(alignment: alignment, cells: SheetshotUI.makeNodes(content, in: context))] }
}

/// A grid row's cells; the grid places them (see `GridNode`).
final class GridRowNode: Node {
    let alignment: VerticalAlignment?
    /// The cells' places, set by the grid before it places the row.
    var cellRects: [Rect] = []
    /// The proposals the cells were sized with, set with `cellRects`.
    var cellProposals: [ProposedSize] = []

    init(alignment: VerticalAlignment?, cells: [Node]) {
        self.alignment = alignment
        super.init(children: cells)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        for (index, cell) in children.enumerated() where index < cellRects.count {
            cell.place(in: cellRects[index], proposal: cellProposals[index], environment: environment)
        }
    }

    override var kind: String { "GridRow" }
}

/// A cell that sets how its `Grid` column aligns its cells across (`gridColumnAlignment(_:)`).
final class GridColumnAlignmentNode: SingleChildModifier {
    let alignment: HorizontalAlignment
    init(_ alignment: HorizontalAlignment, _ child: Node) { self.alignment = alignment; super.init(child: child) }
    override var kind: String { "GridColumnAlignment" }

    /// The column alignment `node` sets, looking through the single-child wrappers modifiers add.
    static func alignment(of node: Node) -> HorizontalAlignment? {
        node.throughWrappers { ($0 as? GridColumnAlignmentNode)?.alignment }
    }
}

/// Lays out a grid: column widths, then row heights, each shared out as a stack shares its length.
final class GridNode: Node {
    let alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double
    /// The gap after each row but the last, in place of `verticalSpacing` (spacing by the pair of rows when
    /// none is given); ignored unless it has one gap per neighbouring pair.
    var rowGaps: [Double]? = nil { didSet { invalidateLayout() } }

    /// The gap after each column but the last, in place of `horizontalSpacing` (spacing by the pair of
    /// columns when none is given); ignored unless it has one gap per neighbouring pair of columns.
    var columnGaps: [Double]? = nil { didSet { invalidateLayout() } }

    /// The gap between column `i` and column `i + 1`.
    private func columnGap(after i: Int) -> Double {
        guard let gaps = columnGaps, gaps.count == columnCount - 1, i < gaps.count else { return horizontalSpacing }
        return gaps[i]
    }
    /// The sum of the gaps between `count` columns from the first.
    private func columnGaps(before count: Int) -> Double { (0..<max(0, count - 1)).reduce(0) { $0 + columnGap(after: $1) } }

    /// The gap between row `i` and row `i + 1`.
    private func rowGap(after i: Int) -> Double {
        guard let gaps = rowGaps, gaps.count == children.count - 1, i < gaps.count else { return verticalSpacing }
        return gaps[i]
    }
    /// The sum of the gaps between the rows.
    private var totalRowGaps: Double { (0..<max(0, children.count - 1)).reduce(0) { $0 + rowGap(after: $1) } }

    init(alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double, rows: [Node]) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        super.init(children: rows)
    }

    /// The cells of row `row` (a spanning view is its own single cell).
    private func cells(_ row: Node) -> [Node] { row is GridRowNode ? row.children : [] }

    /// Each cell of `row` with the first column it takes and how many (`gridCellColumns`).
    private func placedCells(_ row: Node) -> [(cell: Node, column: Int, span: Int)] {
        var column = 0
        return cells(row).map { cell in
            let span = GridCellColumnsNode.span(of: cell)
            defer { column += span }
            return (cell, column, span)
        }
    }

    private var columnCount: Int { children.map { placedCells($0).last.map { $0.column + $0.span } ?? 0 }.max() ?? 0 }

    /// The width of `span` columns from `column`, with the spacing between them.
    private func spannedWidth(_ widths: [Double], from column: Int, span: Int) -> Double {
        let end = min(widths.count, column + span)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + (column..<(end - 1)).reduce(0) { $0 + columnGap(after: $1) }
    }

    /// Shares `total` among `count` parts as a stack does: the least flexible (largest minus smallest)
    /// first, each offered an equal share of what is left and taking what `size(i, offer)` answers; nil
    /// `total` gives each its ideal (`size(i, nil)`).
    private static func share(_ total: Double?, count: Int, size: (Int, Double?) -> Double) -> [Double] {
        guard let total else { return (0..<count).map { size($0, nil) } }
        let flexibility = (0..<count).map { size($0, .infinity) - size($0, 0) }
        var remaining = total, left = count
        var result = [Double](repeating: 0, count: count)
        for i in (0..<count).sorted(by: { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }) {
            let taken = size(i, max(0, remaining / Double(left)))
            result[i] = taken; remaining -= taken; left -= 1
        }
        return result
    }

    /// Column widths, then row heights, for `proposal`.
    private func tracks(_ proposal: ProposedSize, _ environment: Widgets.Environment) -> (columns: [Double], rows: [Double]) {
        let columns = columnCount
        let spacingX = columnGaps(before: columns)
        // A column is as wide as its widest cell of one column; cells spanning several do not widen them.
        var widths = Self.share(proposal.width.map { max(0, $0 - spacingX) }, count: columns) { column, offer in
            children.reduce(0) { widest, row in
                guard let placed = placedCells(row).first(where: { $0.column == column && $0.span == 1 }) else { return widest }
                return max(widest, placed.cell.sizeThatFits(ProposedSize(width: offer, height: nil), in: environment).width)
            }
        }
        if proposal.width == nil {
            // At its ideal size a cell spanning columns gets its ideal width: its last column grows to fit.
            for row in children {
                for placed in placedCells(row) where placed.span > 1 {
                    let need = placed.cell.sizeThatFits(ProposedSize(width: nil, height: nil), in: environment).width
                    let has = spannedWidth(widths, from: placed.column, span: placed.span)
                    let last = min(widths.count, placed.column + placed.span) - 1
                    if need > has, last >= 0, need.isFinite { widths[last] += need - has }
                }
            }
        }
        let spanning = widths.reduce(0, +) + spacingX
        let spacingY = totalRowGaps
        let heights = Self.share(proposal.height.map { max(0, $0 - spacingY) }, count: children.count) { index, offer in
            let row = children[index]
            guard row is GridRowNode else { return row.sizeThatFits(ProposedSize(width: spanning, height: offer), in: environment).height }
            return placedCells(row).reduce(0) { tallest, placed in
                let width = spannedWidth(widths, from: placed.column, span: placed.span)
                return max(tallest, placed.cell.sizeThatFits(ProposedSize(width: width, height: offer), in: environment).height)
            }
        }
        return (widths, heights)
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        let (widths, heights) = tracks(proposal, environment)
        var width = widths.reduce(0, +) + columnGaps(before: widths.count)
        for row in children where !(row is GridRowNode) {
            width = max(width, row.sizeThatFits(ProposedSize(width: proposal.width ?? width, height: nil), in: environment).width)
        }
        return Size(width, heights.reduce(0, +) + totalRowGaps)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let (widths, heights) = tracks(proposal, environment)
        let rtl = environment.layoutDirection == .rightToLeft
        let contentWidth = widths.reduce(0, +) + columnGaps(before: widths.count)
        // A column's own alignment: the first `gridColumnAlignment` among its cells, top to bottom.
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: widths.count)
        for row in children where row is GridRowNode {
            for (column, cell) in row.children.enumerated() where column < columnAlignments.count && columnAlignments[column] == nil {
                columnAlignments[column] = GridColumnAlignmentNode.alignment(of: cell)
            }
        }
        var y = bounds.minY
        for (index, (row, height)) in zip(children, heights).enumerated() {
            let rowRect = Rect(x: bounds.minX, y: y, width: bounds.width, height: height)
            if let gridRow = row as? GridRowNode {
                gridRow.cellRects = []; gridRow.cellProposals = []
                for placed in placedCells(gridRow) {
                    let column = placed.column
                    let cellAlignment = Alignment(horizontal: column < columnAlignments.count ? columnAlignments[column] ?? alignment.horizontal : alignment.horizontal,
                                                  vertical: gridRow.alignment ?? alignment.vertical)
                    // The cell's columns, from the leading edge (the right one, right to left).
                    let before = spannedWidth(widths, from: 0, span: column) + (column > 0 ? columnGap(after: column - 1) : 0)
                    let width = spannedWidth(widths, from: column, span: placed.span)
                    let x = rtl ? bounds.minX + contentWidth - before - width : bounds.minX + before
                    let p = ProposedSize(width: width, height: height)
                    let size = placed.cell.sizeThatFits(p, in: environment)
                    gridRow.cellRects.append(cellAlignment.rect(of: size, in: Rect(x: x, y: y, width: width, height: height), environment))
                    gridRow.cellProposals.append(p)
                }
                row.place(in: rowRect, proposal: ProposedSize(rowRect.size), environment: environment)
            } else {
                let p = ProposedSize(width: bounds.width, height: height)
                row.place(in: alignment.rect(of: row.sizeThatFits(p, in: environment), in: rowRect, environment), proposal: p, environment: environment)
            }
            y += height + rowGap(after: index)
        }
    }

    override var kind: String { "Grid" }
}

/// A cell that takes several columns of its `Grid` row (`gridCellColumns(_:)`).
final class GridCellColumnsNode: SingleChildModifier {
    let count: Int
    init(_ count: Int, _ child: Node) { self.count = count; super.init(child: child) }
    override var kind: String { "GridCellColumns" }

    /// The columns `node` takes (1 unless set), looking through the single-child wrappers modifiers add.
    static func span(of node: Node) -> Int {
        node.throughWrappers { ($0 as? GridCellColumnsNode)?.count } ?? 1
    }
}

extension View {
    /// How many columns of a `Grid` this cell takes: its width is theirs and the spacing between them, and
    /// the row's later cells move along. Columns are sized by their one-column cells. A count below 1 (or
    /// above 1,000) is taken as 1 (or 1,000), with a warning.
    public func gridCellColumns(_ count: Int) -> some View {
        wrapped { node, context in
            let taken = min(max(count, 1), 1_000)
            if taken != count { context.diagnostics.warn("gridCellColumns(\(count)) is not a column count from 1 to 1000: \(taken) is used") }
            return taken == 1 ? node : GridCellColumnsNode(taken, node)
        }
    }
}

extension View {
    /// Where a grid cell's content is placed in its cell when smaller (a unit point). Cells are placed by
    /// their column's alignment here; a different anchor warns.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        warningWhenBuilt(anchor == .center ? nil : "gridCellAnchor(\(anchor)) is not drawn yet: the cell is placed by its column's alignment")
    }
}
