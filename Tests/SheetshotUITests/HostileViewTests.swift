import Canvas
import Foundation
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

// A preview whose fixed size no picture can have: its error names the preview's size, not the scale.
#Preview("Too wide", traits: .fixedLayout(width: 1e6, height: 100)) {
    Text("Hi")
}

/// Careless and hostile views (issue 31): lengths that are infinite, not a number or absurdly large, empty or
/// invalid presentation numbers — each renders, dumps and runs in a session without crashing, does what
/// SwiftUI does where it has a rule, and says what was wrong in a warning (an error when strict).
@MainActor @Suite struct HostileViewTests {
    /// The lines of a layout dump before its warnings, and the warnings.
    func split(_ dump: String) -> (layout: String, warnings: String) {
        guard let range = dump.range(of: "\nWarnings\n") else { return (dump, "") }
        return (String(dump[..<range.lowerBound]), String(dump[range.upperBound...]))
    }

    /// No frame in a dump is infinite, not a number, or beyond the longest length.
    func expectSoundFrames(_ layout: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!layout.contains("inf") && !layout.contains("nan"), "\(layout)", sourceLocation: sourceLocation)
        #expect(!layout.contains("e+"), "no coordinate beyond ±1e9 points: \(layout)", sourceLocation: sourceLocation)
    }

    func texts(_ first: some SheetshotUI.View) -> some SheetshotUI.View {
        VStack { Text("Above"); first; Text("Below") }
    }

    /// `.frame(width: .infinity)` — the usual slip for `maxWidth:` — is ignored as SwiftUI ignores an invalid
    /// frame dimension: the picture is the one without it (it was all white), the dump prints (it crashed
    /// turning an infinite coordinate into an integer), and a warning says so.
    @Test func anInfiniteFrameWidthIsIgnoredAsSwiftUIIgnoresIt() throws {
        let careless = texts(Text("Middle").frame(width: .infinity))
        let intended = texts(Text("Middle").frame())
        let dump = try ViewRenderer.layoutDump(careless, on: .iPhoneSE)
        let (layout, warnings) = split(dump)
        expectSoundFrames(layout)
        #expect(warnings.contains("Invalid frame dimension (negative or non-finite): frame(width:): inf is ignored"), "\(dump)")
        #expect(layout == split(try ViewRenderer.layoutDump(intended, on: .iPhoneSE)).layout)
        let picture = try ViewRenderer.render(careless, on: .iPhoneSE, scale: 1).makeImage()
        #expect(picture == (try ViewRenderer.render(intended, on: .iPhoneSE, scale: 1).makeImage()))
        #expect(picture != (try ViewRenderer.render(Color.clear, on: .iPhoneSE, scale: 1).makeImage()), "not a blank screen")
        // Strict rendering turns the warning into an error naming it.
        #expect {
            try ViewRenderer.$isStrict.withValue(true) { _ = try ViewRenderer.render(careless, on: .iPhoneSE, scale: 1) }
        } throws: { "\($0)".contains("frame(width:): inf") }
        // Taps still find what is on the screen.
        let session = ViewSession(VStack { Text("Above"); Button("Tap me") {}.frame(height: .nan) }, on: .iPhoneSE)
        #expect(try session.tap("Tap me"))
    }

    /// Every other way to an infinite, not-a-number or absurd length lays out within ±1e9 points, prints,
    /// renders and warns — naming the modifier and the value.
    @Test(arguments: [
        ("frame(minWidth:)", 0),
        ("Spacer(minLength:)", 1),
        ("padding(_:)", 2),
        ("offset(x:)", 3),
        ("frame(height:)", 4),
        ("VStack(spacing:)", 5),
        ("position(x:)", 6),
        ("frame(maxWidth:)", 7),
    ])
    func hostileLengthsAreBroughtWithinRangeAndNamed(_ name: String, _ index: Int) throws {
        let views: [AnyView] = [
            AnyView(texts(Text("Middle").frame(minWidth: .infinity))),
            AnyView(HStack { Text("Left"); Spacer(minLength: .infinity); Text("Right") }),
            AnyView(texts(Text("Middle").padding(-1e308))),
            AnyView(texts(Text("Middle").offset(x: 1e20))),
            AnyView(SheetshotUI.ScrollView { Color.red.frame(height: 1e20) }),
            AnyView(VStack(spacing: .nan) { Text("A"); Text("B") }),
            AnyView(Text("Placed").position(x: -.infinity, y: 10)),
            AnyView(texts(Text("Middle").frame(maxWidth: -.nan))),
        ]
        let view = views[index]
        let dump = try ViewRenderer.layoutDump(view, on: .iPhoneSE)
        let (layout, warnings) = split(dump)
        expectSoundFrames(layout)
        #expect(warnings.contains(name), "\(dump)")
        _ = try ViewRenderer.render(view, on: .iPhoneSE, scale: 1)
        _ = try ViewRenderer.accessibilityDump(view, on: .iPhoneSE)
        let session = ViewSession(view, on: .iPhoneSE)
        _ = try session.render()
        _ = try session.tap(at: CGPoint(x: 100, y: 100))
    }

    /// A layout of one's own that answers a size that is not a number: the node is measured as 0 and
    /// placed, and a warning names it.
    @Test func aLayoutAnsweringNotANumberIsNamed() throws {
        let dump = try ViewRenderer.layoutDump(VStack { Text("Above"); BrokenLayout { Text("Inside") }; Text("Below") }, on: .iPhoneSE)
        let (layout, warnings) = split(dump)
        expectSoundFrames(layout)
        #expect(warnings.contains("Layout was measured nan × inf points (by BrokenLayout)"), "\(dump)")
        #expect(layout.contains("\"Below\""), "\(layout)")
    }

    func presenting(_ content: some SheetshotUI.View) -> some SheetshotUI.View {
        Color.white.ignoresSafeArea().sheet(isPresented: .constant(true)) { content }
    }

    /// An empty set of detents (easily computed from data) falls back to `.large`, as on iOS — it trapped
    /// in render, session and dump.
    @Test func anEmptySetOfDetentsFallsBackToLarge() throws {
        let empty = presenting(Text("Sheet").presentationDetents([]))
        let large = presenting(Text("Sheet").presentationDetents([.large]))
        let picture = try ViewRenderer.render(empty, on: .iPhoneSE, scale: 1).makeImage()
        #expect(picture == (try ViewRenderer.render(large, on: .iPhoneSE, scale: 1).makeImage()))
        let dump = try ViewRenderer.layoutDump(empty, on: .iPhoneSE)
        #expect(dump.contains("Presented sheet") && dump.contains("the set of detents is empty; the sheet rests at .large"), "\(dump)")
        let session = ViewSession(empty, on: .iPhoneSE, scale: 1)
        #expect(try session.render().makeImage() == (try ViewSession(large, on: .iPhoneSE, scale: 1).render().makeImage()))
        _ = try session.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 600), duration: 0.2)
        _ = try session.render(at: try session.settledTime())
        // Detents that are not numbers are left out, the rest kept.
        let half = presenting(Text("Sheet").presentationDetents([.fraction(.nan), .height(-.infinity), .medium]))
        #expect(try ViewRenderer.render(half, on: .iPhoneSE, scale: 1).makeImage()
                == (try ViewRenderer.render(presenting(Text("Sheet").presentationDetents([.medium])), on: .iPhoneSE, scale: 1).makeImage()))
        #expect(try ViewRenderer.layoutDump(half, on: .iPhoneSE).contains(".fraction(nan) is not a finite, non-negative fraction"))
    }

    /// A corner radius that is not a number leaves the sheet as iOS draws it (it removed the sheet).
    @Test func aCornerRadiusThatIsNotANumberKeepsTheSheet() throws {
        let plain = try ViewRenderer.render(presenting(Text("Sheet").presentationDetents([.medium])), on: .iPhoneSE, scale: 1).makeImage()
        for radius in [CGFloat.nan, .infinity, -4] {
            let view = presenting(Text("Sheet").presentationDetents([.medium]).presentationCornerRadius(radius))
            #expect(try ViewRenderer.render(view, on: .iPhoneSE, scale: 1).makeImage() == plain, "radius \(radius)")
            #expect(try ViewRenderer.layoutDump(view, on: .iPhoneSE).contains("presentationCornerRadius"))
        }
    }
}

