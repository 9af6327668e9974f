import Foundation
import Widgets

/// What a view is built in: the environment values its modifiers have set so far, where problems found
/// while building are reported, and three groups of what a build step needs — the session's stores, the
/// collectors the enclosing views gather into, and the view's place in the tree.
@MainActor
struct ViewContext {
    /// A session's stores, as a build reaches them (all nil for a one-off picture).
    @MainActor struct SessionStores {
        /// Where state is kept between evaluations.
        var state: StateStore?
        /// Where taps' actions and drag gestures are noted.
        var taps: TapActions?, drags: DragActions?
        /// Where animatable values are kept.
        var animations: AnimationStore?
        /// Where appear, disappear and change actions are noted (only in a build that commits an action).
        var lifecycle: Lifecycle?
        /// Where views coming and going are kept (nil too for a leaving view built again).
        var transitions: TransitionStore?
    }

    /// What enclosing views collect from the views built inside them (each nil where no enclosing view
    /// collects it).
    @MainActor struct Collectors {
        /// A picker's tagged options, a tab view's tabs.
        var tags: TagCollector?, tabs: TabCollector?
        /// The bar of the navigation stack.
        var navigationBar: NavigationBarContent?
        /// The presented sheet (nil inside a sheet's content), and the alert or confirmation dialog (the
        /// screen's, also inside a sheet's content; nil inside a dialog).
        var presentations: PresentationCollector?, dialogs: DialogCollector?
        /// What a sheet's content asks of its presentation.
        var presentationSettings: PresentationSettings?
        /// Preference values, where an ancestor reads them.
        var preferences: PreferenceValues?
        /// The colour scheme the views of the presentation being built ask for (the screen's, or a sheet's).
        var colorSchemePreference: ColorSchemePreference?
    }

    /// Where the view being built is: its identity and its children's places, and what its ancestors make
    /// of it.
    @MainActor struct Place {
        /// The identity of the view being built: its structural place in the tree.
        var identity = ""
        /// The places handed to its children.
        var children = ChildCounter()
        /// The slot of a container the view fills (nil once inside a view that keeps its children out of it).
        var slotPlace: SlotPlace?
        /// Whether views are being built as a list's rows and sections.
        var isInList = false
        /// The axes the enclosing scroll views scroll along.
        var scrollAxes: Axis.Set = []
        /// What is left of the enclosing lazy container's reach while its rows are built, and the
        /// container's budget, kept inside its rows too.
        var lazyBudget: LazyRowBudget?, lazyContainerBudget: LazyRowBudget?
        /// What an enclosing `.animation(_:value:)` says of the changes made now (nil: the action's animation).
        var implicitAnimation: ImplicitAnimation?
        /// What a tap runs after a control's own action (an alert's button dismisses the alert).
        var afterTap: (@MainActor () -> Void)?
    }

    /// The fields, shared between copies until one is changed (copy on write): a context is one reference
    /// wide, so the frames a deep view tree stacks up while it is built stay small.
    @MainActor private final class Storage {
        var environment: EnvironmentValues
        var diagnostics: ViewDiagnostics
        var session = SessionStores()
        var collectors = Collectors()
        var place = Place()
        init(environment: EnvironmentValues, diagnostics: ViewDiagnostics) {
            self.environment = environment
            self.diagnostics = diagnostics
        }
        /// A copy of every field.
        func copy() -> Storage {
            let c = Storage(environment: environment, diagnostics: diagnostics)
            c.session = session
            c.collectors = collectors
            c.place = place
            return c
        }
    }
    private var storage: Storage
    /// The storage, copied first when another context shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// A context for building in `environment`, reporting to `diagnostics`.
    init(environment: EnvironmentValues, diagnostics: ViewDiagnostics) {
        storage = Storage(environment: environment, diagnostics: diagnostics)
    }

    /// The environment at this point of the tree.
    var environment: EnvironmentValues {
        get { storage.environment }
        set { unique().environment = newValue }
    }
    /// Collects messages about API that is accepted but not rendered as iOS would.
    var diagnostics: ViewDiagnostics { storage.diagnostics }
    /// The session's stores (read and set in place: `context.session.state`).
    var session: SessionStores {
        get { storage.session }
        set { unique().session = newValue }
    }
    /// What enclosing views collect (`context.collectors.presentations`).
    var collectors: Collectors {
        get { storage.collectors }
        set { unique().collectors = newValue }
    }
    /// Where the view being built is (`context.place.identity`).
    var place: Place {
        get { storage.place }
        set { unique().place = newValue }
    }
    /// Whether the view is built in a session (its state is kept between frames, its actions run): the one
    /// place that says so. A one-off picture has no stores.
    var isInSession: Bool { storage.session.state != nil }

    /// The same context with `change` applied to its environment.
    func with(_ change: (inout EnvironmentValues) -> Void) -> ViewContext {
        var next = self
        change(&next.environment)
        return next
    }

