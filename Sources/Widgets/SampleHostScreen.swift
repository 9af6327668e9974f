import Canvas

/// A host screen like a music or settings app: a status bar, a large navigation title and an inset
/// grouped list of rows (icon, title, subtitle, value, chevron). The gallery and tests put sheets over it.
public enum SampleHostScreen {
    /// One row of the list.
    public struct Row: Sendable {
        /// The row's title, its subtitle below, and the value on its trailing side (empty: none).
        public var title: String, subtitle: String, value: String
        /// The colour of the row's icon tile.
        public var tint: Color
        /// The name of the symbol drawn on the icon tile.
        public var symbol: String

        /// A row: title and subtitle, a value on the trailing side, an icon of `tint` showing `symbol`.
        public init(title: String, subtitle: String, value: String = "", tint: Color, symbol: String) {
            self.title = title; self.subtitle = subtitle; self.value = value; self.tint = tint; self.symbol = symbol
        }
    }


    /// The default rows: a music library.
    public static let libraryRows: [Row] = [
        Row(title: "Playlists", subtitle: "24 playlists", value: "24", tint: Color(rgb: 0xFF2D55), symbol: "P"),
        Row(title: "Artists", subtitle: "312 artists", value: "312", tint: Color(rgb: 0xFF9500), symbol: "A"),
        Row(title: "Albums", subtitle: "1,048 albums", value: "1,048", tint: Color(rgb: 0x5856D6), symbol: "L"),
        Row(title: "Songs", subtitle: "12,204 songs", value: "12,204", tint: Color(rgb: 0x34C759), symbol: "S"),
        Row(title: "Genres", subtitle: "38 genres", value: "38", tint: Color(rgb: 0xAF52DE), symbol: "G"),
        Row(title: "Composers", subtitle: "97 composers", value: "97", tint: Color(rgb: 0x007AFF), symbol: "C"),
        Row(title: "Downloaded", subtitle: "On this iPhone", value: "2.1 GB", tint: Color(rgb: 0xFF3B30), symbol: "D"),
        Row(title: "Recently Added", subtitle: "Last 30 days", value: "", tint: Color(rgb: 0x5AC8FA), symbol: "R"),
        Row(title: "Home Sharing", subtitle: "Off", value: "", tint: Color(rgb: 0xFFCC00), symbol: "H"),
    ]

    /// The screen: `title` over `rows`, laid out for whatever device it is rendered on.
    public static func make(title: String = "Library", rows: [Row] = libraryRows) -> Node {
        let list = VStack(alignment: .leading, spacing: 0) {
            for (i, row) in rows.enumerated() {
                rowNode(row).id("row-\(i)")
                if i + 1 < rows.count { Divider().padding(DirectionalInsets(leading: 60)) }
            }
        }
        .background(.semantic(.secondaryGroupedBackground), in: .roundedRect(radius: 10, curve: .continuous))
        .padding(.horizontal, 16)

        let content = VStack(alignment: .leading, spacing: 8) {
            Text(title, size: 34, weight: .bold).padding(DirectionalInsets(top: 4, leading: 16, bottom: 4)).id("title")
            list
        }.frame(maxWidth: .infinity, alignment: .topLeading)

        return ZStack(alignment: .top) {
            Shape.rectangle().fill(.semantic(.groupedBackground)).id("background")
            ScrollView { content.padding(DirectionalInsets(top: 8, bottom: 24)) }.safeAreaPadding(.top).id("scroll")
            StatusBar().id("status-bar")
        }
    }

    static func rowNode(_ row: Row) -> Node {
        HStack(spacing: 12) {
            Text(row.symbol, size: 17, weight: .semibold, color: .color(.white))
                .frame(width: 32, height: 32)
                .background(.color(row.tint), in: .roundedRect(radius: 7, curve: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text(row.title, size: 17)
                Text(row.subtitle, size: 13, color: .semantic(.secondaryLabel))
            }.layoutPriority(1)
            Spacer(minLength: 0)
            if !row.value.isEmpty { Text(row.value, size: 17, color: .semantic(.secondaryLabel)) }
            Chevron().frame(width: 8, height: 14)
        }
        .padding(DirectionalInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
        .frame(minHeight: 60)
        .tappable()
    }
}

/// The iOS disclosure chevron, in the tertiary label colour, mirrored in right-to-left layouts.
final class Chevron: Node {
    override func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        proposal.replacingUnspecified(with: Size(8, 14))
    }

    override func drawContent(on canvas: Canvas, environment: Environment) {
        let f = frame
        let rtl = environment.layoutDirection == .rightToLeft
        var p = Path()
        let (x0, x1) = rtl ? (f.maxX - 1, f.minX + 1) : (f.minX + 1, f.maxX - 1)
        p.move(to: Point(x0, f.minY + 1))
        p.line(to: Point(x1, f.midY))
        p.line(to: Point(x0, f.maxY - 1))
        canvas.stroke(p, with: .solid(SemanticColor.tertiaryLabel.resolved(in: environment.colorScheme)),
                      style: StrokeStyle(width: 2, cap: .round, join: .round))
    }
}

/// A status bar across the top safe area: the time on the leading side; signal, Wi-Fi and battery on
/// the trailing side, in the label colour — mirrored, as iOS mirrors it, in a right-to-left layout (the time
/// on the right, the battery leftmost; each item keeps its own shape). Drawn, not a bitmap, so it is crisp
/// at every scale.
public final class StatusBar: Node {
    /// The time shown on the leading side.
    public var time: String { didSet { invalidateAppearance() } }

