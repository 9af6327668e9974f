import Foundation
import Widgets

// SwiftUI's `Table`, as an iPhone draws it: in a compact width a table shows its first column only, as the
// rows of a plain list (the column headers and other columns appear on iPad and Mac). Sorting and selection
// are accepted; at rest nothing is selected.

/// The columns a table's rows are shown in (SwiftUI's `TableColumnContent`).
@MainActor @preconcurrency public protocol TableColumnContent {
    /// The type of a row.
    associatedtype TableRowValue
    /// How the column sorts (`Never` when it does not).
    associatedtype TableColumnSortComparator
    /// The columns, in order, each a row's cell.
    var _cells: [@MainActor (TableRowValue) -> AnyView] { get }
}

/// One column of a table (SwiftUI's `TableColumn`): its title and a row's cell.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let title: Label
    let content: @MainActor (RowValue) -> Content

    /// The column's cell for a row. Not for use by hand.
    public var _cells: [@MainActor (RowValue) -> AnyView] { [{ AnyView(content($0)) }] }

    /// The column's width (the first column fills the row on iPhone).
    public func width(_ width: CGFloat?) -> Self { self }
    /// The column's width range.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
    /// Whether the column can be hidden (Mac and iPad).
    public func customizationID(_ id: String) -> Self { self }
    /// Whether the column is shown by default (Mac and iPad).
    public func defaultVisibility(_ visibility: Visibility) -> Self { self }
    /// Whether the column is shown.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> Self { self }
}

/// What a person may change about a column (on Mac and iPad).
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Everything.
    public static let all = TableColumnCustomizationBehavior(rawValue: 7)
    /// Reordering.
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 1)
    /// Resizing.
    public static let resize = TableColumnCustomizationBehavior(rawValue: 2)
    /// Hiding.
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 4)
}

extension TableColumn where Label == Text {
    /// A column of a text property, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text, Sort == KeyPathComparator<RowValue> {
        title = Text(titleKey); content = { Text($0[keyPath: value]) }
    }
    /// A column of a text property, titled by a string, sortable by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text, Sort == KeyPathComparator<RowValue> {
        self.title = Text(title); content = { Text($0[keyPath: value]) }
    }
    /// A column of cells you make.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) where Sort == Never {
        title = Text(titleKey); self.content = content
    }
    /// A column of cells you make, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) where Sort == Never {
        self.title = Text(title); self.content = content
    }
    /// A column of cells you make, sortable by `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        title = Text(titleKey); self.content = content
    }
    /// A column of cells you make, titled by a string, sortable by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.title = Text(title); self.content = content
    }
}

/// Columns listed one after another in a table's builder.
public struct _TableColumnList<RowValue, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    /// Each column's cell for a row, in order. Not for use by hand.
    public let _cells: [@MainActor (RowValue) -> AnyView]
}

/// Builds a table's columns (SwiftUI's `TableColumnBuilder`).
@resultBuilder @MainActor
public enum TableColumnBuilder<RowValue, Sort> {
    /// A column (its row type taken from the table's, so `TableColumn("Name", value: \.name)` knows its root).
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> _TableColumnList<RowValue, Sort> {
        _TableColumnList(_cells: column._cells)
    }
    /// Columns of another kind.
    @_disfavoredOverload
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> _TableColumnList<RowValue, Sort> where C.TableRowValue == RowValue {
        _TableColumnList(_cells: column._cells)
    }
    /// Columns in order.
    public static func buildBlock(_ columns: _TableColumnList<RowValue, Sort>...) -> _TableColumnList<RowValue, Sort> {
        _TableColumnList(_cells: columns.flatMap(\._cells))
    }
    /// A column shown when a condition holds.
    public static func buildOptional(_ columns: _TableColumnList<RowValue, Sort>?) -> _TableColumnList<RowValue, Sort> {
        columns ?? _TableColumnList(_cells: [])
    }
    /// One branch's columns.
    public static func buildEither(first columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> { columns }
    /// The other branch's columns.
    public static func buildEither(second columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> { columns }
    /// Columns available on this system.
    public static func buildLimitedAvailability(_ columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> { columns }
}

/// Rows of data and columns to show them in (SwiftUI's `Table`), drawn as an iPhone draws one: the first
/// column's cells as the rows of a plain list. (Each initialiser names its columns' type: with a free
/// `Columns` the compiler cannot carry the row type into the builder, and `TableColumn("Name", value: \.name)`
/// would not know its root.)
public struct Table<Value: Identifiable, Columns: TableColumnContent>: View where Columns.TableRowValue == Value {
    let rows: [Value]
    let columns: Columns

    /// A table of `data` in `columns`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Data.Element == Value, Columns == _TableColumnList<Value, Never> {
        rows = Array(data); self.columns = columns()
    }
    /// A table of `data` whose selected row is bound to `selection`.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns) where Data.Element == Value, Columns == _TableColumnList<Value, Never> {
        rows = Array(data); self.columns = columns()
    }
    /// A table of `data` whose selected rows are bound to `selection`.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns) where Data.Element == Value, Columns == _TableColumnList<Value, Never> {
        rows = Array(data); self.columns = columns()
    }
    /// A sortable table of `data`; the rows are shown in `data`'s order (sort it by `sortOrder` yourself, as
    /// with SwiftUI).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                     @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Data.Element == Value, Sort.Compared == Value, Columns == _TableColumnList<Value, Sort> {
        rows = Array(data); self.columns = columns()
    }
    /// A sortable table of `data` whose selected row is bound to `selection`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                     @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Data.Element == Value, Sort.Compared == Value, Columns == _TableColumnList<Value, Sort> {
        rows = Array(data); self.columns = columns()
    }
    /// A sortable table of `data` whose selected rows are bound to `selection`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                                                     @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Data.Element == Value, Sort.Compared == Value, Columns == _TableColumnList<Value, Sort> {
        rows = Array(data); self.columns = columns()
    }

    /// The first column's cells, as the rows of a plain list.
    public var body: some View {
        let first = columns._cells.first
        return List {
            ForEach(rows) { row in
                if let first { first(row) }
            }
        }
        .listStyle(.plain)
    }
}
