#if canImport(SwiftUI)
import SwiftUI
#else
import SheetshotUI
#endif

// Views with state that taps change, written as iOS code is; this file sees only the SwiftUI surface.

struct CounterScreen: View {
    @State private var count = 0
    @State private var loud = true

    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \(count)")
            if count > 1 {
                Text("Many")
            }
            Button("Add") { count += 1 }
            Toggle("Loud", isOn: $loud)
            LikeBadge()
        }
        .padding()
    }
}

/// A child with state of its own, which a parent's re-evaluation must not reset.
struct LikeBadge: View {
    @State private var likes = 0
    var body: some View {
        Text("Likes: \(likes)").onTapGesture { likes += 1 }
    }
}

struct PresentingScreen: View {
    @State private var showSheet = true
    @State private var dismissed = 0
    @State private var size = "S"

    var body: some View {
        VStack {
            Text("Dismissed \(dismissed) times")
            Button("Show") { showSheet = true }
        }
        .sheet(isPresented: $showSheet, onDismiss: { dismissed += 1 }) {
            PresentedSheet(size: $size)
                .presentationDetents([.medium])
        }
    }
}

struct PresentedSheet: View {
    @Binding var size: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                Text("S").tag("S")
                Text("M").tag("M")
            }
            .pickerStyle(.segmented)
            Text("Size \(size)")
            Button("Close") { dismiss() }
        }
        .padding()
    }
}

/// A box that moves and fades with the animation its buttons name.
struct MovingBox: View {
    @State private var down = false
    @State private var faded = false

    var body: some View {
        VStack {
            Button("Linear") { withAnimation(.linear(duration: 1)) { down.toggle() } }
            Button("Spring") { withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { down.toggle() } }
            Button("Jump") { down.toggle() }
            Button("Fade") { withAnimation(.easeInOut(duration: 0.4)) { faded.toggle() } }
            Text("Box").offset(y: down ? 200 : 0).opacity(faded ? 0 : 1)
        }
    }
}

/// A card whose padding, width, colour and corner radius change: "Grow" without an animation of its own
/// (the card's `.animation(_:value:)` animates it), "Paint" inside `withAnimation`, "Quiet" inside
/// `withAnimation` but under `.animation(nil, value:)`, which makes it jump.
struct GrowingCard: View {
    @State private var big = false
    @State private var red = false
    @State private var quiet = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Grow") { big.toggle() }
            Button("Paint") { withAnimation(.linear(duration: 1)) { red.toggle() } }
            Button("Quiet") { withAnimation(.linear(duration: 1)) { quiet.toggle() } }
            Text("Card")
                .padding(big ? 40 : 10)
                .frame(width: big ? 300 : 100)
                .background(red ? Color.red : Color.blue)
                .clipShape(RoundedRectangle(cornerRadius: big ? 30 : 0))
                .animation(.linear(duration: 1), value: big)
            Text("Shy").offset(x: quiet ? 50 : 0).animation(nil, value: quiet)
        }
    }
}

/// Lifecycle in a session: a banner that fades in on appear, a counter of how often the sort changed
/// (onChange), rows identified by id whose own toggles follow them, a view reset by a new `.id`, and a
/// sheet whose content notes its disappearance.
struct LifecycleScreen: View {
    struct Row: Identifiable { let id: String }
    @State private var shown = false
    @State private var sort = 0
    @State private var changes = 0
    @State private var rows = [Row(id: "b"), Row(id: "c")]
    @State private var generation = 0
    @State private var showsSheet = false
    @State private var sheetGone = 0

    var body: some View {
        VStack {
            Text("Banner").opacity(shown ? 1 : 0)
                .onAppear { withAnimation(.linear(duration: 0.5)) { shown = true } }
            Button("Sort") { sort += 1 }
            Text("Changed \(changes) times")
                .onChange(of: sort) { old, new in changes += new - old }
            Button("Add a") { rows.insert(Row(id: "a"), at: 0) }
            ForEach(rows) { row in RowToggle(name: row.id) }
            Button("Reset") { generation += 1 }
            RowToggle(name: "z").id(generation)
            Button("Open") { showsSheet = true }
            Text("Sheet gone \(sheetGone) times")
        }
        .sheet(isPresented: $showsSheet) {
            Button("Shut") { showsSheet = false }
                .onDisappear { sheetGone += 1 }
                .presentationDetents([.medium])
        }
    }
}

/// A row that owns a switch.
struct RowToggle: View {
    let name: String
    @State private var on = false
    var body: some View { Toggle(name, isOn: $on) }
}

/// Taps and long presses attached as gestures.
struct PressScreen: View {
    @State private var held = 0
    @State private var tapped = 0
    @State private var pinned = false

    var body: some View {
        VStack(spacing: 40) {
            Text("Hold me \(held)").onLongPressGesture(minimumDuration: 0.5) { held += 1 }
            Text("Tap me \(tapped)").gesture(TapGesture(count: 2).onEnded { tapped += 1 })
            Text(pinned ? "Pinned" : "Pin").simultaneousGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in pinned = true })
        }
    }
}