extension HostileViewTests {
    /// A zero-length animation (the usual way to turn animation off), or one whose duration is not a
    /// number or negative, shows the change at once — at its own settled time, and in a clip that ends at
    /// the tap (it showed the old state).
    @Test(arguments: [0.0, Double.nan, -1.0])
    func aZeroLengthAnimationShowsTheChangeAtOnce(_ duration: Double) throws {
        let session = ViewSession(MovingSquare(animation: .linear(duration: duration)), on: .iPhoneSE, scale: 1)
        let before = try session.render().makeImage()
        try session.tap("Move", time: 1)
        #expect(try session.settledTime() == 1)
        let after = try session.render(at: 1).makeImage()
        #expect(after != before)
        #expect(after == (try ViewSession(MovingSquare(animation: .linear(duration: 0)), on: .iPhoneSE, scale: 1).render().makeImage()) ? false : true)
        let jumped = ViewSession(MovingSquare(animation: .linear(duration: 5)), on: .iPhoneSE, scale: 1)
        try jumped.tap("Move", time: 1)
        #expect(after == (try jumped.render(at: 6).makeImage()), "the end of a long animation is where a zero-length one is at once")
        let clip = try ViewRenderer.clip(of: MovingSquare(animation: .linear(duration: duration)), on: .iPhoneSE, scale: 1,
                                         scenario: ViewScenario([.tap("Move", at: 0.5)]), fps: 10)
        #expect(try clip.frame(clip.frameCount - 1).makeImage() == after, "the clip's last frame, at the tap, shows the change")
    }

