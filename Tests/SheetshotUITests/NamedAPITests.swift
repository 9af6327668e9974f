import Foundation
import SheetshotUI
import Testing

// Every API issue 30 names, used as real files use it: this file compiles in the test target's Swift 6
// mode only while each one is there, and the view renders without an error.


@Observable private final class NamedModel { var count = 0 }
private final class Feed: ObservableObject { @Published var items: [String] = [] }
extension EnvironmentValues { @Entry var namedAccent: Color = .blue }

private struct CheckToggle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { configuration.label }
    }
}
private struct IconFirst: LabelStyle { func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } } }
private struct Bar: ProgressViewStyle { func makeBody(configuration: Configuration) -> some View { Rectangle().frame(width: 100 * (configuration.fractionCompleted ?? 0)) } }
private struct Boxed: TextFieldStyle { func _body(configuration: TextField<Self._Label>) -> some View { configuration.padding().border(.gray) } }
private struct Tap: PrimitiveButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.onTapGesture { configuration.trigger() } } }
private struct Key: PreferenceKey { static var defaultValue: CGFloat = 0; static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() } }
private struct Rep: UIViewRepresentable { func makeUIView(context: Context) -> UIView { UIView() }; func updateUIView(_ v: UIView, context: Context) {} }
private struct RepVC: UIViewControllerRepresentable { func makeUIViewController(context: Context) -> UIViewController { UIViewController() }; func updateUIViewController(_ c: UIViewController, context: Context) {} }
private struct Stack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
private func centred(_ a: HorizontalAlignment = .center) -> HorizontalAlignment { a }

private struct Named: View {
    @State private var model = NamedModel()
    @StateObject private var feed = Feed()
    @State private var on = false
    @State private var choice = 0
    @State private var amount = 0.0
    @State private var text = ""
    @State private var path = NavigationPath()
    @State private var alert = false
    @ScaledMetric var size: CGFloat = 20
    let title: LocalizedStringResource = "Title"
    var flag = false

    var body: some View {
        NavigationStack(path: $path) {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack {
                        Text("A").zIndex(1).edgesIgnoringSafeArea(.all).animation(.default)
                        Button("Go") { proxy.scrollTo(3) }
                        Picker(selection: $choice, label: Text("Pick")) { Text("0").tag(0) }
                        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.adaptive(minimum: 40))]) { Text("x") }
                        LazyHGrid(rows: [GridItem(.fixed(20))]) { Text("y") }
                        Toggle("T", isOn: $on).toggleStyle(CheckToggle())
                        Toggle("S", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .red)).labelsHidden()
                        Label("L", systemImage: "star").labelStyle(IconFirst())
                        ProgressView(value: 0.5).progressViewStyle(Bar())
                        ProgressView().progressViewStyle(CircularProgressViewStyle())
                        TextField("F", text: $text).textFieldStyle(Boxed()).keyboardType(.numberPad).textContentType(.emailAddress)
                            .textInputAutocapitalization(.never).submitLabel(.done)
                        TextField("Amount", value: $amount, format: .number)
                        Button("P") {}.buttonStyle(Tap()).buttonBorderShape(.capsule)
                        List { Text("row") }.listStyle(.insetGrouped).scrollDisabled(true)
                        Rectangle().fill(Material.ultraThin)
                        Rectangle().fill(LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0), .init(color: .blue, location: 1)]), startPoint: .top, endPoint: .bottom))
                        Circle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 20))
                        Circle().fill(AngularGradient(colors: [.red, .blue], center: .center))
                        Rectangle().fill(.background); Rectangle().fill(.tertiary); Rectangle().fill(.quaternary)
                        Text("S").textScale(.secondary).font(.custom("Avenir", size: size))
                        Rectangle().gesture(flag ? nil : DragGesture())
                        Color(UIColor.systemBackground); Color(uiColor: .secondaryLabel)
                        Path(UIBezierPath(roundedRect: .zero, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8)).cgPath)
                        Text("\(UIApplication.shared.connectedScenes.count)")
                        Rep(); RepVC()
                        AnyLayout(HStackLayout()) { Text("h") }
                        VStackLayout(alignment: centred()) { Text("v") }
                        Stack { Text("s") }
                        Grid { GridRow { Text("g").gridColumnAlignment(.leading) } }
                        LabeledContent("Name", value: "Ann")
                        Text(title)
                        SheetshotUI.Image(systemName: "star")   // (SwiftUI.Image through the SwiftUI module: see the compatibility tests)
                        Text("pref").preference(key: Key.self, value: 3)
                    }
                }
            }
            .onPreferenceChange(Key.self) { _ in }
            .onReceive(NotificationCenter.default.publisher(for: .init("x"))) { _ in }
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }
            .onReceive(Just(1)) { _ in }
            .onReceive(feed.$items) { _ in }
            .toolbar { if flag { ToolbarItem { Text("t") } } }
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .navigationTitle(Text(title))
        }
        .accentColor(.purple)
        .alert("Alert", isPresented: $alert) { Button("OK") {} }
        .confirmationDialog("Dialog", isPresented: $alert) { Button("A") {} }
        .actionSheet(isPresented: $alert) { ActionSheet(title: Text("A")) }
        .popover(isPresented: $alert) { Text("p") }
        .sheet(isPresented: $alert) { Text("s").presentationBackground(.ultraThinMaterial).presentationSizing(.form) }
        .environment(\.namedAccent, .red)
    }
}


@Suite @MainActor struct NamedAPITests {
    @Test func everyNamedAPICompilesAndRenders() throws {
        _ = try ViewRenderer.render(Named(), on: .iPhone15Pro, scale: 1)
    }

    /// Combine's timing operators as apps write them (`.seconds(…)`, `.milliseconds(…)`, a number of seconds):
    /// a picture never waits on a clock, so each value arrives at once, in order.
    @Test func timingOperatorsDeliverAtOnce() {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let kept = [
            Just(1).delay(for: .seconds(1), scheduler: DispatchQueue.main).sink { received.append($0) },
            subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { received.append($0 * 10) },
            subject.throttle(for: 0.5, scheduler: DispatchQueue.main, latest: true).sink { received.append($0 * 100) },
        ]
        subject.send(2)
        #expect(received == [1, 20, 200])
        #expect(SchedulerStride.seconds(2) > .milliseconds(1500) && SchedulerStride.nanoseconds(5).timeInterval == 5e-9)
        _ = kept
    }
}
