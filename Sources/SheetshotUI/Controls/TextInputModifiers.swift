/// How a text field capitalises what is typed (SwiftUI's `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable {
    let name: String
    /// No capitalisation.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// How a text field capitalises what is typed (UIKit's `UITextAutocapitalizationType`, iOS 13's
/// `autocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// The return key's title (SwiftUI's `SubmitLabel`).
public struct SubmitLabel: Sendable {
    let name: String
    /// Done, Go, Send, Join, Route, Search, Return, Next, Continue.
    public static let done = SubmitLabel(name: "done"), go = SubmitLabel(name: "go"), send = SubmitLabel(name: "send"),
                      join = SubmitLabel(name: "join"), route = SubmitLabel(name: "route"), search = SubmitLabel(name: "search"),
                      `return` = SubmitLabel(name: "return"), next = SubmitLabel(name: "next"), `continue` = SubmitLabel(name: "continue")
}

/// The keyboard a field shows (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
         webSearch, asciiCapableNumberPad
    /// The older name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The kind of text a field holds, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    /// Common content types.
    public static let name = UITextContentType(rawValue: "name"), emailAddress = UITextContentType(rawValue: "emailAddress"),
                      telephoneNumber = UITextContentType(rawValue: "telephoneNumber"), password = UITextContentType(rawValue: "password"),
                      newPassword = UITextContentType(rawValue: "newPassword"), oneTimeCode = UITextContentType(rawValue: "oneTimeCode"),
                      username = UITextContentType(rawValue: "username"), postalCode = UITextContentType(rawValue: "postalCode"),
                      fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress"), URL = UITextContentType(rawValue: "URL")
}

/// When a scroll view hides the keyboard (SwiftUI's `ScrollDismissesKeyboardMode`).
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    /// The platform's choice; at once; as the finger drags; never.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic"), immediately = ScrollDismissesKeyboardMode(name: "immediately"),
                      interactively = ScrollDismissesKeyboardMode(name: "interactively"), never = ScrollDismissesKeyboardMode(name: "never")
}

/// What `onSubmit(of:_:)` reacts to (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    /// Triggers of raw value `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields; search fields.
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

// Keyboard and typing behaviour: none of it shows on a field at rest (no keyboard is up in a picture),
// so these are kept for when input runs.
extension View {
    /// How fields here capitalise what is typed (kept).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// How fields here capitalise what is typed (iOS 13's name; kept).
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Whether fields here autocorrect (iOS 13's name; kept).
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Whether fields here autocorrect (kept).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// The return key's title for fields here (kept).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// The keyboard fields here show (kept).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// The kind of text fields here hold (kept).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// Runs `action` when a field here is submitted (kept).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// When scrolling here hides the keyboard (kept).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
