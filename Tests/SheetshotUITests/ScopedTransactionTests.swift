import Foundation
import SheetshotUI
import Testing
import Widgets

/// Two boxes moved by one action in different transactions, as SwiftUI scopes them.
struct TwoBoxes: View {
    @State var left = false
    @State var right = false
    @State var echo = false
    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 20) {
                Color.blue.frame(width: 40, height: 40).accessibilityLabel("Left").offset(y: left ? 100 : 0)
                Color.green.frame(width: 40, height: 40).accessibilityLabel("Right").offset(y: right ? 100 : 0)
                Color.orange.frame(width: 40, height: 40).accessibilityLabel("Echo").offset(y: echo ? 100 : 0)
            }
            // Before the block: jumps; inside: animates.
            Button("Before") { left.toggle(); withAnimation(.linear(duration: 1)) { right.toggle() } }
            // After the block: jumps too.
            Button("After") { withAnimation(.linear(duration: 1)) { right.toggle() }; left.toggle() }
            // Nested: the innermost wins; withAnimation(nil) inside makes its change jump.
            Button("Nested") {
                withAnimation(.linear(duration: 1)) {
                    withAnimation(.linear(duration: 4)) { left.toggle() }
                    withAnimation(nil) { right.toggle() }
                }
            }
            // Animations turned off: jumps even under the view's own `.animation(_:value:)`.
            Button("Quiet") { withTransaction(\.disablesAnimations, true) { echo.toggle() } }
            // An onChange's change inherits the transaction of the change that caused it.
            Button("Cause") { withAnimation(.linear(duration: 2)) { left.toggle() } }
        }
        .animation(.linear(duration: 3), value: echo)
        .onChange(of: left) { right = left }
    }
}

@MainActor @Suite struct ScopedTransactionTests {
    /// The top of the element called `label` at `t`.
    func top(_ label: String, _ session: ViewSession<TwoBoxes>, at t: Double) throws -> Double {
        let line = try #require(try session.accessibilityDump(at: t).split(separator: "\n").first { $0.contains("\"\(label)\"") })
        return try #require(Double(line.split(separator: "(").last!.split(separator: ",")[1].trimmingCharacters(in: .whitespaces)))
    }

    /// A change made before or after `withAnimation` jumps; the one inside animates.
    @Test func onlyTheBlocksChangesAnimate() throws {
        // (onChange(of: left) sets right = left; the buttons below are chosen so that it agrees.)
        let session = ViewSession(TwoBoxes(), on: .iPhoneSE)
        let rest = try top("Left", session, at: 0)
        try session.tap("Before", time: 1)
        // left jumped; right (inside) moves along 1 s — it was set by the block to true, and by the
        // onChange (in the jump's transaction: none) to left, true, too.
        #expect(abs(try top("Left", session, at: 1) - (rest + 100)) < 0.5)
        let right = try top("Right", session, at: 1.5) - rest
        #expect(right > 5 && right < 95, "right half-way: \(right)")
    }

    @Test func changesAfterTheBlockJump() throws {
        let session = ViewSession(TwoBoxes(), on: .iPhoneSE)
        let rest = try top("Left", session, at: 0)
        try session.tap("After", time: 1)
        #expect(abs(try top("Left", session, at: 1) - (rest + 100)) < 0.5, "left jumped")
    }

    /// Nested blocks: the innermost animation; `withAnimation(nil)` inside an animated block jumps.
    @Test func innermostWins() throws {
        let session = ViewSession(TwoBoxes(), on: .iPhoneSE)
        let rest = try top("Left", session, at: 0)
        try session.tap("Nested", time: 1)
        // left moves over 4 s (not 1): a quarter of the way at 2 s.
        #expect(abs(try top("Left", session, at: 2) - (rest + 25)) < 1, "left along 4 s")
    }

    /// `withTransaction(\.disablesAnimations, true)` jumps even where the view animates its changes.
    @Test func disablingAnimationsJumps() throws {
        let session = ViewSession(TwoBoxes(), on: .iPhoneSE)
        let rest = try top("Echo", session, at: 0)
        try session.tap("Quiet", time: 1)
        #expect(abs(try top("Echo", session, at: 1) - (rest + 100)) < 0.5)
    }

    /// A change made by `onChange` inherits the transaction of the change that caused it.
    @Test func onChangeInheritsTheTransaction() throws {
        let session = ViewSession(TwoBoxes(), on: .iPhoneSE)
        let rest = try top("Right", session, at: 0)
        try session.tap("Cause", time: 1)
        // right follows left through onChange, along left's 2-s animation: half-way at 2 s.
        #expect(abs(try top("Right", session, at: 2) - (rest + 50)) < 1, "right along the cause's 2 s")
        #expect(abs(try top("Left", session, at: 2) - (rest + 50)) < 1)
    }
}

/// A model changed inside `withAnimation`, and a `@State` value changed after the block.
@Observable final class PanelModel { var open = false }

struct ModelAndStateScreen: View {
    @State var panel = PanelModel()
    @State var taps = 0
    @State var shown = false
    var body: some View {
        VStack(spacing: 20) {
            Color.blue.frame(width: 40, height: 40).accessibilityLabel("Panel").offset(y: panel.open ? 100 : 0)
            Button("Go") { withAnimation(.linear(duration: 1)) { panel.open.toggle() }; taps += 1 }
            Button("Show") { withTransaction(\.disablesAnimations, true) { shown = true } }
            if shown { Text("Shown").transition(.opacity) }
        }
        .animation(.linear(duration: 2), value: shown)
    }
}

extension ScopedTransactionTests {
    /// A model's change inside `withAnimation` animates though a `@State` change after the block jumps.
    @Test func modelChangesKeepTheirAnimation() throws {
        let session = ViewSession(ModelAndStateScreen(), on: .iPhoneSE)
        func top(at t: Double) throws -> Double {
            let line = try #require(try session.accessibilityDump(at: t).split(separator: "\n").first { $0.contains("\"Panel\"") })
            return try #require(Double(line.split(separator: "(").last!.split(separator: ",")[1].trimmingCharacters(in: .whitespaces)))
        }
        let rest = try top(at: 0)
        try session.tap("Go", time: 1)
        #expect(abs(try top(at: 1.5) - (rest + 50)) < 1, "half-way along the block's 1 s")
    }

    /// With animations turned off, an inserted view appears at once, whatever its container's animation.
    @Test func disabledAnimationsInsertAtOnce() throws {
        let session = ViewSession(ModelAndStateScreen(), on: .iPhoneSE, scale: 1)
        try session.tap("Show", time: 1)
        let settled = try session.render(at: 5).makeImage(), now = try session.render(at: 1.1).makeImage()
        #expect(now == settled, "the text is fully shown at once")
    }
}
