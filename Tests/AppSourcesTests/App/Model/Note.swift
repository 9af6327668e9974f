import Foundation
import SwiftData

// A SwiftData model, as an app declares one: kept in memory on Linux, queried by the views that show it.
@Model
final class Note {
    @Attribute(.unique) var title: String
    var pinned: Bool
    @Transient var draft = ""
    @Relationship(deleteRule: .cascade) var tags: [Tag] = []

    init(title: String, pinned: Bool = false) {
        self.title = title
        self.pinned = pinned
    }
}

@Model
final class Tag {
    var name: String
    init(name: String) { self.name = name }
}
