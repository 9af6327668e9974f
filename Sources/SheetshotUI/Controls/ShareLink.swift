import Foundation

/// A button that opens the share sheet (SwiftUI's `ShareLink`), drawn as its label — by default
/// "Share" with the `square.and.arrow.up` symbol — in the tint colour. The share sheet is not drawn.
public struct ShareLink<Label: View>: View {
    let label: Label

    /// A link sharing `item`, with `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link sharing `items`, with `label`.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link sharing `item` shown in the share sheet as `preview`, with `label`.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link sharing `items`, each shown in the share sheet by `preview`, with `label`.
    public init<Items: Sequence, PreviewImage, PreviewIcon>(items: Items, subject: Text? = nil, message: Text? = nil,
                                                           preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                                                           @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View { Button(action: {}) { label } }
}

/// How a shared item is shown in the share sheet (SwiftUI's `SharePreview`): a title, an image and an
/// icon. The share sheet is not drawn, so neither is the preview.
public struct SharePreview<Image, Icon> {
    /// The preview's title as it was given (kept, not drawn: no `Text` is made, so a preview can be made
    /// outside the main actor, as SwiftUI's can).
    enum Title { case text(Text), key(LocalizedStringKey), string(String) }
    /// The preview's title.
    let title: Title
    /// A preview titled `title` with `image` and `icon`.
    public init(_ title: Text, image: Image, icon: Icon) { self.title = .text(title) }
    /// A preview titled by a literal, with `image` and `icon`.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = .key(titleKey) }
    /// A preview titled by a string, with `image` and `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = .string(String(title)) }
}

extension SharePreview where Icon == Never {
    /// A preview titled by a literal, with `image`.
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = .key(titleKey) }
    /// A preview titled by a string, with `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = .string(String(title)) }
}

extension SharePreview where Image == Never {
    /// A preview titled by a literal, with `icon`.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = .key(titleKey) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with only a title.
    public init(_ titleKey: LocalizedStringKey) { title = .key(titleKey) }
    /// A preview with only a title, from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = .string(String(title)) }
}

extension ShareLink where Label == SheetshotUI.Label<Text, SheetshotUI.Image> {
    /// A link sharing `item` with `preview`, labelled "Share" with the share symbol.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message) { SheetshotUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// A link sharing `item` with `preview`, titled by a literal.
    public init<Item, PreviewImage, PreviewIcon>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message) { SheetshotUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

extension ShareLink where Label == SheetshotUI.Label<Text, Image> {
    /// A link sharing `item`, labelled "Share" with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SheetshotUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// A link sharing `item`, titled by a literal.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SheetshotUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}
