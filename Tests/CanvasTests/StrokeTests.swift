import Testing
@testable import Canvas

@Suite struct StrokeTests {
    func line(_ a: Point, _ b: Point) -> Path { var p = Path(); p.move(to: a); p.line(to: b); return p }

    /// A stroke far wider than any canvas with round joins at thousands of corners (a symbol drawn at a
    /// size of 1e9, from the fuzzer) builds a bounded outline: each join took up to 1,024 points, and the
    /// symbol's gigabytes; past a budget of round points they are octagons.
    @Test func roundJoinsOfAnEnormousStrokeStayBounded() throws {
        var zigzag = Path()
        zigzag.move(to: Point(0, 0))
        for i in 1...3_000 { zigzag.line(to: Point(Double(i), i % 2 == 0 ? 0 : 1)) }
        let outline = zigzag.strokeOutline(StrokeStyle(width: 1e7, cap: .round, join: .round))
        #expect(outline.elements.count < Stroker.roundPointBudget + 3_001 * 16, "\(outline.elements.count) elements")
        let c = try Canvas(width: 32, height: 32)
        c.stroke(zigzag, with: .solid(.white), style: StrokeStyle(width: 1e7, cap: .round, join: .round))
        #expect(c.pixel(x: 16, y: 16).a == 255, "it covers the canvas")
        // So wide that the step between a round join's sides underflows to 0 (it trapped, from the fuzzer).
        let widest = zigzag.strokeOutline(StrokeStyle(width: 1e300, cap: .round, join: .round))
        #expect(widest.elements.count < Stroker.roundPointBudget + 3_001 * 16)
    }

    @Test func oneUnitLineOnPixelCentresIsOneCrispColumn() throws {
        let c = try Canvas(width: 20, height: 20)
        c.stroke(line(Point(10.5, 2), Point(10.5, 18)), with: .solid(.white), style: StrokeStyle(width: 1))
        #expect(c.pixel(x: 10, y: 10).a == 255)
        #expect(c.pixel(x: 9, y: 10).a == 0)
        #expect(c.pixel(x: 11, y: 10).a == 0)
    }

    @Test func hairlineIsOneDevicePixelWhateverTheScale() throws {
        let c = try Canvas(width: 60, height: 60)
        c.scale(3, 3)
        c.stroke(line(Point(2, 10.5 / 3), Point(18, 10.5 / 3)), with: .solid(.white), style: StrokeStyle(width: 0))
        #expect(c.pixel(x: 30, y: 10).a == 255)
        #expect(c.pixel(x: 30, y: 9).a == 0 && c.pixel(x: 30, y: 11).a == 0)
    }

