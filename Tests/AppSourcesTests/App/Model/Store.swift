import Foundation

// A model file that imports only Foundation, as Apple's tutorial's does: on iOS, Foundation makes
// Observation visible.
@Observable final class Store {
    var items = ["Apples", "Pears"]
}
