import Widgets

/// A form of grouped controls (SwiftUI's `Form`), drawn as iOS draws one on iPhone: an inset-grouped list
/// of its sections and rows.
public struct Form<Content: View>: View {
    let content: Content
    /// A form of the sections and rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { List { content }.listStyle(.insetGrouped) }
}

extension ForEach {
    /// Lets rows be deleted by swiping (kept; a picture shows the rows at rest).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Lets rows be moved by dragging (kept).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
    /// Lets items be dropped into the rows (kept).
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> Self { self }
}

extension View {
    /// Whether a row can be deleted (kept: a picture shows rows at rest).
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Whether a row can be moved (kept).
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's helper for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before `destination` (SwiftUI's helper for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let before = valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        let at = Swift.max(0, Swift.min(count, destination - before))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: at))
    }
}

/// How a form lays out its rows (SwiftUI's `FormStyle`).
public protocol FormStyle {}
/// The platform's form (on iPhone, grouped).
public struct AutomaticFormStyle: FormStyle {
    /// The style.
    public init() {}
}
/// Rows in grouped sections, as iPhone draws forms (SwiftUI's `GroupedFormStyle`).
public struct GroupedFormStyle: FormStyle {
    /// The style.
    public init() {}
}
/// Labels and controls in columns (SwiftUI's `ColumnsFormStyle`, macOS).
public struct ColumnsFormStyle: FormStyle {
    /// The style.
    public init() {}
}
extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Columns (macOS).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// The look of the forms inside. iPhone draws every form grouped, as `.automatic` and `.grouped` are
    /// here; `.columns` is macOS's and is drawn grouped too, with a warning.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        warningWhenBuilt(style is ColumnsFormStyle ? "formStyle(.columns) is macOS's: the form is drawn grouped, as on iPhone" : nil)
    }
}
