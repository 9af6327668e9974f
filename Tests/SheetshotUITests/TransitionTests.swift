import Canvas
import Foundation
@testable import SheetshotUI
import Testing

/// Views inserted or removed under an animation come in and leave by their transitions: each of several
/// views in one `if` by its own, a removed view drawn where it was (with its state, not hit) until its
/// animation ends; `.opacity` when none is named; the transition's own animation, an enclosing
/// `.animation(_:value:)` or the action's `withAnimation`; none at all — at once.
@MainActor @Suite struct TransitionTests {
    /// The pixel at (x, y) as (red, green, blue).
    func rgb(_ image: CanvasImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return (0..<3).map { Int(image.pixels[i + $0]) }
    }
    /// How many pixels are `colour`, within 2 levels a channel.
    func count(_ colour: [Int], in image: CanvasImage) -> Int {
        var n = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4)
        where abs(Int(image.pixels[i]) - colour[0]) <= 2 && abs(Int(image.pixels[i + 1]) - colour[1]) <= 2 && abs(Int(image.pixels[i + 2]) - colour[2]) <= 2 {
            n += 1
        }
        return n
    }
    let blue = [0, 122, 255], red = [255, 59, 48]

    @Test func aDimmingFadesAndAPanelMovesUpThenLeavesWithItsState() throws {
        // iPhone SE at 1×: the panel is the bottom 200 pt (y 467…667); the screen is white under the dimming.
        let session = ViewSession(TransitionScreen(), on: .iPhoneSE, scale: 1)
        let before = try session.render(at: 0).makeImage()
        #expect(rgb(before, 10, 400) == [255, 255, 255] && rgb(before, 10, 600) == [255, 255, 255])
        try session.tap("Open", time: 1)
        // Half-way (linear, 1 s): the dimming at half its 40 %, the panel 100 pt below its place.
        let half = try session.render(at: 1.5).makeImage()
        #expect(abs(rgb(half, 10, 400)[0] - 204) <= 1, "dimming half-way: \(rgb(half, 10, 400))")
        #expect(rgb(half, 10, 600) == blue && rgb(half, 10, 560) != blue && rgb(half, 10, 570) == blue, "panel top at 567")
        let open = try session.render(at: 2.5).makeImage()
        #expect(abs(rgb(open, 10, 400)[0] - 153) <= 1 && rgb(open, 10, 470) == blue && rgb(open, 10, 465) != blue)
        // Its own state: tapped, it turns red.
        try session.tap(at: CGPoint(x: 100, y: 600), time: 3)
        #expect(rgb(try session.render(at: 3).makeImage(), 10, 600) == red)
        // Closed: it leaves downwards as it is (red), under a dimming fading out, and is not hit on the way.
        try session.tap("Open", time: 4)
        let leaving = try session.render(at: 4.25).makeImage()
        #expect(abs(rgb(leaving, 10, 400)[0] - 178) <= 1, "dimming at 75 % of the way out: \(rgb(leaving, 10, 400))")
        #expect(rgb(leaving, 10, 520) == red && rgb(leaving, 10, 514) != red, "panel 50 pt down: top at 517")
        let taps = { session.events.filter { $0.kind == .state && $0.subject.hasSuffix("panelTaps") }.count }
        #expect(taps() == 1)
        try session.tap(at: CGPoint(x: 100, y: 600), time: 4.3)
        #expect(taps() == 1, "a leaving view is not hit")
        #expect(try session.settledTime() == 5)
        // Gone once its animation has ended: the screen is what a one-off picture of the view draws.
        #expect(try session.render(at: 5.01).makeImage() == (try ViewRenderer.render(TransitionScreen(), on: .iPhoneSE, scale: 1).makeImage()) ? true : false)
        // A picture in between is the same whenever it is asked for.
        #expect(try session.render(at: 4.25).makeImage() == leaving ? true : false)
        // Without an animation the views come and go at once; the panel is a new view (blue): its state
        // went with the old one.
        try session.tap("Snap", time: 6)
        #expect(rgb(try session.render(at: 6).makeImage(), 10, 470) == blue)
        try session.tap("Snap", time: 7)
        #expect(rgb(try session.render(at: 7).makeImage(), 10, 600) == [255, 255, 255])
    }

    @Test func implicitDefaultAndOwnAnimationsDriveTransitions() throws {
        let session = ViewSession(TransitionScreen(), on: .iPhoneSE, scale: 1)
        let orange = [255, 149, 0], green = [52, 199, 89], purple = [175, 82, 222]
        // The column's .animation(.linear(duration: 1), value: badge) scales the badge in: half its size half-way.
        try session.tap("Badge", time: 1)
        #expect(count(orange, in: try session.render(at: 1).makeImage()) == 0)
        #expect(abs(count(orange, in: try session.render(at: 1.5).makeImage()) - 400) <= 44, "20 × 20 pt half-way")
        #expect(count(orange, in: try session.render(at: 2).makeImage()) == 1600)
        // A row added inside withAnimation fades in (no transition named: .opacity).
        #expect(count(green, in: try session.render(at: 3).makeImage()) == 800)
        try session.tap("Add", time: 3)
        let adding = try session.render(at: 3.5).makeImage()
        #expect(count(green, in: adding) == 800, "the new row is half-transparent")
        #expect(count([154, 227, 172], in: adding) == 800, "half green over white")
        #expect(count(green, in: try session.render(at: 4).makeImage()) == 1600)
        // The tile's transition brings its own animation: it fades though the tap has none.
        try session.tap("Tile", time: 5)
        let halfPurple = [215, 168, 238]   // half purple over white
        #expect(count(halfPurple, in: try session.render(at: 5.5).makeImage()) == 1600)
        #expect(count(purple, in: try session.render(at: 6).makeImage()) == 1600)
        try session.tap("Tile", time: 7)
        #expect(count(halfPurple, in: try session.render(at: 7.5).makeImage()) == 1600)
        #expect(count(purple, in: try session.render(at: 8).makeImage()) == 0)
        // (The badge leaves by scaling down too.)
        try session.tap("Badge", time: 9)
        #expect(abs(count(orange, in: try session.render(at: 9.5).makeImage()) - 400) <= 44)
        #expect(count(orange, in: try session.render(at: 10).makeImage()) == 0)
    }

    @Test func branchesOfOneTypeAreTwoViews() throws {
        let session = ViewSession(BranchScreen(), on: .iPhoneSE, scale: 1)
        try session.tap("x", time: 1)
        #expect(try session.accessibilityDump().contains("\"x\", value \"on\""))
        try session.tap("Flip", time: 2)
        #expect(try session.accessibilityDump().contains("\"x\", value \"off\""), "the other branch's switch")
        try session.tap("Flip", time: 3)
        #expect(try session.accessibilityDump().contains("\"x\", value \"off\""), "the first branch's view left: it starts again")
    }

    @Test func transitionsComposeAndFollowTheLayoutDirection() {
        let half = 0.5
        func describe(_ t: AnyTransition, inserting: Bool, rtl: Bool = false) -> [Double] {
            let e = t.effect(half, inserting: inserting, rightToLeft: rtl)
            return [e.opacity, e.points.x, e.points.y, e.sizes.x, e.sizes.y, e.scale.x, e.scale.y]
        }
        #expect(describe(.opacity, inserting: true) == [0.5, 0, 0, 0, 0, 1, 1])
        #expect(describe(.move(edge: .bottom), inserting: true) == [1, 0, 0, 0, 0.5, 1, 1])
        #expect(describe(.move(edge: .leading), inserting: true, rtl: true) == [1, 0, 0, 0.5, 0, 1, 1], "leading is on the right")
        #expect(describe(.slide, inserting: true) == [1, 0, 0, -0.5, 0, 1, 1])
        #expect(describe(.slide, inserting: false) == [1, 0, 0, 0.5, 0, 1, 1], "slide leaves to the trailing edge")
        #expect(describe(.push(from: .top), inserting: true) == [0.5, 0, 0, 0, -0.5, 1, 1])
        #expect(describe(.push(from: .top), inserting: false) == [0.5, 0, 0, 0, 0.5, 1, 1], "leaves to the opposite edge")
        #expect(describe(.scale(scale: 0.5).combined(with: .offset(x: 10, y: -20)), inserting: true) == [1, 5, -10, 0, 0, 0.75, 0.75])
        #expect(describe(.asymmetric(insertion: .opacity, removal: .move(edge: .top)), inserting: false) == [1, 0, 0, 0, -0.5, 1, 1])
        #expect(AnyTransition.asymmetric(insertion: .identity, removal: .identity).isIdentity && !AnyTransition.slide.isIdentity)
    }
}

