#if canImport(SwiftUI)
import SwiftUI
#else
import SheetshotUI
#endif

// ../shared/swiftui-corpus/MapSheet.swift, unchanged but for the import above and its #Preview (the
// macro is not provided yet).

// A hand-made sheet (no .sheet): a card in a ZStack that snaps between three detents after a drag.

enum CardDetent: CaseIterable {
    case collapsed, half, full
}

struct DraggableCard<Content: View>: View {
    @Binding var detent: CardDetent
    @GestureState private var dragOffset: CGFloat = 0
    let content: Content

    init(detent: Binding<CardDetent>, @ViewBuilder content: () -> Content) {
        _detent = detent
        self.content = content()
    }

    var body: some View {
        GeometryReader { proxy in
            let height = proxy.size.height
            VStack(spacing: 0) {
                Capsule()
                    .fill(Color.secondary.opacity(0.5))
                    .frame(width: 40, height: 5)
                    .padding(.vertical, 8)
                content
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .modifier(CardChrome(cornerRadius: 24))
            .offset(y: max(0, top(for: detent, in: height) + dragOffset))
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation.height
                    }
                    .onEnded { value in
                        let predicted = top(for: detent, in: height) + value.predictedEndTranslation.height
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) {
                            detent = CardDetent.allCases.min {
                                abs(top(for: $0, in: height) - predicted) < abs(top(for: $1, in: height) - predicted)
                            }!
                        }
                    }
            )
        }
        .ignoresSafeArea(edges: .bottom)
    }

    private func top(for detent: CardDetent, in height: CGFloat) -> CGFloat {
        switch detent {
        case .collapsed: return height - 120
        case .half: return height * 0.5
        case .full: return 60
        }
    }
}

struct CardChrome: ViewModifier {
    var cornerRadius: CGFloat

    func body(content: Content) -> some View {
        content
            .background(Color(uiColor: .secondarySystemGroupedBackground))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .shadow(color: .black.opacity(0.15), radius: 12, y: -2)
    }
}

struct MapScreen: View {
    @State private var detent = CardDetent.half

    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.85, green: 0.92, blue: 0.85), Color(red: 0.78, green: 0.86, blue: 0.95)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            DraggableCard(detent: $detent) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Nearby")
                        .font(.title2.bold())
                    ForEach(["Coffee", "Bakery", "Bookshop", "Park"], id: \.self) { place in
                        Label(place, systemImage: "mappin.circle.fill")
                        Divider()
                    }
                }
                .padding(.horizontal, 20)
            }
        }
    }
}

