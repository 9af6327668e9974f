import SwiftUI
import BadgeShapes

/// A label on a rounded seal.
public struct Badge: View {
    let title: String

    public init(_ title: String) { self.title = title }

    public var body: some View {
        Text(title)
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(18)
            .background(Seal(sides: 6, cornerRadius: 6).fill(BadgePalette.tint))
    }
}
