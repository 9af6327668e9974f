import Foundation
import SheetshotUI
import Testing
import Widgets

/// A shape whose animated value is a computed property, as real shapes write it: compiles in Swift 6 mode
/// only if `Shape` leaves its conformers off the main actor, as SwiftUI's does.
private struct GrowingBar: SheetshotUI.Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

/// The same for a geometry effect.
private struct Squash: GeometryEffect {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(scaleX: 1, y: amount))
    }
}

/// Reads and writes both from a nonisolated function, as SwiftUI allows (a shape's path is built off the
/// main actor).
private nonisolated func interpolated() -> (Double, Double) {
    var wedge = GrowingBar(fraction: 0.25)
    wedge.animatableData = 0.5
    var squash = Squash(amount: 1)
    squash.animatableData = 0.5
    return (wedge.path(in: CGRect(x: 0, y: 0, width: 100, height: 10)).boundingRect.width,
            squash.effectValue(size: CGSize(width: 10, height: 10)).m22)
}

@Suite @MainActor struct GlobalActorRemovalTests {
    /// `Shape` and `GeometryEffect` conformers are nonisolated (SwiftUI's `_RemoveGlobalActorIsolation`);
    /// their computed `animatableData` satisfies `Animatable` in Swift 6 mode and is animated.
    @Test func shapesAndEffectsAreNonisolated() throws {
        let (width, scale) = interpolated()
        #expect(width == 50)
        #expect(scale == 0.5)
        let layout = try ViewRenderer.layout(GrowingBar(fraction: 0.5).frame(width: 80, height: 20).modifier(Squash(amount: 1)),
                                             on: .iPhoneSE).layoutDump()
        #expect(layout.contains("80 × 20"), "\(layout)")
    }
}