/// A drawer written as tutorials write it moves as its code says: in by its transition along the
/// `.spring()` its screen's `.animation(_:value:)` names, back along its `@GestureState`'s reset spring
/// after a short drag, and out — from where the finger left it, its gesture state returning in its own
/// transaction — along the same `.spring()` (the screen's `.animation(_:value:)` wins over the
/// `withAnimation` inside it, as in SwiftUI) after a long one. (iPhone SE at 1×; tops to the pixel: the
/// first row the drawer covers.)
@MainActor @Suite struct CustomDrawerTests {
    /// The drawer's top edge (the first green row in the screen's middle column) at `t`, or nil.
    func top(_ session: ViewSession<CustomDrawerScreen>, at t: Double) throws -> Double? {
        let image = try session.render(at: t).makeImage()
        let x = image.width / 2
        return (0..<image.height).first { y in
            let i = (y * image.width + x) * 4
            return image.pixels[i] == 52 && image.pixels[i + 1] == 199 && image.pixels[i + 2] == 89
        }.map(Double.init)
    }

    /// Expects the drawer's top at `start + dt` to be `from + span · p(dt)` to the pixel, p the spring's progress.
    func expectTops(_ session: ViewSession<CustomDrawerScreen>, after start: Double, at times: [Double], from: Double, span: Double,
                    _ what: String) throws {
        let spring = Animation.spring()
        for dt in times {
            let expected = from + span * spring.progress(at: dt, initialVelocity: 0).value
            let got = try #require(try top(session, at: start + dt))
            #expect(abs(got - expected.rounded(FloatingPointRoundingRule.up)) <= 1, "\(what), \(dt) s: \(got) vs \(expected)")
        }
    }

