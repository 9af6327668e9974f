import SwiftUI
import SwiftData

// A list of the notes the environment's container holds, pinned ones first and then by title.
struct NotesScreen: View {
    @Query(sort: \Note.title) private var notes: [Note]
    @Query(filter: #Predicate<Note> { $0.pinned }) private var pinned: [Note]
    @Environment(\.modelContext) private var context

    var body: some View {
        List {
            Section("Pinned") {
                ForEach(pinned) { Text($0.title) }
            }
            Section("All") {
                ForEach(notes) { note in Text(note.title) }
            }
        }
    }
}

#Preview("Notes") {
    let container: SwiftData.ModelContainer = try! SwiftData.ModelContainer(for: Note.self, Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Note(title: "Pears"))
    container.mainContext.insert(Note(title: "Apples", pinned: true))
    container.mainContext.insert(Note(title: "Quinces"))
    return NotesScreen().modelContainer(container)
}
