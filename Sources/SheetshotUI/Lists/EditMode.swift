import Widgets

/// Whether a list is being edited (SwiftUI's `EditMode`).
public enum EditMode: Hashable, Sendable {
    /// Not editing; editing; moving between the two.
    case inactive, active, transient
    /// Whether editing is on.
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// The edit mode of the views here: the window's, as iOS gives one to every view (inactive until an
    /// `EditButton` or the app's code sets it; kept between a session's frames), or a container's
    /// (`.environment(\.editMode, $mode)`).
    public var editMode: Binding<EditMode>? {
        get { editModeBinding }
        set { editModeBinding = newValue }
    }
}

/// The button that turns a list's editing on and off (SwiftUI's `EditButton`): "Edit" in the tint, or
/// "Done" (semibold) while editing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    /// The button.
    public init() {}
    /// "Edit", or "Done" while editing.
    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") {
            editMode?.wrappedValue = editing ? .inactive : .active
        }
        .fontWeight(editing ? .semibold : nil)
    }
}
