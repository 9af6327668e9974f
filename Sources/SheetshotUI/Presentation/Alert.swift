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
