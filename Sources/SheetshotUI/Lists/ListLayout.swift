import Canvas
import Widgets

/// iOS 17's list metrics, in one place.
enum ListLayout {
    /// Rows' content margins and minimum height.
    static let rowLeading = 20.0, rowTrailing = 20.0, rowVertical = 11.0, rowMinimumHeight = 44.0
    /// The vertical content margin of a row that is a switch: (44 − 31) / 2, so the row is 44 points tall.
    static let switchRowVertical = 6.5

    /// Whether a row's content is a toggle's switch (its accessibility element says so), through the
    /// single-child wrappers modifiers add.
    static func isSwitchRow(_ content: Node) -> Bool {
        content.throughWrappers(depth: 12) { node -> Bool? in
            guard let a = node as? AccessibilityNode, a.info.traits.contains(.isToggle) else { return nil }
            return true
        } ?? false
    }

    /// An inset-grouped section's corner radius (its margin from the list's sides is `SystemMargins`').
    static let sectionRadius = 10.0

    /// The list's background (clear when `scrollContentBackground(.hidden)` hides it).
    static func background(_ style: ListStyleKind, _ env: EnvironmentValues) -> CanvasColor {
        if env.hidesScrollContentBackground { return CanvasColor(rgba: 0) }
        return (style == .plain ? UIColor.systemBackground : UIColor.systemGroupedBackground).resolved(in: env)
    }

    /// Headers: footnote, secondary, in capitals.
    static func headerStyle(_ e: inout EnvironmentValues) {
        e.font = .footnote; e.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary); e.textCase = .uppercase
    }
    /// Footers: footnote, secondary.
    static func footerStyle(_ e: inout EnvironmentValues) {
        e.font = .footnote; e.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
    }

    /// A section: its header above, its rows (separated by hairlines aligned with their content) on a
    /// rounded card for inset-grouped lists, full width for plain ones, its footer below.
    @MainActor static func section(header: Node?, rows: [Node], footer: Node? = nil, in context: ViewContext) -> Node {
        let env = context.environment
        let plain = env.listStyle == .plain
        let cellBackground = (plain ? UIColor.systemBackground : UIColor.secondarySystemGroupedBackground).resolved(in: env)
        var cells: [Node] = []
        var hidesNextSeparator = false
        // With a row background of its own anywhere in the section, every cell draws its own background;
        // otherwise the card is one rounded background (as before row backgrounds existed: same pixels).
        let perCell = rows.contains { (($0 as? ListRowSettingsNode)?.settings ?? env.listRowSettings).background != nil }
        func cellBackgrounded(_ node: Node) -> Node { perCell ? node.background(.color(cellBackground)) : node }
        for (i, node) in rows.enumerated() {
            // Row settings: the row's own (a row modifier), else what the section or list gives its rows.
            let settings = (node as? ListRowSettingsNode)?.settings ?? env.listRowSettings
            let content = (node as? ListRowSettingsNode)?.children[0] ?? node
            // A row is one accessibility element, its texts read together, unless it holds controls.
            let row = AccessibilityReader.containsElement(content) ? content : content.accessibilityElement(traits: [])
            if i > 0, !hidesNextSeparator, !settings.hidesSeparatorAbove {
                cells.append(cellBackgrounded(RowSeparator(below: row, color: UIColor.separator.resolved(in: env))))
            }
            hidesNextSeparator = settings.hidesSeparatorBelow
            // A row that is a switch (a Toggle) is 44 points tall, as iOS's: the 31-point switch centred.
            let vertical = isSwitchRow(content) ? switchRowVertical : rowVertical
            let insets = settings.insets.map { DirectionalInsets(top: Double($0.top), leading: Double($0.leading), bottom: Double($0.bottom),
                                                                trailing: Double($0.trailing)) }
                ?? DirectionalInsets(top: vertical, leading: rowLeading, bottom: vertical, trailing: rowTrailing)
            var cell: Node = Widgets.Frame(minHeight: rowMinimumHeight, alignment: .leading,
                                           Widgets.Frame(maxWidth: .infinity, alignment: .leading, row.padding(insets)))
            // Each cell has its background: the row's own (listRowBackground), else the cell colour.
            if let background = settings.background {
                cell = Decorated(content: cell, decoration: Widgets.ZStack { SheetshotUI.makeNodes(background, in: context) }, behind: true)
            } else {
                cell = cellBackgrounded(cell)
            }
            cells.append(cell)
        }
        var card: Node = Widgets.VStack(alignment: .leading, spacing: 0) { cells }
        if !perCell {
            card = plain ? card.background(.color(cellBackground))
                         : card.background(.color(cellBackground), in: .roundedRect(radius: sectionRadius, curve: .continuous))
        }
        if !plain { card = card.clipShape(.roundedRect(radius: sectionRadius, curve: .continuous)) }
        var column: [Node] = []
        if let header { column.append(header.padding(DirectionalInsets(top: 0, leading: rowLeading, bottom: 7, trailing: rowTrailing))) }
        column.append(card)
        if let footer { column.append(footer.padding(DirectionalInsets(top: 7, leading: rowLeading, bottom: 0, trailing: rowTrailing))) }
        let stacked = Widgets.VStack(alignment: .leading, spacing: 0) { column }
        // An inset-grouped section keeps the system's side margins (16 or 20 points by the list's width).
        return ListSectionNode(child: plain ? stacked : SystemMargins(stacked))
    }
}

/// The hairline between two rows, starting where the content of the row below it starts (its first text,
/// as iOS aligns separators), else at the row's content margin.
final class RowSeparator: Node {
    private weak var row: Node?
    private let color: CanvasColor

    init(below row: Node, color: CanvasColor) {
        self.row = row; self.color = color
        super.init()
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        Size(proposal.width ?? 0, 1 / environment.displayScale)
    }

    override func drawContent(on canvas: Canvas, environment: Widgets.Environment) {
        var start = frame.minX + ListLayout.rowLeading
        if let text = row.flatMap(firstText) {
            start = environment.layoutDirection == .rightToLeft ? frame.minX : text.frame.minX
        }
        let end = environment.layoutDirection == .rightToLeft ? (row.flatMap(firstText)?.frame.maxX ?? frame.maxX - ListLayout.rowLeading) : frame.maxX
        canvas.fill(Rect(x: start, y: frame.minY, width: max(0, end - start), height: frame.height), with: .solid(color))
    }

    private func firstText(_ node: Node) -> Node? {
        if node is Widgets.Text { return node }
        for child in node.children { if let t = firstText(child) { return t } }
        return nil
    }

    override var kind: String { "Separator" }
}
