import Foundation

// Two files of one name in different folders, as Xcode projects have them: one module holds both.
enum ModelFormatting {
    static func title(_ text: String) -> String { text.capitalized }
}
