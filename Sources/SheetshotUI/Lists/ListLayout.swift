import Canvas
import Widgets

/// iOS 17's list metrics, in one place.
enum ListLayout {
    /// Rows' content margins and minimum height.
    static let rowLeading = 20.0, rowTrailing = 20.0, rowVertical = 11.0, rowMinimumHeight = 44.0
    /// An inset-grouped section's margin from the screen's sides and its corner radius.
    static let sectionInset = 16.0, sectionRadius = 10.0

    /// The list's background.
    static func background(_ style: ListStyleKind, _ scheme: ColorScheme) -> CanvasColor {
        (style == .plain ? UIColor.systemBackground : UIColor.systemGroupedBackground).resolved(in: scheme)
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
        let cellBackground = (plain ? UIColor.systemBackground : UIColor.secondarySystemGroupedBackground).resolved(in: env.colorScheme)
        var cells: [Node] = []
        for (i, content) in rows.enumerated() {
            // A row is one accessibility element, its texts read together, unless it holds controls.
            let row = AccessibilityReader.containsElement(content) ? content : content.accessibilityElement(traits: [])
            if i > 0 { cells.append(RowSeparator(below: row, color: UIColor.separator.resolved(in: env.colorScheme))) }
            cells.append(Widgets.Frame(minHeight: rowMinimumHeight, alignment: .leading,
                                       Widgets.Frame(maxWidth: .infinity, alignment: .leading,
                                                     row.padding(DirectionalInsets(top: rowVertical, leading: rowLeading, bottom: rowVertical, trailing: rowTrailing)))))
        }
        var card: Node = Widgets.VStack(alignment: .leading, spacing: 0) { cells }
        card = plain ? card.background(.color(cellBackground))
                     : card.background(.color(cellBackground), in: .roundedRect(radius: sectionRadius, curve: .continuous))
                           .clipShape(.roundedRect(radius: sectionRadius, curve: .continuous))
        var column: [Node] = []
        let inset = plain ? 0 : sectionInset
        if let header { column.append(header.padding(DirectionalInsets(top: 0, leading: inset + rowLeading, bottom: 7, trailing: inset + rowTrailing))) }
        column.append(card.padding(DirectionalInsets(leading: inset, trailing: inset)))
        if let footer { column.append(footer.padding(DirectionalInsets(top: 7, leading: inset + rowLeading, bottom: 0, trailing: inset + rowTrailing))) }
        return ListSectionNode(child: Widgets.VStack(alignment: .leading, spacing: 0) { column })
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
