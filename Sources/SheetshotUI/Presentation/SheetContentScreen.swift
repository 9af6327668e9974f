import Canvas
import Widgets

/// A presented sheet's content as a screen of its own, as UIKit's presented view is: laid out in the sheet
/// down to the screen's bottom edge and kept clear of the home indicator's safe area there, with the sheet's
/// frame as the `Screen` that `ignoresSafeArea`, a list's background under its bar and scroll views extend
/// toward (a list's background shows under the sheet's transparent navigation bar; its rows run on under the
/// home indicator).
final class SheetContentScreen: SingleChildModifier {
    /// The home indicator's safe area at the bottom of the sheet, in points.
    let bottomInset: Double

    init(bottomInset: Double, _ child: Node) {
        self.bottomInset = bottomInset.isFinite ? max(0, bottomInset) : 0
        super.init(child: child)
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        let inner = children[0].sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bottomInset) }),
                                             in: environment)
        return Size(inner.width, inner.height + bottomInset)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        var inner = environment
        inner.screen = Screen(size: bounds.size, safeArea: CanvasEdgeInsets(top: 0, left: 0, bottom: min(bottomInset, bounds.height), right: 0),
                              origin: bounds.origin)
        let rect = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - bottomInset))
        children[0].place(in: rect, proposal: ProposedSize(rect.size), environment: inner)
    }

    override var kind: String { "SheetScreen" }
}