    /// A status bar showing `time`.
    public init(time: String = "9:41") {
        self.time = time
        super.init()
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        Size(proposal.width ?? 390, max(20, environment.safeAreaInsets.top))
    }

    override public func prepare(_ environment: Environment) throws {
        _ = try Font(family: environment.fontFamily, weight: .semibold, size: 17)
    }

    override public func drawContent(on canvas: Canvas, environment: Environment) {
        if environment.statusBarHidden { return }
        let ink = Paint.solid(SemanticColor.label.resolved(in: environment.colorScheme))
        let rightToLeft = environment.layoutDirection == .rightToLeft
        /// Draws an item laid out left to right over `minX ..< minX + width`: where it is, or at the mirrored
        /// place in a right-to-left layout (its shape unchanged).
        func item(_ minX: Double, _ width: Double, _ draw: () -> Void) {
            guard rightToLeft else { draw(); return }
            canvas.withSavedState {
                canvas.translate(frame.minX + frame.maxX - width - 2 * minX, 0)
                draw()
            }
        }
        // Centre the items in the top inset (below the sensor housing on notched phones it is ~54 % down).
        let midY = frame.minY + frame.height * (frame.height > 30 ? 0.56 : 0.5)
        if let font = try? Font(family: environment.fontFamily, weight: .semibold, size: 17),
           let line = try? TextShaper.shape(time, font: font) {
            let x = frame.minX + (frame.width > 600 ? 24 : 32) + (56 - line.advance) / 2
            item(x, line.advance) { canvas.draw(line, at: Point(x, midY + font.capHeight / 2), paint: ink) }
        }
        var x = frame.maxX - (frame.width > 600 ? 20 : 24)
        // Battery: outline, fill and cap.
        let battery = Rect(x: x - 25, y: midY - 6, width: 25, height: 12)
        item(battery.minX, 28) {
            canvas.stroke(Path(roundedRect: battery, cornerRadius: 3.5, curve: .continuous),
                          with: .solid(SemanticColor.secondaryLabel.resolved(in: environment.colorScheme)), style: StrokeStyle(width: 1))
            canvas.fill(Path(roundedRect: battery.insetBy(2), cornerRadius: 2, curve: .continuous), with: ink)
            canvas.fill(Path(roundedRect: Rect(x: battery.maxX + 1.5, y: midY - 2, width: 1.5, height: 4), cornerRadius: 0.75), with: ink)
        }
        x = battery.minX - 6
        // Wi-Fi: three arcs and a dot, fanning up from a point.
        let apex = Point(x - 8, midY + 5)
        item(apex.x - 8, 16) {
            for (k, r) in [3.0, 6.5, 10].enumerated() {
                var arc = Path()
                arc.arc(center: apex, radius: r, startAngle: -.pi * 3 / 4, endAngle: -.pi / 4)
                canvas.stroke(arc, with: ink, style: StrokeStyle(width: k == 0 ? 3 : 2, cap: .round))
            }
        }
        x -= 16 + 6
        // Signal: four bars of rising height.
        item(x - 17, 16.5) {
            for i in 0..<4 {
                let h = 4 + Double(i) * 2.5
                canvas.fill(Path(roundedRect: Rect(x: x - 17 + Double(i) * 4.5, y: midY + 5 - h, width: 3, height: h), cornerRadius: 1), with: ink)
            }
        }
    }
}

enum StatusBarHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension Environment {
    /// Whether `StatusBar`s draw nothing (they keep their space), as SwiftUI's `statusBarHidden()`: a sheet
    /// that pushes the screen back as a card draws the system status bar itself, above the card.
    public var statusBarHidden: Bool {
        get { self[StatusBarHiddenKey.self] }
        set { self[StatusBarHiddenKey.self] = newValue }
    }
}
