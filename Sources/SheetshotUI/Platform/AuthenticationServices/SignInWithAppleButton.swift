import Foundation

/// The Sign in with Apple button (AuthenticationServices' `SignInWithAppleButton`), drawn as iOS draws it in
/// its three styles: black, white, and white with a black outline; "Sign in with Apple", "Continue with
/// Apple" or "Sign up with Apple" beside an apple, in a rounded rectangle that fills the space it is offered.
/// (The apple is drawn from ellipses in place of Apple's logo, whose artwork is Apple's.) Nothing signs in
/// in a picture: `onRequest` and `onCompletion` are never called.
public struct SignInWithAppleButton: View {
    /// What the button says.
    public struct Label: Hashable, Sendable {
        let title: String
        /// "Sign in with Apple".
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// The button's colours.
    public struct Style: Hashable, Sendable {
        let background: Color, foreground: Color, outlined: Bool
        /// White on black.
        public static let black = Style(background: .black, foreground: .white, outlined: false)
        /// Black on white (for dark backgrounds).
        public static let white = Style(background: .white, foreground: .black, outlined: false)
        /// Black on white with a black outline (for light backgrounds).
        public static let whiteOutline = Style(background: .white, foreground: .black, outlined: true)
    }

    let label: Label

    /// A button saying `label`; `onRequest` fills in the Apple ID request and `onCompletion` is told the
    /// outcome (neither is called in a picture).
    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, Error>) -> Void) {
        self.label = label
    }

    @Environment(\.signInWithAppleButtonStyle) private var style

    public var body: some View {
        GeometryReader { proxy in
            let height = max(0, proxy.size.height)
            // The title scales with the button's height, as UIKit's button's does (about 43 % of it).
            let fontSize = min(max(height * 0.43, 9), 40)
            ZStack {
                RoundedRectangle(cornerRadius: 6, style: .continuous).fill(style.background)
                if style.outlined {
                    RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(Color.black, lineWidth: 1)
                }
                HStack(spacing: fontSize * 0.2) {
                    AppleMark(fill: style.foreground, bite: style.background)
                        .frame(width: fontSize * 0.78, height: fontSize * 0.92)
                        .offset(y: -fontSize * 0.06)
                    Text(label.title)
                        .font(.system(size: fontSize, weight: .medium))
                        .foregroundStyle(style.foreground)
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                }
                .padding(.horizontal, 8)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label.title)
        .accessibilityAddTraits(.isButton)
    }
}

/// An apple (two lobes, a bite and a leaf) drawn in `fill`, the bite in the button's own colour.
private struct AppleMark: View {
    let fill: Color, bite: Color
    var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width, h = proxy.size.height
            ZStack(alignment: .topLeading) {
                Ellipse().fill(fill).frame(width: 0.62 * w, height: 0.74 * h).offset(x: 0.02 * w, y: 0.25 * h)
                Ellipse().fill(fill).frame(width: 0.62 * w, height: 0.74 * h).offset(x: 0.36 * w, y: 0.25 * h)
                Circle().fill(bite).frame(width: 0.36 * w, height: 0.36 * w).offset(x: 0.84 * w, y: 0.36 * h)
                Ellipse().fill(fill).frame(width: 0.16 * w, height: 0.3 * h).rotationEffect(.degrees(38)).offset(x: 0.5 * w, y: -0.02 * h)
            }
            .frame(width: w, height: h, alignment: .topLeading)
        }
    }
}

extension View {
    /// The colours of Sign in with Apple buttons here.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}

extension EnvironmentValues {
    /// The colours of Sign in with Apple buttons (black unless set).
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}
