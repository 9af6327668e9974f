// Xcode's colour and image literals (`#colorLiteral(red:green:blue:alpha:)`, `#imageLiteral(resourceName:)`),
// as UIKit gives them: without a type from context a colour literal is a `UIColor` and an image literal a
// `UIImage`, as UIKit's `_ColorLiteralType` and `_ImageLiteralType` say; `Color` takes colour literals too,
// as SwiftUI's does.

/// The type a colour literal is without a type from context (UIKit's).
public typealias _ColorLiteralType = UIColor
/// The type an image literal is without a type from context (UIKit's).
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a colour literal (sRGB components, 0…1).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// The colour of a colour literal (sRGB components, 0…1).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The picture an image literal names among the main bundle's resources (drawn as a marked stand-in,
    /// with a warning, when it is not there).
    public convenience init(imageLiteralResourceName name: String) {
        self.init(named: name)!   // never nil: a missing picture is a marked stand-in
    }
}
