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
