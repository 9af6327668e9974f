import Widgets

extension View {
    /// An alert titled `title` while `isPresented` is true. Not drawn yet: a presented alert is reported
    /// (never a picture without it); a dismissed one draws nothing, as on iOS.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        reportingPresented(isPresented.wrappedValue, "an alert (\(titleKey.key))")
    }
    /// An alert with a message while `isPresented` is true (reported when presented).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        reportingPresented(isPresented.wrappedValue, "an alert (\(titleKey.key))")
    }
    /// An alert titled by a string (reported when presented).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        reportingPresented(isPresented.wrappedValue, "an alert (\(title))")
    }
    /// An alert titled by a text (reported when presented).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        reportingPresented(isPresented.wrappedValue, "an alert (\(title.string))")
    }
    /// An alert titled by a text, with a message (reported when presented).
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        reportingPresented(isPresented.wrappedValue, "an alert (\(title.string))")
    }
    /// An alert titled by a string, with a message (reported when presented).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        reportingPresented(isPresented.wrappedValue, "an alert (\(title))")
    }
    /// An alert about `data` while `isPresented` is true (reported when presented).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        reportingPresented(isPresented.wrappedValue && data != nil, "an alert (\(titleKey.key))")
    }
    /// An alert about `data` with a message (reported when presented).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        reportingPresented(isPresented.wrappedValue && data != nil, "an alert (\(titleKey.key))")
    }
    /// An alert about `data`, titled by a string (reported when presented).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        reportingPresented(isPresented.wrappedValue && data != nil, "an alert (\(title))")
    }
    /// An alert about `data`, titled by a string, with a message (reported when presented).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        reportingPresented(isPresented.wrappedValue && data != nil, "an alert (\(title))")
    }
    /// iOS 13's alert: the `Alert` `content` makes, while `isPresented` is true (reported when presented).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        reportingPresented(isPresented.wrappedValue, "an alert (\(isPresented.wrappedValue ? content().title.string : ""))")
    }
    /// iOS 13's alert for an item, while it is not nil (reported when presented).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        reportingPresented(item.wrappedValue != nil, "an alert (\(item.wrappedValue.map { content($0).title.string } ?? ""))")
    }
    /// iOS 13's action sheet, while `isPresented` is true (reported when presented).
    @available(*, deprecated, message: "use confirmationDialog(_:isPresented:titleVisibility:actions:)")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        reportingPresented(isPresented.wrappedValue, "an action sheet (\(isPresented.wrappedValue ? content().title.string : ""))")
    }
    /// iOS 13's action sheet for an item, while it is not nil (reported when presented).
    @available(*, deprecated, message: "use confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)")
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        reportingPresented(item.wrappedValue != nil, "an action sheet (\(item.wrappedValue.map { content($0).title.string } ?? ""))")
    }
    /// A confirmation dialog titled by a string (reported when presented).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        reportingPresented(isPresented.wrappedValue, "a confirmation dialog (\(title))")
    }
    /// A confirmation dialog titled by a string, with a message (reported when presented).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        reportingPresented(isPresented.wrappedValue, "a confirmation dialog (\(title))")
    }
    /// A popover for an item, while it is not nil (reported when presented).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        reportingPresented(item.wrappedValue != nil, "a popover")
    }
    /// A confirmation dialog while `isPresented` is true (reported when presented).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        reportingPresented(isPresented.wrappedValue, "a confirmation dialog (\(titleKey.key))")
    }
    /// A confirmation dialog with a message (reported when presented).
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        reportingPresented(isPresented.wrappedValue, "a confirmation dialog (\(titleKey.key))")
    }
    /// A popover while `isPresented` is true (reported when presented).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        reportingPresented(isPresented.wrappedValue, "a popover")
    }

    /// This view, with `what` reported as not drawn yet when `presented`.
    private func reportingPresented(_ presented: Bool, _ what: String) -> some View {
        wrapped { node, context in
            if presented { context.diagnostics.report("\(what) is presented, and SheetshotUI does not draw alerts, dialogs or popovers yet") }
            return node
        }
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
/// `alert(isPresented:content:)`.
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
