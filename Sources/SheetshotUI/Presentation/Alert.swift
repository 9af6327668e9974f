import Widgets

extension View {
    /// An alert titled `title` while `isPresented` is true, drawn over the screen (and any sheet) as iOS
    /// draws one: its buttons from `actions`, an OK button when there are none. Tapping a button runs its
    /// action and sets `isPresented` false.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        dialog(.alert, Text(titleKey), isPresented, actions(), nil as EmptyView?)
    }
    /// An alert with a message while `isPresented` is true.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        dialog(.alert, Text(titleKey), isPresented, actions(), message())
    }
    /// An alert titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        dialog(.alert, Text(title), isPresented, actions(), nil as EmptyView?)
    }
    /// An alert titled by a text.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        dialog(.alert, title, isPresented, actions(), nil as EmptyView?)
    }
    /// An alert titled by a text, with a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        dialog(.alert, title, isPresented, actions(), message())
    }
    /// An alert titled by a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        dialog(.alert, Text(title), isPresented, actions(), message())
    }
    /// An alert about `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        dialog(.alert, Text(titleKey), isPresented, data.map(actions), nil as EmptyView?, needsData: true)
    }
    /// An alert about `data` with a message.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialog(.alert, Text(titleKey), isPresented, data.map(actions), data.map(message), needsData: true)
    }
    /// An alert about `data`, titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        dialog(.alert, Text(title), isPresented, data.map(actions), nil as EmptyView?, needsData: true)
    }
    /// An alert about `data`, titled by a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialog(.alert, Text(title), isPresented, data.map(actions), data.map(message), needsData: true)
    }
    /// iOS 13's alert: the `Alert` `content` makes, while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return legacyDialog(.alert, alert.map { ($0.title, $0.message, $0.buttons) }, dismiss: { isPresented.wrappedValue = false })
    }
    /// iOS 13's alert for an item, while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return legacyDialog(.alert, alert.map { ($0.title, $0.message, $0.buttons) }, dismiss: { item.wrappedValue = nil })
    }
    /// iOS 13's action sheet, while `isPresented` is true (drawn as iOS draws an action sheet).
    @available(*, deprecated, message: "use confirmationDialog(_:isPresented:titleVisibility:actions:)")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return legacyDialog(.actionSheet, sheet.map { ($0.title, $0.message, $0.buttons) }, dismiss: { isPresented.wrappedValue = false })
    }
    /// iOS 13's action sheet for an item, while it is not nil.
    @available(*, deprecated, message: "use confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)")
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return legacyDialog(.actionSheet, sheet.map { ($0.title, $0.message, $0.buttons) }, dismiss: { item.wrappedValue = nil })
    }
    /// A confirmation dialog titled by a string: on iPhone, an action sheet of the buttons `actions`
    /// makes (a Cancel button added when none has the cancel role), its title shown when `titleVisibility`
    /// is `.visible`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        dialog(.actionSheet, titleVisibility == .visible ? Text(title) : nil, isPresented, actions(), nil as EmptyView?)
    }
    /// A confirmation dialog titled by a string, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        dialog(.actionSheet, titleVisibility == .visible ? Text(title) : nil, isPresented, actions(), message())
    }
    /// A confirmation dialog while `isPresented` is true (see `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        dialog(.actionSheet, titleVisibility == .visible ? Text(titleKey) : nil, isPresented, actions(), nil as EmptyView?)
    }
    /// A confirmation dialog with a message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        dialog(.actionSheet, titleVisibility == .visible ? Text(titleKey) : nil, isPresented, actions(), message())
    }
    /// A confirmation dialog titled by a text.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        dialog(.actionSheet, titleVisibility == .visible ? title : nil, isPresented, actions(), nil as EmptyView?)
    }
    /// A confirmation dialog about `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        dialog(.actionSheet, titleVisibility == .visible ? Text(titleKey) : nil, isPresented, data.map(actions), nil as EmptyView?, needsData: true)
    }
    /// A confirmation dialog about `data`, with a message.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialog(.actionSheet, titleVisibility == .visible ? Text(titleKey) : nil, isPresented, data.map(actions), data.map(message), needsData: true)
    }
    /// A popover for an item, while it is not nil: on iPhone, presented as a sheet (iOS adapts popovers to
    /// sheets in compact widths).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }
    /// A popover while `isPresented` is true: on iPhone, presented as a sheet.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// This view presenting a dialog of `style` while `isPresented` is true (and, where it is about data,
    /// while the data is there).
    private func dialog<A: View, M: View>(_ style: DialogCollector.Presented.Style, _ title: Text?, _ isPresented: Binding<Bool>,
                                          _ actions: A?, _ message: M?, needsData: Bool = false) -> some View {
        let active = isPresented.wrappedValue && (!needsData || actions != nil)
        var makeMessage: (@MainActor (ViewContext) -> [Node])? = nil
        if let message { makeMessage = { context in SheetshotUI.makeNodes(message, in: context) } }
        return presentingDialog(active, style, title: title, message: makeMessage,
                                actions: { context in actions.map { SheetshotUI.makeNodes($0, in: context) } ?? [] },
                                dismiss: { isPresented.wrappedValue = false })
    }

    /// This view presenting iOS 13's `Alert` or `ActionSheet` (title, message, buttons) while it is not nil.
    private func legacyDialog(_ style: DialogCollector.Presented.Style, _ parts: (Text, Text?, [Alert.Button])?,
                              dismiss: @escaping @MainActor () -> Void) -> some View {
        var makeMessage: (@MainActor (ViewContext) -> [Node])? = nil
        if let message = parts?.1 { makeMessage = { context in SheetshotUI.makeNodes(message, in: context) } }
        let buttons = parts?.2 ?? []
        return presentingDialog(parts != nil, style, title: parts?.0, message: makeMessage, actions: { context in
            buttons.flatMap { button in
                let action = button.action
                return SheetshotUI.makeNodes(Button(role: button.role, action: { action?() }) { button.label }, in: context)
            }
        }, dismiss: dismiss)
    }
}

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor: Sendable {
    /// An anchor on the view's bounds.
    public enum Anchor: Sendable { case bounds }
    /// A rectangle of the view.
    case rect(Anchor)
    /// A point of the view.
    case point(UnitPoint)
}

/// iOS 13's alert (SwiftUI's `Alert`): a title, an optional message and one or two buttons, shown by
/// `alert(isPresented:content:)` and drawn as iOS draws an alert.
public struct Alert {
    /// A button of an alert or action sheet.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?
        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        /// A cancel button with a label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        /// The system's cancel button ("Cancel").
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text(verbatim: "Cancel"), role: .cancel, action: action) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive, action: action) }
    }
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK unless given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title; self.message = message
        buttons = [dismissButton ?? .default(Text(verbatim: "OK"))]
    }
    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title; self.message = message; buttons = [primaryButton, secondaryButton]
    }
}

/// iOS 13's action sheet (SwiftUI's `ActionSheet`): a title, an optional message and buttons.
public struct ActionSheet {
    /// A button of the sheet.
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]
    /// An action sheet (a Cancel button unless `buttons` are given).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title; self.message = message; self.buttons = buttons
    }
}
