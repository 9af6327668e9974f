import Foundation
@testable import SheetshotUI
import Testing

@Model
final class Recipe {
    var name: String
    var minutes: Int
    init(name: String, minutes: Int) { self.name = name; self.minutes = minutes }
}

/// An actor that works on recipes off the main actor (SwiftData's `@ModelActor`).
@ModelActor
actor RecipeImporter {
    func add(_ name: String, minutes: Int) throws -> PersistentIdentifier {
        let recipe = Recipe(name: name, minutes: minutes)
        modelContext.insert(recipe)
        try modelContext.save()
        return recipe.persistentModelID
    }
    func name(of id: PersistentIdentifier) -> String? { self[id, as: Recipe.self]?.name }
}

/// SwiftData kept in memory: what a context keeps, how fetches filter, sort and page, and what a view's
/// `@Query` shows.
@MainActor @Suite struct SwiftDataTests {
    private func kitchen() throws -> ModelContainer {
        let container = try ModelContainer(for: Recipe.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (name, minutes) in [("Crème brûlée", 50), ("Omelette", 10), ("Café au lait", 5), ("Ratatouille", 90)] {
            container.mainContext.insert(Recipe(name: name, minutes: minutes))
        }
        return container
    }

    /// What a model actor inserts, the container's views find.
    @Test func aModelActorWorksOnTheContainersModels() async throws {
        let container = try kitchen()
        let importer = RecipeImporter(modelContainer: container)
        let id = try await importer.add("Soufflé", minutes: 45)
        #expect(await importer.name(of: id) == "Soufflé")
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Recipe>()) == 5)
        #expect(importer.modelContainer === container)
    }

    @Test func fetchesFilterSortAndPage() throws {
        let context = try kitchen().mainContext
        let quick = try context.fetch(FetchDescriptor<Recipe>(predicate: #Predicate { $0.minutes < 60 }, sortBy: [SortDescriptor(\.minutes)]))
        #expect(quick.map(\.name) == ["Café au lait", "Omelette", "Crème brûlée"])
        var page = FetchDescriptor<Recipe>(sortBy: [SortDescriptor(\.minutes, order: .reverse)])
        page.fetchOffset = 1; page.fetchLimit = 2
        #expect(try context.fetch(page).map(\.name) == ["Crème brûlée", "Omelette"])
        // Apple's Foundation's search operator, which Linux's lacks: case and accents ignored.
        let search = "CAFE"
        #expect(try context.fetch(FetchDescriptor<Recipe>(predicate: #Predicate { $0.name.localizedStandardContains(search) })).map(\.name) == ["Café au lait"])
        try context.delete(model: Recipe.self, where: #Predicate { $0.minutes > 60 })
        #expect(try context.fetchCount(FetchDescriptor<Recipe>()) == 3)
        let omelette = try #require(try context.fetch(FetchDescriptor<Recipe>(predicate: #Predicate { $0.name == "Omelette" })).first)
        #expect(omelette.modelContext === context)
        context.delete(omelette)
        #expect(try context.fetchCount(FetchDescriptor<Recipe>()) == 2)
    }

    private struct Menu: View {
        @Query(sort: \Recipe.name, order: .reverse) var recipes: [Recipe]
        var body: some View { VStack { ForEach(recipes) { Text($0.name) } } }
    }

    @Test func aQueryShowsTheContainersModels() throws {
        let dump = try ViewRenderer.accessibilityDump(Menu().modelContainer(try kitchen()), on: .iPhoneSE)
        let names = ["Ratatouille", "Omelette", "Crème brûlée", "Café au lait"].map { dump.range(of: "\"\($0)\"")?.lowerBound }
        #expect(!names.contains(nil) && names.map { $0! } == names.map { $0! }.sorted(), "\(dump)")
        // No container: nothing kept, nothing shown.
        #expect(try !ViewRenderer.accessibilityDump(Menu(), on: .iPhoneSE).contains("Omelette"))
    }

    /// `@Query var recipes: [Recipe]` with no parentheses — SwiftData's most common form, which did not
    /// compile — and in a view generic over its model, as Apple's Backyard Birds previews any model.
    @Test func aBareQueryTakesItsModelTypeFromTheProperty() throws {
        struct Plain: View {
            @Query var recipes: [Recipe]
            var body: some View { Text("\(recipes.count) recipes") }
        }
        struct Count<Model: PersistentModel>: View {
            @Query var models: [Model]
            var body: some View { Text("\(models.count) kept") }
        }
        let kitchen = try kitchen()
        #expect(try ViewRenderer.accessibilityDump(Plain().modelContainer(kitchen), on: .iPhoneSE).contains("\"4 recipes\""))
        let dump = try ViewRenderer.accessibilityDump(Count<Recipe>().modelContainer(kitchen), on: .iPhoneSE)
        #expect(dump.contains("\"4 kept\""), "\(dump)")
    }
}
