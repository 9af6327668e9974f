import Foundation
import SheetshotUI

/// Random SwiftUI view trees from fuzzer bytes, with hostile numbers: stacks, frames, paddings, spacers,
/// offsets, text, shapes, lists, lazy stacks, scroll views, presented sheets with detents, animations and
/// chains deep enough to reach the depth limit — each rendered, dumped and driven through a session. Any
/// input may fail with an error; none may crash, hang or allocate past the fuzzer's budget.
@MainActor struct ViewTreeFuzz {
    /// The numbers lengths, durations and counts are drawn from: not a number, infinities, the largest
    /// doubles, zero, negatives, the tiny, and ordinary ones.
    static let numbers: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0, -1, 1, 8, 44, 120, 1e20, -0.0, 1e-300, 0.5,
                                     1e9 + 1, 2000, -50, 3.25, 375]
    /// Symbol names: drawn, from Lucide, in containers, and unknown.
    static let symbols = ["star.fill", "heart", "1.circle", "gearshape", "no.such.symbol", "", "a.square.fill"]

    private var bytes: [UInt8]
    private var index = 0
    /// How many views were made (kept below a budget so one input cannot build for long).
    private var made = 0
    /// How many modifiers the input's chains hold together (see case 16).
    private var chained = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private mutating func byte() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }
    private var atEnd: Bool { index >= bytes.count }
    private mutating func number() -> CGFloat { Self.numbers[byte() % Self.numbers.count] }
    private mutating func count() -> Int { [0, 1, 2, 3, 7, 50, 400][byte() % 7] }

    /// A view made from the bytes, at most `depth` containers deep.
    mutating func view(depth: Int = 0) -> AnyView {
        made += 1
        guard depth < 24, made < 400, !atEnd else { return AnyView(Text("leaf")) }
        switch byte() % 24 {
        case 0: return AnyView(Text(String(repeating: "word ", count: [1, 3, 40, 1_000][byte() % 4])).lineLimit(byte() % 3 == 0 ? nil : byte() % 4))
        case 1: return AnyView(Color.red)
        case 2: return AnyView(Spacer(minLength: byte() % 2 == 0 ? nil : number()))
        case 3:
            let spacing: CGFloat? = byte() % 2 == 0 ? nil : number()
            let children = (0..<min(4, count())).map { _ in view(depth: depth + 1) }
            return AnyView(VStack(spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0] } })
        case 4:
            let spacing: CGFloat? = byte() % 2 == 0 ? nil : number()
            let children = (0..<min(4, count())).map { _ in view(depth: depth + 1) }
            return AnyView(HStack(spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0] } })
        case 5:
            let a = view(depth: depth + 1), b = view(depth: depth + 1)
            return AnyView(ZStack { a; b })
        case 6:
            let (w, h) = (number(), number())
            return AnyView(view(depth: depth + 1).frame(width: w, height: h))
        case 7:
            let (a, b, c, d) = (number(), number(), number(), number())
            return AnyView(view(depth: depth + 1).frame(minWidth: a, idealWidth: b, maxWidth: c, minHeight: d, maxHeight: .infinity))
        case 8:
            let p = number()
            return AnyView(view(depth: depth + 1).padding(p))
        case 9:
            let (x, y) = (number(), number())
            return AnyView(view(depth: depth + 1).offset(x: x, y: y))
        case 10:
            let (x, y) = (number(), number())
            return AnyView(view(depth: depth + 1).position(x: x, y: y))
        case 11:
            let rows = count()
            return AnyView(List { ForEach(0..<rows, id: \.self) { Text("Row \($0)") } })
        case 12:
            return AnyView(ScrollView { view(depth: depth + 1) })
        case 13:
            let content = view(depth: depth + 1)
            var detents = Set<PresentationDetent>()
            for _ in 0..<(byte() % 4) {
                switch byte() % 4 {
                case 0: detents.insert(.fraction(number()))
                case 1: detents.insert(.height(number()))
                case 2: detents.insert(.medium)
                default: detents.insert(.large)
                }
            }
            let radius = number()
            return AnyView(view(depth: depth + 1).sheet(isPresented: .constant(true)) {
                content.presentationDetents(detents).presentationCornerRadius(radius)
            })
        case 14:
            let (o, s, r) = (number(), number(), number())
            return AnyView(view(depth: depth + 1).opacity(o).scaleEffect(s).rotationEffect(.degrees(r)))
        case 15:
            let (duration, delay) = (Double(number()), Double(number()))
            return AnyView(FuzzToggle(animation: byte() % 3 == 0 ? .linear(duration: duration).delay(delay).repeatForever()
                                                                     : .easeInOut(duration: duration).delay(delay)))
        case 16:
            // A chain deep enough, at times, to pass the depth limit. Chains inside chains add up, and Swift
            // destroys a nested value recursively (a value 50,000 views deep overflows the stack before
            // Sheetshot sees it), so all of an input's chains together stay a little past the limit.
            var chain = view(depth: depth + 1)
            let length = min(byte() * 9, max(0, 2_400 - chained))
            chained += length
            for _ in 0..<length { chain = AnyView(chain.padding(0)) }
            return chain
        case 17:
            let rows = count()
            return AnyView(ScrollView { LazyVStack(spacing: number()) { ForEach(0..<rows, id: \.self) { Text("Item \($0)") } } })
        case 18:
            let r = number()
            return AnyView(view(depth: depth + 1).clipShape(RoundedRectangle(cornerRadius: r)))
        case 19:
            let id = String(repeating: "https://example.com/", count: byte() % 5) + String(byte())
            return AnyView(view(depth: depth + 1).id(id))
        case 20:
            return AnyView(Image(systemName: Self.symbols[byte() % Self.symbols.count]).font(.system(size: number())))
        case 21:
            let ids = (0..<count()).map { "same-\($0 % 3)" }
            return AnyView(VStack { ForEach(ids, id: \.self) { Text($0) } })
        case 22:
            let (w, h) = (number(), number())
            return AnyView(Rectangle().fill(Color.blue).frame(width: w, height: h).shadow(radius: number()))
        default:
            let (a, b) = (number(), number())
            return AnyView(view(depth: depth + 1).padding(.horizontal, a).frame(maxWidth: b))
        }
    }

    /// Builds a tree from `bytes` and renders it, dumps it and drives it through a session: errors are
    /// fine, a crash or hang is not.
    nonisolated static func run(_ bytes: [UInt8]) {
        // libFuzzer and the replay call from the main thread, where SheetshotUI runs.
        MainActor.assumeIsolated {
            var fuzz = ViewTreeFuzz(bytes)
            let view = fuzz.view()
            _ = try? ViewRenderer.render(view, on: .iPhoneSE, scale: 1)
            _ = try? ViewRenderer.layoutDump(view, on: .iPhoneSE)
            _ = try? ViewRenderer.accessibilityDump(view, on: .iPhoneSE)
            let session = ViewSession(view, on: .iPhoneSE, scale: 1)
            _ = try? session.tap("Toggle", time: 0.25)
            _ = try? session.tap(at: CGPoint(x: 120, y: 300), time: 0.5)
            _ = try? session.drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 620), duration: 0.3, startingAt: 1)
            if let settled = try? session.settledTime(), settled.isFinite, settled < 30 {
                _ = try? session.render(at: settled)
            }
            _ = try? session.render(at: 2)
        }
    }
}

/// A button that toggles a square's place with `animation` (durations, delays and repeats from the bytes).
struct FuzzToggle: View {
    let animation: SheetshotUI.Animation
    @State private var on = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(animation) { on.toggle() } }
            Color.green.frame(width: 30, height: 30).offset(x: on ? 100 : 0).opacity(on ? 0.5 : 1)
        }
    }
}