/// Views coming and going: a dimming that fades and a panel that moves up from the bottom (each by its
/// own transition, written one after the other in one `if`) under `withAnimation`, or at once; a badge that
/// scales in under its column's `.animation(_:value:)`; rows that fade in by default; a tile whose
/// transition brings its own animation.
struct TransitionScreen: View {
    @State private var open = false
    @State private var badge = false
    @State private var tile = false
    @State private var panelTaps = 0
    @State private var items = [1]

    var body: some View {
        ZStack(alignment: .bottom) {
            VStack(spacing: 0) {
                Button("Open") { withAnimation(.linear(duration: 1)) { open.toggle() } }
                Button("Snap") { open.toggle() }
                Button("Badge") { badge.toggle() }
                Button("Add") { withAnimation(.linear(duration: 1)) { items.append(items.count + 1) } }
                Button("Tile") { tile.toggle() }
                ForEach(items, id: \.self) { _ in Color.green.frame(width: 40, height: 20) }
                if badge { Color.orange.frame(width: 40, height: 40).transition(.scale) }
                if tile { Color.purple.frame(width: 40, height: 40).transition(.opacity.animation(.linear(duration: 1))) }
                Spacer()
            }
            .animation(.linear(duration: 1), value: badge)
            if open {
                Color.black.opacity(0.4).ignoresSafeArea().transition(.opacity)
                TintingPanel(taps: $panelTaps).transition(.move(edge: .bottom))
            }
        }
    }
}

/// A panel that turns red when tapped (its own state) and counts the taps in its parent's.
struct TintingPanel: View {
    @Binding var taps: Int
    @State private var tinted = false
    var body: some View {
        (tinted ? Color.red : Color.blue).frame(height: 200)
            .onTapGesture { taps += 1; tinted = true }
    }
}

/// Two branches of an `if`/`else` holding views of one type: two views, each with its own state.
struct BranchScreen: View {
    @State private var flag = false
    var body: some View {
        VStack {
            Button("Flip") { flag.toggle() }
            if flag { RowToggle(name: "x") } else { RowToggle(name: "x") }
        }
    }
}

/// Gestures made of two: a double tap tried before a single one, a long press then a drag that moves a
/// tile, a tap and a long press at once — each noting what ran.
struct ComposedGestureScreen: View {
    @State private var log: [String] = []
    @State private var lowered: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 60)
                .gesture(TapGesture(count: 2).onEnded { log.append("double") }.exclusively(before: TapGesture().onEnded { log.append("single") }))
            Color.green.frame(width: 100, height: 60)
                .offset(y: lowered)
                .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
                    .onChanged { value in
                        if case .second(true, let drag?) = value { lowered = drag.translation.height }
                    }
                    .onEnded { value in
                        if case .second(true, let drag?) = value { log.append("moved \(Int(drag.translation.height))") }
                    })
            Color.orange.frame(width: 100, height: 60)
                .gesture(TapGesture().onEnded { log.append("tap") }.simultaneously(with: LongPressGesture().onEnded { _ in log.append("held") })
                    .onEnded { value in log.append("both \(value.first != nil) \(value.second != nil)") })
            Text("Log: " + log.joined(separator: ", "))
        }
    }
}

/// Tasks: one that loads at once when the view appears, one run again when its id changes, and (behind a
/// button) one that sleeps before changing state.
struct TaskScreen: View {
    @State private var items: [String] = []
    @State private var page = 0
    @State private var loadedPage = -1
    @State private var sleepy = false
    @State private var late = 0

    var body: some View {
        VStack {
            Text("Items: " + items.joined(separator: ", "))
                .task { items = await Catalogue.load() }
            Button("Next page") { page += 1 }
            Text("Loaded page \(loadedPage)")
                .task(id: page) { loadedPage = page }
            Button("Sleepy") { sleepy = true }
            if sleepy {
                Text("Waiting \(late)").task { try? await Task.sleep(for: .milliseconds(1)); late = 1 }
            }
        }
    }
}

/// A model whose work completes without waiting (as a preview or test model's does, on the main actor).
@MainActor enum Catalogue {
    static func load() async -> [String] { ["tea", "cake"] }
}

/// A bottom drawer as tutorials write it: shown by a button, it comes up by `.move(edge: .bottom)` under
/// the screen's `.animation(.spring(), value:)`; dragged, it follows a `@GestureState` that returns with a
/// spring (`resetTransaction`); released more than 100 pt down, it is dismissed inside `withAnimation`.
struct CustomDrawerScreen: View {
    @State private var isShowing = false
    @GestureState(resetTransaction: Transaction(animation: .spring())) private var drag: CGFloat = 0

    var body: some View {
        ZStack(alignment: .bottom) {
            Button("Show") { isShowing = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            if isShowing {
                Color.green.frame(height: 300)
                    .offset(y: max(0, drag))
                    .gesture(DragGesture()
                        .updating($drag) { value, state, _ in state = value.translation.height }
                        .onEnded { value in
                            if value.translation.height > 100 {
                                withAnimation(.interactiveSpring(response: 0.5, dampingFraction: 0.9)) { isShowing = false }
                            }
                        })
                    .transition(.move(edge: .bottom))
            }
        }
        .animation(.spring(), value: isShowing)
    }
}