    /// An animation that repeats for ever never settles: a session says so (an infinite settled time) and a
    /// clip of it without a duration is an error asking for one (it was recorded as one frame).
    @Test func aClipOfAnAnimationThatNeverEndsNeedsADuration() throws {
        let session = ViewSession(PulsingDot(), on: .iPhoneSE, scale: 1)
        #expect(try session.settledTime() == .infinity)
        #expect(try session.render(at: 0.5).makeImage() != (try session.render(at: 1).makeImage()), "it moves")
        #expect {
            _ = try ViewRenderer.clip(of: PulsingDot(), on: .iPhoneSE, scale: 1, scenario: ViewScenario([]), fps: 10)
        } throws: { "\($0)".contains("never ends") && "\($0)".contains("give the clip a duration") }
        let clip = try ViewRenderer.clip(of: PulsingDot(), on: .iPhoneSE, scale: 1, scenario: ViewScenario([]), fps: 10, duration: 2)
        #expect(clip.frameCount == 21)
    }

    /// Text longer than one shaping call (a licence screen) is laid out and drawn, not dropped; past the
    /// layout limit it is an error naming the text.
    @Test func aLongTextIsDrawnAndAnOverlongOneNamed() throws {
        let paragraph = String(repeating: "Permission is hereby granted, free of charge, to any person obtaining a copy. ", count: 2_000)
        #expect(paragraph.utf8.count > 150_000)
        let licence = SheetshotUI.ScrollView { Text(paragraph).padding() }
        let dump = try ViewRenderer.layoutDump(licence, on: .iPhoneSE)
        let textLine = try #require(dump.split(separator: "\n").first { $0.contains("\"Permission") })
        #expect(textLine.contains("× ") && !textLine.contains("× 0)"), "\(textLine)")
        let picture = try ViewRenderer.render(licence, on: .iPhoneSE, scale: 1).makeImage()
        #expect(picture != (try ViewRenderer.render(SheetshotUI.ScrollView { Text("").padding() }, on: .iPhoneSE, scale: 1).makeImage()))
        let overlong = String(repeating: "a", count: TextLayout.maximumLength + 1)
        #expect {
            _ = try ViewRenderer.render(Text(overlong), on: .iPhoneSE, scale: 1)
        } throws: { "\($0)".contains("the text \"aaaa") && "\($0)".contains("\(TextLayout.maximumLength)") }
    }

    /// `ForEach` ids that share their first 60 characters are different views, each with its own state;
    /// equal ids are warned of as SwiftUI warns.
    @Test func idsAreWholeAndRepeatsWarned() throws {
        let base = "https://example.com/a/very/long/path/that/many/urls/share/before/they/differ/"
        let session = ViewSession(LongIDRows(ids: [base + "item-1", base + "item-2"]), on: .iPhoneSE)
        try session.tap("item-1 off")
        let elements = try session.accessibilityDump()
        #expect(elements.contains("item-1 on") && elements.contains("item-2 off"), "\(elements)")
        let repeated = try ViewRenderer.layoutDump(LongIDRows(ids: ["same", "same"]), on: .iPhoneSE)
        #expect(repeated.contains("the ID same occurs multiple times within the collection"), "\(repeated)")
    }

    /// Messages name what is wrong: a session's scale, a preview's fixed size, a picture file that cannot
    /// be read (not "API not rendered yet"), a clip's absurd delay (not a 309-digit number).
    @Test func messagesNameWhatIsWrong() throws {
        for scale in [Double.nan, 0, -2] {
            let session = ViewSession(Button("Add") {}, on: .iPhoneSE, scale: scale)
            #expect { try session.tap("Add") } throws: { "\($0)".contains("display scale \(scale)") }
        }
        #expect {
            _ = try ViewRenderer.render(try #require(Preview.all(inFile: "HostileViewTests.swift").first), on: .iPhoneSE)
        } throws: { "\($0)".contains(".fixed(width: 1000000, height: 100)") && !"\($0)".contains("display scale") }
        #expect {
            _ = try ViewRenderer.render(Image(contentsOfFile: "/nonexistent/picture.png"), on: .iPhoneSE, scale: 1)
        } throws: { "\($0)".contains("could not be rendered as written") && !"\($0)".contains("does not render yet") }
        #expect {
            _ = try ViewRenderer.clip(of: MovingSquare(animation: .linear(duration: 1).delay(1e308)), on: .iPhoneSE, scale: 1,
                                      scenario: ViewScenario([.tap("Move", at: 0)]), fps: 10)
        } throws: { "\($0)".contains("1e+308 s") && "\($0)".count < 300 }
    }
}

