import Canvas
import SheetWidget
import SheetshotUI
import Testing
import Widgets

/// Frame sequences of a presentation: the sheet a view presents comes up from below the screen, moves to
/// another detent and goes away, with Apple's sheet motion, rendered through the clip renderer.
@MainActor @Suite struct PresentationClipTests {
    /// A host presenting a sheet with two detents.
    struct TwoDetentHost: View {
        var body: some View {
            Color(uiColor: .systemBackground)
                .ignoresSafeArea()
                .sheet(isPresented: .constant(true)) {
                    Text("Details").font(.headline).padding(20)
                        .presentationDetents([.medium, .large])
                }
        }
    }

    @Test func presentMoveAndDismiss() throws {
        let clip = try ViewRenderer.presentationClip(TwoDetentHost(), on: .iPhoneSE, scale: 0.5,
                                                     steps: [.present(at: 0), .detent(.large, at: 0.8), .dismiss(at: 1.6)], fps: 10)
        // The sheet's path: up to medium, on to large, down and away, each step ending where it aims.
        let arrivals = clip.motion.events.filter { $0.kind == .didMove }.map(\.target)
        #expect(arrivals == ["medium", "large", "hidden"], "\(clip.motion.events)")
        let extent = { (t: Double) in clip.motion.extent(at: t) }
        #expect(extent(0) == 0)
        #expect(abs(extent(0.79) - 667.0 / 2) < 2, "at medium by 0.8 s: \(extent(0.79))")
        #expect(extent(1.59) > 667 * 0.9, "near large by 1.6 s: \(extent(1.59))")
        #expect(extent(clip.duration) < 0.5)   // settled (within the motion's 0.5 pt threshold)
        // Frame 0 shows no sheet: the host alone, undimmed; a frame at medium matches the still picture.
        let first = try clip.frame(0).makeImage()
        let host = try ViewRenderer.render(Color(uiColor: .systemBackground).ignoresSafeArea(), on: .iPhoneSE, scale: 0.5).makeImage()
        #expect(first == host)
        let still = try ViewRenderer.render(TwoDetentHost(), on: .iPhoneSE, scale: 0.5).makeImage()
        let atMedium = try #require((0..<clip.frameCount).first { abs(extent(clip.time(ofFrame: $0)) - 667.0 / 2) < 0.01 })
        #expect(try clip.frame(atMedium).makeImage() == still)
        // Without a present step the sheet starts at its first detent.
        let resting = try ViewRenderer.presentationClip(TwoDetentHost(), on: .iPhoneSE, scale: 0.5, steps: [.dismiss(at: 0)], fps: 10)
        #expect(try resting.frame(0).makeImage() == still)
    }

    @Test func badStepsAreErrorsBeforeAnyFrame() throws {
        let host = TwoDetentHost()
        #expect(throws: PresentationClipError.self) {
            try ViewRenderer.presentationClip(Color.red, on: .iPhoneSE, steps: [.present(at: 0)])
        }
        for steps: [PresentationStep] in [[.present(at: .nan)], [.present(at: -1)], [.present(at: .infinity)],
                                          [.present(at: 1), .dismiss(at: 0.5)], [.detent(.fraction(0.3), at: 0)]] {
            #expect(throws: PresentationClipError.self, "\(steps)") {
                try ViewRenderer.presentationClip(host, on: .iPhoneSE, steps: steps)
            }
        }
        let unknown = #expect(throws: PresentationClipError.self) {
            try ViewRenderer.presentationClip(host, on: .iPhoneSE, steps: [.detent(.height(200), at: 0)])
        }
        #expect(unknown?.description.contains("its detents: medium, large") == true, "\(String(describing: unknown))")
        // A clip longer than the renderer allows is refused before rendering.
        #expect(throws: SheetClip.LimitError.self) {
            try ViewRenderer.presentationClip(host, on: .iPhoneSE, steps: [.present(at: 0)], fps: 240, duration: 1e6)
        }
    }
}
