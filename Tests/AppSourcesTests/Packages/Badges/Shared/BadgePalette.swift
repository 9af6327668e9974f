import SwiftUI

/// The badges' colours, kept once for the package's targets: `Sources/Badges` holds a link to this file, as
/// packages share a file between targets (SwiftPM follows a link that stays inside the package).
enum BadgePalette {
    #if os(iOS)
    static let tint = Color.orange
    #else
    static let tint = Color.gray
    #endif
}