/// A view that holds itself `n` times (two views a level: the view and its `if`).
struct Nested: SheetshotUI.View {
    let n: Int
    var body: some SheetshotUI.View {
        if n > 0 { Nested(n: n - 1) } else { Button("Deepest") {} }
    }
}

extension HostileViewTests {
    /// A tree as deep as `ViewRenderer.maximumDepth` renders, dumps and runs in a session within a thread's
    /// stack; a deeper one (a recursive view without an end) fails naming the depth — it overflowed the
    /// stack at 1,000 levels, an `AnyView` chain at 2,000.
    @Test func deepTreesRenderOrFailNamingTheDepth() throws {
        let deep = Nested(n: ViewRenderer.maximumDepth / 2 - 2)
        #expect(try ViewRenderer.layoutDump(deep, on: .iPhoneSE).contains("\"Deepest\""))
        _ = try ViewRenderer.render(deep, on: .iPhoneSE, scale: 1)
        let session = ViewSession(deep, on: .iPhoneSE, scale: 1)
        #expect(try session.tap("Deepest"))
        _ = try session.render()
        var chain = AnyView(Text("Deepest"))
        for _ in 0..<(ViewRenderer.maximumDepth / 2 - 2) { chain = AnyView(chain.padding(0)) }
        _ = try ViewRenderer.render(chain, on: .iPhoneSE, scale: 1)
        for tooDeep in [AnyView(Nested(n: 1_000)), AnyView(Nested(n: 100_000))] {
            #expect {
                _ = try ViewRenderer.render(tooDeep, on: .iPhoneSE, scale: 1)
            } throws: { "\($0)".contains("more than \(ViewRenderer.maximumDepth) views deep (at ") }
            #expect { try ViewSession(tooDeep, on: .iPhoneSE).tap("Deepest") } throws: { "\($0)".contains("views deep") }
        }
    }
}

/// A list row that counts how often its body is evaluated.
struct CountedRow: SheetshotUI.View {
    @MainActor static var evaluations = 0
    let number: Int
    var body: some SheetshotUI.View {
        let _ = CountedRow.evaluations += 1
        Button("Row \(number)") {}
    }
}

extension HostileViewTests {
    /// A list or lazy stack of 100,000 rows builds only the rows that can show (drawn at rest, scrolled to
    /// the top: up to three screens) — it built every row, a tap took 24 s — and its picture is the one of a
    /// list of a hundred.
    @Test func lazyContainersBuildOnlyTheRowsThatCanShow() throws {
        CountedRow.evaluations = 0
        let huge = List(0..<100_000, id: \.self) { CountedRow(number: $0) }
        let picture = try ViewRenderer.render(huge, on: .iPhoneSE, scale: 1).makeImage()
        #expect(CountedRow.evaluations <= 3 * 667 / 44 + 1, "\(CountedRow.evaluations) rows built for a 667-point screen")
        #expect(picture == (try ViewRenderer.render(List(0..<100, id: \.self) { CountedRow(number: $0) }, on: .iPhoneSE, scale: 1).makeImage()))
        let session = ViewSession(huge, on: .iPhoneSE, scale: 1)
        #expect(try session.tap("Row 3"))
        let elements = try session.accessibilityDump()
        #expect(elements.contains("\"Row 0\"") && !elements.contains("\"Row 99999\""))
        // Rows in sections, sections from a ForEach: the budget is the list's, across sections.
        CountedRow.evaluations = 0
        _ = try ViewRenderer.render(List { ForEach(0..<1_000, id: \.self) { s in Section("Part \(s)") { ForEach(0..<100, id: \.self) { CountedRow(number: $0) } } } },
                                    on: .iPhoneSE, scale: 1)
        #expect(CountedRow.evaluations <= 3 * 667 / 44 + 1, "\(CountedRow.evaluations)")
        // A lazy stack in a scroll view: rows at least its spacing apart.
        CountedRow.evaluations = 0
        let stack = SheetshotUI.ScrollView { LazyVStack(spacing: 10) { ForEach(0..<100_000, id: \.self) { CountedRow(number: $0) } } }
        let stackPicture = try ViewRenderer.render(stack, on: .iPhoneSE, scale: 1).makeImage()
        #expect(CountedRow.evaluations <= 3 * 667 / 10 + 1, "\(CountedRow.evaluations)")
        let short = SheetshotUI.ScrollView { LazyVStack(spacing: 10) { ForEach(0..<300, id: \.self) { CountedRow(number: $0) } } }
        #expect(stackPicture == (try ViewRenderer.render(short, on: .iPhoneSE, scale: 1).makeImage()))
        // Not in a scroll view, a lazy stack lays out every row (they can all show).
        CountedRow.evaluations = 0
        _ = try ViewRenderer.render(LazyVStack { ForEach(0..<500, id: \.self) { CountedRow(number: $0) } }, on: .iPhoneSE, scale: 1)
        #expect(CountedRow.evaluations == 500)
    }
}

