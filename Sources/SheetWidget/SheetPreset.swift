import Canvas
import Widgets

/// A ready-made sheet: configuration, style and sample header and content reproducing one reference.
public struct SheetPreset: Sendable {
    /// The name used on the command line.
    public let name: String
    /// The configuration.
    public let configuration: SheetConfiguration
    /// The style, light or dark.
    public let style: @Sendable (_ dark: Bool) -> SheetStyle
    /// Makes the sample header (a new node each time: nodes belong to one tree).
    public let header: @Sendable () -> Node?
    /// Makes the sample content.
    public let content: @Sendable () -> Node?
    /// How the sheet moves when dragged, released and settled (`SheetMotion` uses it).
    public let motionStyle: SheetMotionStyle

    /// A preset from its parts; `motionStyle` defaults to Fluent's rules with the configuration's
    /// swipe-to-hide.
    public init(name: String, configuration: SheetConfiguration, style: @escaping @Sendable (Bool) -> SheetStyle,
                header: @escaping @Sendable () -> Node?, content: @escaping @Sendable () -> Node?, motionStyle: SheetMotionStyle? = nil) {
        self.name = name; self.configuration = configuration; self.style = style; self.header = header; self.content = content
        self.motionStyle = motionStyle ?? .fluent(allowsSwipeToHide: configuration.allowsSwipeToHide)
    }

    /// Fluent's `BottomSheetController` as its demo shows it: a 44 pt header, a partial state at half the
    /// maximum height, expanded to the maximum; Fluent style (radius 12 continuous, 36×4 handle, black 0.4).
    public static let fluent: SheetPreset = {
        var c = SheetConfiguration()
        c.headerContentHeight = 44
        c.partialHeightResolver = { $0.maximumHeight / 2 }
        return SheetPreset(name: "fluent", configuration: c, style: { SheetStyle.fluent(dark: $0) },
                           header: { sampleHeader(title: "Customize", action: "Done") },
                           content: { sampleOptions(count: 10) })
    }()

    /// Every preset, by name.
    public static let all: [SheetPreset] = [.fluent, .drawer(), .drawer(edge: .top), .drawer(edge: .leading), .drawer(edge: .trailing),
                                            .odsStandard, .odsExpanding, .tutorial, .apple, .fullScreen]

    /// The preset called `name`, or nil.
    public static func named(_ name: String) -> SheetPreset? { all.first { $0.name == name.lowercased() } }

    /// A header row: a title and a tinted action.
    public static func sampleHeader(title: String, action: String) -> Node {
        HStack(spacing: 8) {
            Text(title, size: 17, weight: .semibold)
            Spacer(minLength: 0)
            Text(action, size: 17, weight: .semibold, color: .semantic(.tint))
        }.padding(.horizontal, 16)
    }

    /// A list of radio options with dividers, the first one selected.
    public static func sampleOptions(count: Int) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            for i in 0..<count {
                HStack(spacing: 12) {
                    Text("Sort option \(i + 1)", size: 17).layoutPriority(1)
                    Spacer(minLength: 0)
                    ZStack {
                        Shape.circle().stroke(.semantic(.tint), lineWidth: 2)
                        if i == 0 { Shape.circle().fill(.semantic(.tint)).padding(5) }
                    }.frame(width: 22, height: 22)
                }
                .padding(DirectionalInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
                .frame(minHeight: 48)
                .tappable().id("option-\(i + 1)")
                if i + 1 < count { Divider().padding(DirectionalInsets(leading: 16)) }
            }
        }
    }
}
