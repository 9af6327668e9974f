import XCTest

// A test file beside the app's code, as Xcode projects keep them: Xcode builds it into the test target, and
// the app route leaves it out of the app.
final class StoreTests: XCTestCase {
    func testItems() { XCTAssertEqual(["Apples"].count, 1) }
}
