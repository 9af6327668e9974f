import Foundation
import SheetshotUI
import Testing
import Widgets

/// iOS 26's `@Animatable` on a shape, as real code writes it.
@Animatable
private struct Blob: SheetshotUI.Shape {
    var radius: CGFloat
    var centre: UnitPoint
    @AnimatableIgnored var filled: Bool

    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: CGRect(x: rect.width * centre.x - radius, y: rect.height * centre.y - radius, width: radius * 2, height: radius * 2))
    }
}

@Suite @MainActor struct AnimatableMacroUseTests {
    /// The synthesised data reads and writes the stored properties, leaving the ignored one alone, and
    /// the shape draws.
    @Test func synthesisedDataMovesTheProperties() throws {
        var blob = Blob(radius: 10, centre: .center, filled: true)
        #expect(blob.animatableData.first == 10 && blob.animatableData.second.first == 0.5)
        var data = blob.animatableData
        data.first = 20
        data.second = AnimatablePair(0.25, 0.75)
        blob.animatableData = data
        #expect(blob.radius == 20 && blob.centre == UnitPoint(x: 0.25, y: 0.75) && blob.filled)
        func takesAnimatable<T: Animatable>(_ value: T) -> T.AnimatableData { value.animatableData }
        #expect(takesAnimatable(blob).first == 20)
        let layout = try ViewRenderer.layout(blob.frame(width: 80, height: 80), on: .iPhoneSE).layoutDump()
        #expect(layout.contains("80 × 80"), "\(layout)")
    }
}
