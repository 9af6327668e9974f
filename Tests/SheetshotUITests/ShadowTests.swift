import Canvas
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// `shadow(color:radius:x:y:)` casts the shadow of the view's own pixels: a rounded card's rounded
/// shadow, text's shadow in the shape of its letters.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct ShadowTests {
    @Test func shadows() {
        assertSnapshot(of: ShadowSample(), as: .image(on: .iPhoneSE, scale: 1), named: "shadows")
    }

    /// Below the card (the shadow falls 8 points down) is darker than the same distance above it.
    @Test func theShadowFallsWhereItIsMoved() throws {
        let view = Swatch(cornerRadius: 20).frame(width: 100, height: 100).shadow(color: .black.opacity(0.5), radius: 10, y: 8)
        let image = try Renderer.render(try ViewRenderer.node(view), size: Size(200, 200), environment: Widgets.Environment(displayScale: 1),
                                        background: .white).makeImage()
        func gray(_ x: Int, _ y: Int) -> Int { Int(image.pixels[(y * 200 + x) * 4]) }
        #expect(gray(100, 156) < gray(100, 47) - 20, "below \(gray(100, 156)), above \(gray(100, 47))")
        #expect(gray(100, 47) < 255)   // blurred past the top edge too
        #expect(gray(100, 190) == 255) // and gone 40 points away
    }
}