    @Test func aTutorialDrawerComesInSpringsBackAndLeavesFromTheFinger() throws {
        // iPhone SE at 1×: the drawer rests with its top at 667 − 300 = 367.
        let session = ViewSession(CustomDrawerScreen(), on: .iPhoneSE, scale: 1)
        try session.tap("Show", time: 1)
        try expectTops(session, after: 1, at: [0.05, 0.1, 0.2, 0.35, 0.6], from: 667, span: -300, "in")
        // A 50 pt drag: released, the drawer returns along its gesture state's reset spring.
        try session.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 550), duration: 0.2, startingAt: 3)
        #expect(try top(session, at: 3.2) == 417)
        try expectTops(session, after: 3.2, at: [0.05, 0.15, 0.3], from: 417, span: -50, "back")
        // A 150 pt drag: dismissed. The gesture state returns first, in its own transaction (its reset
        // spring), as SwiftUI resets it before `onEnded` runs; then `onEnded`'s change removes the drawer.
        // It leaves from where the finger left it, 150 pt down, its return to 0 going on as its transition
        // takes it 300 pt down, both along `.spring()` (the screen's `.animation(_:value:)` wins over the
        // `withAnimation` inside it): 150 (1 − p) + 300 p below its place.
        try session.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 650), duration: 0.2, startingAt: 5)
        #expect(try top(session, at: 5.2) == 517)
        try expectTops(session, after: 5.2, at: [0.02, 0.05, 0.1], from: 517, span: 150, "out")
        #expect(try top(session, at: 5.2 + Animation.spring().totalDuration + 0.01) == nil, "gone")
        #expect(session.events.contains { $0.kind == .state && $0.subject == "CustomDrawerScreen.isShowing" && $0.to == "false" && $0.time == 5.2 })
    }
}