    /// The context whose body is being evaluated (read by `@Environment`).
    private(set) static var current: ViewContext?

    /// Runs `body` with `context` current, restoring the previous one after.
    static func evaluating<R>(_ context: ViewContext, _ body: () -> R) -> R {
        let previous = current, previousEnvironment = currentEnvironment
        current = context
        currentEnvironment = context.environment
        defer { current = previous; currentEnvironment = previousEnvironment }
        return body()
    }

    /// The environment of the body being evaluated, readable from code that is not isolated to the main
    /// actor: a property wrapper of the app's own whose computed properties read its `@Environment` (as
    /// SwiftUI's `Environment.wrappedValue` is). Bodies are evaluated on the main actor, which alone writes it.
    nonisolated(unsafe) private(set) static var currentEnvironment: EnvironmentValues?
}

/// Messages about API a view used that SheetshotUI accepts but does not render as iOS would — shown with
/// the rendering's result, so a picture is never silently wrong — and warnings about what was drawn as a
/// marked stand-in (a symbol not in the catalogue, an asset catalogue's colour or picture).
@MainActor
final class ViewDiagnostics {
    private(set) var messages: [String] = []
    /// Stand-ins drawn, each said once.
    private(set) var warnings: [String] = []
    /// How many warnings have been written to standard error.
    private var written = 0

    /// What the view asked for that could not be had (a picture file that cannot be read), each said once.
    private(set) var problems: [String] = []

    /// Notes `message` once.
    func report(_ message: String) {
        if !messages.contains(message) { messages.append(message) }
    }

    /// Notes once that the view asked for something that could not be had (not missing API): the
    /// rendering fails with `message`.
    func fail(_ message: String) {
        if !problems.contains(message) { problems.append(message) }
    }

    /// Notes a warning once: the picture shows a marked stand-in where iOS would draw something this
    /// machine does not have. Under `ViewRenderer.isStrict` it is an error.
    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// How many views are being built one inside another now (see `ViewRenderer.maximumDepth`).
    private var depth = 0

    /// Enters the building of one more nested view of type `name`: false — and the rendering fails with
    /// an error naming the depth — when that makes more than `ViewRenderer.maximumDepth`. Balance each
    /// true with `leaveView()`.
    func enterView(_ name: @autoclosure () -> String) -> Bool {
        guard depth < ViewRenderer.maximumDepth else {
            fail("the view tree is more than \(ViewRenderer.maximumDepth) views deep (at \(name().prefix(120))): SheetshotUI builds at most "
                 + "ViewRenderer.maximumDepth views one inside another — every view, modifier and container counts one; "
                 + "real screens are some tens to a few hundred deep. Is a view recursive without an end?")
            return false
        }
        depth += 1
        return true
    }

    /// Leaves a nested view entered with `enterView(_:)`.
    func leaveView() { depth -= 1 }

    /// Trees whose last layout is checked for unsound geometry (the screen's root, a sheet's content).
    private var laidOutRoots: [Node] = []

    /// Checks `root`'s geometry after each layout, when the diagnostics are checked.
    func watchLayout(of root: Node) {
        if !laidOutRoots.contains(where: { $0 === root }) { laidOutRoots.append(root) }
    }

    /// Warns of every node a layout gave an unsound geometry (a size or place not a number or beyond the
    /// longest length), which layout made sound: the picture is not silently what the view asked for.
    private func noteInvalidGeometry() {
        // (A root not laid out yet — the check made as the screen is built — has nothing to walk.)
        for root in laidOutRoots where root.measureCount > 0 {
            for node in root.invalidGeometry().prefix(3) {
                warn("\(node.kind)\(node.identifier.map { " #\($0)" } ?? "") was \(node.geometryProblem ?? ""): "
                     + "a length is not a finite number or is beyond ±\(Node.describe(Node.largestLength)) points; it was brought within range")
            }
        }
    }

    /// Throws the messages noted so far, if any (and the warnings, when rendering is strict); otherwise
    /// writes the warnings not yet written to standard error, where test output shows them.
    func check() throws {
        noteInvalidGeometry()
        if ViewRenderer.isStrict, !warnings.isEmpty { throw ViewRenderingError(messages: messages + warnings, viewProblems: problems) }
        if !messages.isEmpty || !problems.isEmpty { throw ViewRenderingError(messages: messages, viewProblems: problems) }
        for warning in warnings[written...] { FileHandle.standardError.write(Data("sheetshot: warning: \(warning)\n".utf8)) }
        written = warnings.count
    }

    /// The warnings as lines for a layout dump (empty when there are none).
    var warningLines: String {
        warnings.isEmpty ? "" : "\nWarnings\n" + warnings.map { "  - \($0)\n" }.joined()
    }
}
