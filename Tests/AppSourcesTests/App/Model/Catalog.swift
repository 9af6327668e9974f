import Foundation
import CoreGraphics
import struct os.Logger
@preconcurrency import UniformTypeIdentifiers

// Resources as an app loads them: a JSON file from `Bundle.main`, which on iOS is the app's bundle.
struct Fruit: Decodable, Hashable {
    let name: String
}

enum Catalog {
    static let fruits: [Fruit] = {
        guard let url = Bundle.main.url(forResource: "fruits", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let fruits = try? JSONDecoder().decode([Fruit].self, from: data) else {
            fatalError("fruits.json is not in the app's bundle")
        }
        return fruits
    }()
    static let rowHeight: CGFloat = 44
    static let fileType = UTType.json
    static let log = os.Logger(subsystem: "fixture", category: "catalog")
}
