/// A node that is told where the sheet is before each render, by a call that changes it.
///
/// Read `environment.sheetPlacement` while drawing instead: it carries the same layout and geometry and
/// changes nothing in the tree, so a scene and its copies at other positions can be rendered in any order.
/// Scenes still call observers before laying their header and content out.
public protocol SheetPositionObserver: AnyObject {
    /// Called with the scene's layout and resolved geometry before each render.
    func sheetDidMove(to layout: SheetLayout, in geometry: SheetGeometry)
}