final class ScoreModel: SheetshotUI.ObservableObject { @SheetshotUI.Published var score = 3 }
@Observable final class CartModel { var items = 2 }

struct ScoreView: SheetshotUI.View {
    @EnvironmentObject var model: ScoreModel
    var body: some SheetshotUI.View { Text("Score \(model.score)") }
}

struct CartView: SheetshotUI.View {
    @SheetshotUI.Environment(CartModel.self) var cart
    var body: some SheetshotUI.View { Text("Items \(cart.items)") }
}

extension HostileViewTests {
    /// A view whose `@EnvironmentObject` or `@Environment(Model.self)` no ancestor provides: SwiftUI stops
    /// the app; here the rendering fails naming the type (it stopped the test run), in pictures and sessions.
    @Test func aMissingEnvironmentObjectIsAnErrorNotACrash() throws {
        #expect {
            _ = try ViewRenderer.render(VStack { ScoreView() }, on: .iPhoneSE, scale: 1)
        } throws: { "\($0)".contains("No ObservableObject of type ScoreModel found") && "\($0)".contains("environmentObject(_:)") }
        #expect {
            _ = try ViewSession(CartView(), on: .iPhoneSE).render()
        } throws: { "\($0)".contains("No Observable object of type CartModel found") }
        #expect(try ViewRenderer.layoutDump(ScoreView().environmentObject(ScoreModel()), on: .iPhoneSE).contains("\"Score 3\""))
        #expect(try ViewRenderer.layoutDump(CartView().environment(CartModel()), on: .iPhoneSE).contains("\"Items 2\""))
    }
}

/// A square that moves right when tapped, with the animation given (`.linear(duration: 0)` turns it off).
struct MovingSquare: SheetshotUI.View {
    let animation: SheetshotUI.Animation
    @State private var moved = false
    var body: some SheetshotUI.View {
        VStack {
            Button("Move") { withAnimation(animation) { moved = true } }
            Color.blue.frame(width: 40, height: 40).offset(x: moved ? 100 : 0)
        }
    }
}

/// A dot that pulses for ever once it appears.
struct PulsingDot: SheetshotUI.View {
    @State private var big = false
    var body: some SheetshotUI.View {
        Circle().frame(width: 40, height: 40).scaleEffect(big ? 1.5 : 1)
            .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { big = true } }
    }
}

/// Rows whose ids share their first 60 characters (URLs), each with a toggle of its own state.
struct LongIDRows: SheetshotUI.View {
    let ids: [String]
    var body: some SheetshotUI.View {
        VStack { ForEach(ids, id: \.self) { id in LongIDRow(title: String(id.suffix(6))) } }
    }
}

struct LongIDRow: SheetshotUI.View {
    let title: String
    @State private var on = false
    var body: some SheetshotUI.View {
        Button("\(title) \(on ? "on" : "off")") { on.toggle() }
    }
}

/// A layout whose arithmetic has gone wrong: it answers a size that is not a number.
struct BrokenLayout: SheetshotUI.Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: CGFloat.infinity)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: CGPoint(x: bounds.minX, y: bounds.midY), proposal: .unspecified) }
    }
}
