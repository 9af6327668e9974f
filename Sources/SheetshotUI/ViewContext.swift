import Foundation
import Widgets

/// What a view is built in: the environment values its modifiers have set so far, and where problems
/// found while building are reported.
@MainActor
struct ViewContext {
    /// The fields, shared between copies until one is changed (copy on write): a context is one reference
    /// wide, so the frames a deep view tree stacks up while it is built stay small.
    @MainActor private final class Storage {
        var environment: EnvironmentValues
        var diagnostics: ViewDiagnostics
        var tags: TagCollector? = nil
        var tabs: TabCollector? = nil
        var isInList: Bool = false
        var navigationBar: NavigationBarContent? = nil
        var presentations: PresentationCollector? = nil
        var dialogs: DialogCollector? = nil
        var afterTap: (@MainActor () -> Void)? = nil
        var presentationSettings: PresentationSettings? = nil
        var stateStore: StateStore? = nil
        var tapActions: TapActions? = nil
        var dragActions: DragActions? = nil
        var animations: AnimationStore? = nil
        var lifecycle: Lifecycle? = nil
        var implicitAnimation: ImplicitAnimation? = nil
        var transitions: TransitionStore? = nil
        var slotPlace: SlotPlace? = nil
        var preferences: PreferenceValues? = nil
        var identity: String = ""
        var children: ChildCounter = ChildCounter()
        var lazyBudget: LazyRowBudget? = nil
        var lazyContainerBudget: LazyRowBudget? = nil
        var scrollAxes: Axis.Set = []
        init(environment: EnvironmentValues, diagnostics: ViewDiagnostics) {
            self.environment = environment
            self.diagnostics = diagnostics
        }
        /// A copy of every field.
        func copy() -> Storage {
            let c = Storage(environment: environment, diagnostics: diagnostics)
            c.tags = tags
            c.tabs = tabs
            c.isInList = isInList
            c.navigationBar = navigationBar
            c.presentations = presentations
            c.dialogs = dialogs
            c.afterTap = afterTap
            c.presentationSettings = presentationSettings
            c.stateStore = stateStore
            c.tapActions = tapActions
            c.dragActions = dragActions
            c.animations = animations
            c.lifecycle = lifecycle
            c.implicitAnimation = implicitAnimation
            c.transitions = transitions
            c.slotPlace = slotPlace
            c.preferences = preferences
            c.identity = identity
            c.children = children
            c.lazyBudget = lazyBudget
            c.lazyContainerBudget = lazyContainerBudget
            c.scrollAxes = scrollAxes
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
    var environment: EnvironmentValues { get { storage.environment } set { unique().environment = newValue } }
    /// Collects messages about API that is accepted but not rendered as iOS would.
    var diagnostics: ViewDiagnostics { storage.diagnostics }
    /// Where a picker collects its tagged options while its content is built (nil elsewhere).
    var tags: TagCollector? { get { storage.tags } set { unique().tags = newValue } }
    /// Where a tab view collects its tabs while its content is built (nil elsewhere).
    var tabs: TabCollector? { get { storage.tabs } set { unique().tabs = newValue } }
    /// Whether views are being built as a list's rows and sections.
    var isInList: Bool { get { storage.isInList } set { unique().isInList = newValue } }
    /// The bar of the navigation stack views are built in (nil outside one).
    var navigationBar: NavigationBarContent? { get { storage.navigationBar } set { unique().navigationBar = newValue } }
    /// Where a presented sheet is noted (nil inside a sheet's content).
    var presentations: PresentationCollector? { get { storage.presentations } set { unique().presentations = newValue } }
    /// Where a presented alert or confirmation dialog is noted (the screen's, also inside a sheet's content;
    /// nil inside a dialog).
    var dialogs: DialogCollector? { get { storage.dialogs } set { unique().dialogs = newValue } }
    /// What a tap runs after a control's own action (an alert's button dismisses the alert; nil elsewhere).
    var afterTap: (@MainActor () -> Void)? { get { storage.afterTap } set { unique().afterTap = newValue } }
    /// What a sheet's content asks of its presentation (nil outside a sheet's content).
    var presentationSettings: PresentationSettings? { get { storage.presentationSettings } set { unique().presentationSettings = newValue } }
    /// Where state is kept between evaluations (a session's; nil for a one-off picture).
    var stateStore: StateStore? { get { storage.stateStore } set { unique().stateStore = newValue } }
    /// Where taps' actions are noted (a session's; nil for a one-off picture).
    var tapActions: TapActions? { get { storage.tapActions } set { unique().tapActions = newValue } }
    /// Where drag gestures are noted (a session's; nil for a one-off picture).
    var dragActions: DragActions? { get { storage.dragActions } set { unique().dragActions = newValue } }
    /// Where animatable values are kept (a session's; nil for a one-off picture).
    var animations: AnimationStore? { get { storage.animations } set { unique().animations = newValue } }
    /// Where appear, disappear and change actions are noted (a session's build after an action; nil elsewhere).
    var lifecycle: Lifecycle? { get { storage.lifecycle } set { unique().lifecycle = newValue } }
    /// What an enclosing `.animation(_:value:)` says of the changes made now (nil: the action's animation).
    var implicitAnimation: ImplicitAnimation? { get { storage.implicitAnimation } set { unique().implicitAnimation = newValue } }
    /// Where views coming and going are kept (a session's; nil for a one-off picture and for a leaving
    /// view built again).
    var transitions: TransitionStore? { get { storage.transitions } set { unique().transitions = newValue } }
    /// The slot of a container the view being built fills (nil once inside a view that keeps its children
    /// out of it, such as a stack).
    var slotPlace: SlotPlace? { get { storage.slotPlace } set { unique().slotPlace = newValue } }
    /// Where preference values set by the views being built are collected (nil where no ancestor reads
    /// them).
    var preferences: PreferenceValues? { get { storage.preferences } set { unique().preferences = newValue } }
    /// The identity of the view being built: its structural place in the tree.
    var identity: String { get { storage.identity } set { unique().identity = newValue } }
    /// The places handed to the children of the view being built.
    var children: ChildCounter { get { storage.children } set { unique().children = newValue } }

    /// What is left of the enclosing lazy container's reach, while its rows are built (nil elsewhere, and
    /// inside a row).
    var lazyBudget: LazyRowBudget? { get { storage.lazyBudget } set { unique().lazyBudget = newValue } }
    /// The enclosing lazy container's budget, kept inside its rows too: a `Section` built as a row of a
    /// `ForEach` holds rows of the container.
    var lazyContainerBudget: LazyRowBudget? { get { storage.lazyContainerBudget } set { unique().lazyContainerBudget = newValue } }
    /// The axes the enclosing scroll views scroll along (at rest their content starts at their start).
    var scrollAxes: Axis.Set { get { storage.scrollAxes } set { unique().scrollAxes = newValue } }

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
