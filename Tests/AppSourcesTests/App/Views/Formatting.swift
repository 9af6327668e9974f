import SwiftUI

// Two files of one name in different folders, as Xcode projects have them: one module holds both.
enum ViewFormatting {
    static let rowFont = Font.body
}
