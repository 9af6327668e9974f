import Canvas
import Widgets

/// A view kept alive across taps, as an app screen is: its `@State` and `@StateObject` values persist
/// under each view's identity, a tap runs what the view under the finger does — a button's action, a
/// toggle's flip, an `onTapGesture` — and the next picture shows the state it left.
///
/// ```swift
/// let session = ViewSession(ShareScreen(), on: .iPhone15Pro)
/// try session.tap("Include link")                   // by what VoiceOver calls it
/// let after = try session.render()                  // the switch is off now
/// ```
///
/// Changes take effect at once: animations (`withAnimation`) are not played between pictures yet.
@MainActor public final class ViewSession<Content: View> {
    private let view: Content
    private let device: DevicePreset
    private let colorScheme: ColorScheme, dynamicTypeSize: DynamicTypeSize, layoutDirection: LayoutDirection
    private let scale: Double?
    private let store = StateStore()
    /// What the session has done, one line a step: each tap and what it hit.
    public private(set) var log: [String] = []

    /// A session of `view` on `device` in the given appearance, at `scale` pixels per point (nil: the device's).
    public init(_ view: Content, on device: DevicePreset, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil) {
        self.view = view; self.device = device; self.colorScheme = colorScheme; self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection; self.scale = scale
    }

    /// The screen built now, with the session's state and a fresh note of what taps run.
    private func build(_ taps: TapActions = TapActions()) throws -> Screenful {
        try Screenful(view, on: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection,
                      scale: scale, session: (store, taps))
    }

    /// The screen as it is now (see `ViewRenderer.render(_:on:colorScheme:dynamicTypeSize:layoutDirection:scale:)`).
    /// - Throws: `ViewRenderingError`, or what rendering throws.
    public func render() throws -> Canvas { try ViewRenderer.render(try build(), scale: scale) }

    /// What VoiceOver finds on the screen now (see `ViewRenderer.accessibilityDump(_:on:colorScheme:dynamicTypeSize:layoutDirection:)`).
    public func accessibilityDump() throws -> String { try ViewRenderer.accessibilityDump(of: try build()) }

    /// Taps the screen at `point` (points from its top-left corner): runs the action of the frontmost
    /// tappable view there — in a presented sheet when one is modal — and returns whether one ran.
    /// - Throws: `ViewRenderingError`, or what layout throws.
    @discardableResult
    public func tap(at point: CGPoint) throws -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            log.append("tap at (\(point.x), \(point.y)): not a point, nothing tapped")
            return false
        }
        let taps = TapActions()
        let sections = try ViewRenderer.interactiveSections(of: try build(taps))
        let at = Point(Double(point.x), Double(point.y))
        // The frontmost section first: a sheet lies over the screen.
        for section in sections.reversed() {
            for root in section.roots.reversed() {
                if let action = taps.action(at: at, in: root) {
                    action()
                    log.append("tap at (\(format(point.x)), \(format(point.y))) in \(section.title.lowercased()): ran its action")
                    return true
                }
            }
        }
        log.append("tap at (\(format(point.x)), \(format(point.y))): nothing there runs an action")
        return false
    }

    /// Taps the middle of the element VoiceOver calls `label` (the first found, frontmost section first).
    /// - Throws: `ViewSessionError` when no element has that label; as `tap(at:)` otherwise.
    @discardableResult
    public func tap(_ label: String) throws -> Bool {
        let sections = try ViewRenderer.interactiveSections(of: try build())
        for section in sections.reversed() {
            let elements = section.roots.flatMap(AccessibilityReader.elements)
            if let element = elements.first(where: { $0.label == label }) {
                let f = element.frame
                return try tap(at: CGPoint(x: f.midX, y: f.midY))
            }
        }
        let known = sections.flatMap { $0.roots.flatMap(AccessibilityReader.elements).map(\.label) }.filter { !$0.isEmpty }
        throw ViewSessionError("no element called \"\(label)\" on the screen (it has: \(known.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")))")
    }

    private func format(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
}

/// Why a session step cannot be taken, in plain words.
public struct ViewSessionError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public let description: String
    init(_ description: String) { self.description = description }
}
