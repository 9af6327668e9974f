import Canvas
import Testing
@testable import SheetWidget

/// Fluent's shadow by release (issue 15, item 1): current fluentui-apple draws its `shadow28` tokens (the
/// sheet's view carries its background colour "otherwise the shadows will not display"), earlier releases one
/// faint layer shadow. docs/PLATFORM-NOTES.md has the sources.
@Suite struct FluentShadowTests {
    /// How much darker than the unshadowed host each of `distances` (points above the panel's top) is, in
    /// levels of the red channel, on an iPhone 15 Pro at 1×, collapsed (the host undimmed).
    func darkening(_ shadow: FluentShadow?, dark: Bool = false, at distances: [Int]) throws -> [Int] {
        func render(_ shadows: [Shadow]?) throws -> (Canvas, Double) {
            var scene = SheetScene(preset: .fluent, device: .iPhone15Pro, colorScheme: dark ? .dark : .light, position: .state(.collapsed))
            scene.displayScale = 1
            scene.style = .fluent(dark: dark, shadow: shadow ?? .tokens)
            if shadows != nil { scene.style.shadows = [] }
            return (try scene.render(), try scene.layout().offset)
        }
        let (shadowed, top) = try render(nil), (flat, _) = try render([])
        return distances.map { d in
            let y = Int(top) - d, x = 196
            return Int(flat.pixel(x: x, y: y).r) - Int(shadowed.pixel(x: x, y: y).r)
        }
    }

    @Test func tokensAreTheDefaultAndDrawAsDesigned() throws {
        #expect(SheetStyle.fluent() == SheetStyle.fluent(shadow: .tokens))
        let s = FluentShadow.tokens.shadows(dark: false)
        // fluentui-apple's ShadowInfo halves the Figma blurs for Core Animation (14 and 4): Shadow.blur is the
        // Figma blur, so the tokens' own 28 and 8 draw what ships.
        #expect(s.map(\.blur) == [28, 8] && s.map(\.offset.y) == [14, 0])
        #expect(s.map { ($0.color.alpha * 100).rounded() } == [24, 20])
        #expect(FluentShadow.tokens.shadows(dark: true).map { ($0.color.alpha * 100).rounded() } == [48, 40])
        // Drawn: clearly visible over the host right above the sheet (30 levels at 1 pt), fading out by ~15 pt
        // (the key shadow falls 14 pt down, so it is mostly under the sheet).
        let d = try darkening(.tokens, at: [1, 6, 12, 24])
        #expect(d[0] >= 20 && d[0] > d[1] && d[1] > d[2] && d[2] >= d[3] && d[3] == 0, "\(d)")
    }

    @Test func classicReleasesDrawAFaintShadowHuggingTheSheet() throws {
        let s = FluentShadow.classic.shadows(dark: false)
        #expect(s == [Shadow(color: Color.black.withAlpha(0.14), offset: Point(0, 4), blur: 16)])
        #expect(FluentShadow.classic.shadows(dark: true) == s)
        // "A few levels of darkening within ~6 pt above the sheet", as the component's older pictures show.
        let d = try darkening(.classic, at: [1, 6, 12])
        #expect(d[0] >= 3 && d[0] <= 16 && d[1] <= 6 && d[2] <= 2, "\(d)")
        let tokens = try darkening(.tokens, at: [1, 6, 12])
        #expect(d[0] < tokens[0] && d[1] < tokens[1] && d[2] <= tokens[2], "classic \(d) tokens \(tokens)")
    }
}
