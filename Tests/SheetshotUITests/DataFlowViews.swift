#if canImport(SwiftUI)
import SwiftUI
#else
import SheetshotUI
#endif
import Observation

// View models and screens written as iOS code is (Combine's ObservableObject, the Observation framework,
// forms and tabs); this file sees only the SwiftUI surface.

final class ProfileModel: ObservableObject {
    @Published var name = "Ada"
    @Published var notifications = true
}

@Observable final class BasketModel {
    var items = ["Coffee", "Bagel"]
    var note = "No sugar"
}

struct ProfileSheet: View {
    @EnvironmentObject var profile: ProfileModel
    @Environment(BasketModel.self) private var basket
    @AppStorage("sheetshot.test.greeting") private var greeting = "Hello"
    @FocusState private var nameFocused: Bool

    var body: some View {
        @Bindable var basket = basket
        Form {
            Section("Profile") {
                TextField("Name", text: $profile.name).focused($nameFocused)
                Toggle("Notifications", isOn: $profile.notifications)
                LabeledContent("Greeting", value: greeting)
            }
            Section("Basket") {
                ForEach(basket.items, id: \.self) { Text($0) }
                    .onDelete { basket.items.remove(atOffsets: $0) }
                TextField("Note", text: $basket.note)
                Stepper("Cups: 1", value: .constant(1), in: 1...5)
                NavigationLink("Payment methods") { Text("Cards") }
            }
        }
    }
}

struct ProfileHost: View {
    @StateObject private var profile = ProfileModel()
    @State private var basket = BasketModel()
    var selection = 1

    var body: some View {
        TabView(selection: .constant(selection)) {
            Text("Discover").tabItem { Label("Discover", systemImage: "house") }.tag(0)
            ProfileSheet().tabItem { Label("Profile", systemImage: "person") }.tag(1)
        }
        .environmentObject(profile)
        .environment(basket)
    }
}

struct BasketReader: View {
    @Environment(BasketModel.self) var basket: BasketModel?
    var body: some View { Text(basket == nil ? "none" : "some") }
}

/// A sheet sized the way tutorial code sizes one: from the screen's bounds.
struct ScreenSizedCard: View {
    @Environment(\.horizontalSizeClass) private var widthClass
    var body: some View {
        VStack {
            Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")
            Text(widthClass == .regular ? "regular" : "compact")
        }
        .frame(height: UIScreen.main.bounds.height / 2)
    }
}

/// A detent a third of the large one, and one that is not available.
struct ThirdDetent: CustomPresentationDetent {
    static func height(in context: PresentationDetent.Context) -> CGFloat? { context.maxDetentValue / 3 }
}
struct UnavailableDetent: CustomPresentationDetent {
    static func height(in context: PresentationDetent.Context) -> CGFloat? { nil }
}

struct CustomDetentHost: View {
    var body: some View {
        Color.blue.ignoresSafeArea()
            .sheet(isPresented: .constant(true)) {
                Text("Third").presentationDetents([.custom(ThirdDetent.self), .custom(UnavailableDetent.self), .large])
            }
    }
}
