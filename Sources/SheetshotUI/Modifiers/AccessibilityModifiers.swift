import Widgets

extension View {
    /// The label VoiceOver reads for this view (accepted; not drawn).
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// The label VoiceOver reads for this view (accepted; not drawn).
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    /// The hint VoiceOver reads for this view (accepted; not drawn).
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
    /// The value VoiceOver reads for this view (accepted; not drawn).
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
    /// Hides the view from VoiceOver (accepted; not drawn).
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
}