    @Test func capsExtendAsSpecified() throws {
        for (cap, extra) in [(LineCap.butt, 0.0), (.square, 5.0), (.round, 5.0)] {
            let c = try Canvas(width: 60, height: 20)
            c.stroke(line(Point(20, 10), Point(40, 10)), with: .solid(.white), style: StrokeStyle(width: 10, cap: cap))
            // Along the centre line the stroke reaches 20 − extra … 40 + extra.
            #expect(c.pixel(x: Int(20 - extra) - 1, y: 10).a <= 1, "\(cap)")
            // A round cap's tip pixel is cut by the circle: ∫ over y 10…11 of (16 − (20 − √(25 − (y−10)²))) ≈ 0.967.
            let tip = cap == .round ? 247 : 255
            #expect(abs(Int(c.pixel(x: Int(20 - extra), y: 10).a) - tip) <= 4, "\(cap)")
            #expect(abs(Int(c.pixel(x: Int(40 + extra) - 1, y: 10).a) - tip) <= 4, "\(cap)")
            #expect(c.pixel(x: Int(40 + extra), y: 10).a <= 1, "\(cap)")
            if cap == .round { #expect(c.pixel(x: 16, y: 6).a < 200 && c.pixel(x: 15, y: 5).a == 0) }  // the square's corner is not filled
            if cap == .square { #expect(c.pixel(x: 16, y: 6).a == 255) }
        }
    }

    /// A right-angle corner: the miter fills the outer square corner, bevel cuts it, round rounds it.
    @Test func joinsShapeTheOuterCorner() throws {
        var p = Path()
        p.move(to: Point(10, 40)); p.line(to: Point(40, 40)); p.line(to: Point(40, 10))
        var area: [LineJoin: Double] = [:]
        for join in LineJoin.allCases {
            let c = try Canvas(width: 60, height: 60)
            c.stroke(p, with: .solid(.white), style: StrokeStyle(width: 10, join: join))
            area[join] = totalCoverage(c)
            let outerCorner = c.pixel(x: 44, y: 44).a
            switch join {
            case .miter: #expect(outerCorner == 255)
            case .bevel: #expect(outerCorner == 0)
            case .round: #expect(outerCorner == 0 && c.pixel(x: 43, y: 43).a > 0)
            }
        }
        // Two 30×10 arms overlapping in a 5×5 square (575), plus the join's wedge.
        #expect(abs(area[.bevel]! - (575 + 12.5)) < 0.5)
        #expect(abs(area[.miter]! - (575 + 25)) < 0.5)
        #expect(abs(area[.round]! - (575 + 25 * Double.pi / 4)) < 0.5)
    }

    @Test func miterLimitTurnsSharpCornersIntoBevels() throws {
        var p = Path()
        p.move(to: Point(10, 50)); p.line(to: Point(50, 45)); p.line(to: Point(10, 40))  // a very sharp turn
        let long = try Canvas(width: 120, height: 100), cut = try Canvas(width: 120, height: 100)
        long.stroke(p, with: .solid(.white), style: StrokeStyle(width: 4, join: .miter, miterLimit: 100))
        cut.stroke(p, with: .solid(.white), style: StrokeStyle(width: 4, join: .miter, miterLimit: 4))
        // The miter tip reaches 2 / sin(φ/2) ≈ 16 px past the vertex at x = 50; the bevel stops at it.
        #expect(long.pixel(x: 60, y: 44).a > 60)
        #expect(cut.pixel(x: 60, y: 44).a == 0)
        #expect(totalCoverage(long) > totalCoverage(cut) + 10)
    }

    @Test func dashesSplitTheLine() throws {
        let c = try Canvas(width: 100, height: 10)
        c.stroke(line(Point(0, 5), Point(100, 5)), with: .solid(.white), style: StrokeStyle(width: 2, dash: [10, 5]))
        // On 0–10, off 10–15, on 15–25…
        #expect(c.pixel(x: 5, y: 5).a == 255)
        #expect(c.pixel(x: 12, y: 5).a == 0)
        #expect(c.pixel(x: 20, y: 5).a == 255)
        // Total: 100 / 15 → 6 full dashes (60) + the 7th's 10 of [90, 100) = 70 units long, 2 wide.
        #expect(abs(totalCoverage(c) - 140) < 0.5)
        // Phase shifts the pattern.
        let d = try Canvas(width: 100, height: 10)
        d.stroke(line(Point(0, 5), Point(100, 5)), with: .solid(.white), style: StrokeStyle(width: 2, dash: [10, 5], dashPhase: 10))
        #expect(d.pixel(x: 2, y: 5).a == 0)
        #expect(d.pixel(x: 8, y: 5).a == 255)
    }

    @Test func zeroLengthDashesWithRoundCapsAreDots() throws {
        let c = try Canvas(width: 100, height: 20)
        c.stroke(line(Point(10, 10), Point(95, 10)), with: .solid(.white), style: StrokeStyle(width: 8, cap: .round, dash: [0, 20]))
        #expect(c.pixel(x: 10, y: 10).a == 255 && c.pixel(x: 30, y: 10).a == 255)
        #expect(c.pixel(x: 20, y: 10).a == 0)
        // Five dots (10, 30, 50, 70, 90) of radius 4.
        #expect(abs(totalCoverage(c) - 5 * Double.pi * 16) < 1)
    }

    @Test func closedStrokeHasNoCapsAndJoinsAtTheStart() throws {
        let c = try Canvas(width: 60, height: 60)
        c.stroke(Path(rect: Rect(x: 10, y: 10, width: 40, height: 40)), with: .solid(.white), style: StrokeStyle(width: 4, cap: .square))
        // Outer square 44², inner 36²: the mitred corners make the ring exact.
        #expect(abs(totalCoverage(c) - (44 * 44 - 36 * 36)) < 0.5)
    }

    /// A dashed line two million pixels long across a 64-pixel canvas: only the visible dashes are built
    /// (the pattern is advanced over the rest), in the phase the whole line gives them.
    @Test func dashesOutsideTheClipAreAdvancedNotBuilt() throws {
        let c = try Canvas(width: 64, height: 20)
        let style = StrokeStyle(width: 6, dash: [4, 4])
        c.stroke(line(Point(-1_000_000, 10), Point(1_000_000, 10)), with: .solid(.white), style: style)
        // 1,000,000 is a whole number of 8-pixel periods: dashes cover x mod 8 in [0, 4).
        for x in stride(from: 0, to: 64, by: 8) {
            #expect(c.pixel(x: x + 1, y: 10).a == 255 && c.pixel(x: x + 2, y: 10).a == 255)
            #expect(c.pixel(x: x + 5, y: 10).a == 0 && c.pixel(x: x + 6, y: 10).a == 0)
        }
        // The outline holds only the dashes that can reach the window, not 250,000 of them.
        let window = FlatteningWindow(minX: 0, minY: 0, maxX: 64, maxY: 20)
        let outline = line(Point(-1_000_000, 10), Point(1_000_000, 10)).strokeOutline(style, width: 6, transform: .identity, tolerance: 0.02, visible: window)
        #expect(outline.elements.filter { if case .move = $0 { return true } else { return false } }.count < 40)
        // A curve reaching a million pixels away, dashed: done in a moment, the same inside as without
        // the window.
        var far = Path()
        far.move(to: Point(0, 0)); far.cubic(to: Point(60, 18), control1: Point(-1e6, 1e6), control2: Point(1e6, -1e6))
        let d = try Canvas(width: 64, height: 20)
        d.stroke(far, with: .solid(.white), style: StrokeStyle(width: 2, dash: [1.5, 2]))
        #expect(d.drawingError == nil)
    }
}
