import Canvas
import Foundation
import Synchronization

/// The symbols `Image(systemName:)` knows: base glyphs, their `.fill` forms, and any glyph inside a ring
/// (`.circle`), a filled disc (`.circle.fill`, the glyph cut out), a rounded square (`.square`) or a
/// filled one (`.square.fill`).
enum SymbolCatalog {
    /// The glyph named `name`, or nil when SheetshotUI has no drawing for it.
    static func glyph(named name: String) -> SymbolGlyph? {
        if let g = base[name] { return g }
        // A container of one of our own drawings is composed (`heart.circle`); other names may be Lucide's.
        for (suffix, make) in containers where name.hasSuffix(suffix) {
            let inner = String(name.dropLast(suffix.count))
            if let g = base[inner] ?? base[inner + ".fill"] { return make(g) }
        }
        if let icon = LucideSymbolMap.icons[name] ?? LucideSymbolMap.withoutPart[name]?.icon,
           let g = LucideIcons.glyph(icon: icon, filled: false) { return g }
        if name.count == 1, let character = name.first, character.isASCII, character.isLetter || character.isNumber {
            return characterGlyph(character)
        }
        for (suffix, make) in containers where name.hasSuffix(suffix) {
            let inner = String(name.dropLast(suffix.count))
            if inner.isEmpty { continue }
            guard let g = base[inner] ?? base[inner + ".fill"] ?? glyph(named: inner) else { break }
            return make(g)
        }
        // A filled form of a name drawn with Lucide's icon: its largest outline filled.
        if name.hasSuffix(".fill"), let icon = LucideSymbolMap.icons[String(name.dropLast(".fill".count))] {
            return LucideIcons.glyph(icon: icon, filled: true)
        }
        return nil
    }

    /// A letter or digit (`1.circle`, `a.square.fill`): the character's outline in the system font's
    /// semibold, its cap height 0.8 of the box, centred (nil when the font cannot be had).
    private static func characterGlyph(_ character: Character) -> SymbolGlyph? {
        if let cached = characterGlyphs.withLock({ $0[character] }) { return cached }
        guard let scalar = character.unicodeScalars.first, let font = try? CanvasFont.inter(.semibold, size: 1),
              let outline = font.face.outline(of: scalar), !outline.isEmpty else { return nil }
        let box = outline.bounds
        let cap = font.face.capHeight > 0 ? font.face.capHeight : box.height
        let scale = 0.8 / cap
        // y up in design units → y down in the unit box, the cap height from 0.1 to 0.9, centred across.
        let toBox = Transform.translation(-box.midX, 0).concatenating(.scale(scale, -scale)).concatenating(.translation(0.5, 0.9))
        let glyph = SymbolGlyph(fills: [outline.applying(toBox)])
        characterGlyphs.withLock { $0[character] = glyph }
        return glyph
    }
    private static let characterGlyphs = Mutex<[Character: SymbolGlyph]>([:])

    /// The part of the symbol `name` its drawing here leaves out (a badge), when it leaves one out.
    static func missingPart(of name: String) -> String? {
        base[name] == nil ? LucideSymbolMap.withoutPart[name]?.missing : nil
    }

    /// Whether `name` would be drawn with a Lucide icon were the set installed.
    static func isLucideName(_ name: String) -> Bool {
        LucideSymbolMap.icons[name] != nil || LucideSymbolMap.withoutPart[name] != nil || (name.hasSuffix(".fill") && LucideSymbolMap.icons[String(name.dropLast(".fill".count))] != nil)
    }

    /// Every name with a drawing of its own (container forms come on top).
    static var baseNames: [String] { base.keys.sorted() }

    private static let containers: [(String, @Sendable (SymbolGlyph) -> SymbolGlyph)] = [
        (".circle.fill", { g in
            let inner = g.scaled(0.46)
            var c = SymbolGlyph(fills: [circle(0.5, 0.5, discRadius)], cutouts: inner.fills, cutoutStrokes: inner.strokes)
            c.containerFills = 1
            return c
        }),
        (".circle", { g in
            let inner = g.scaled(0.46)
            var c = SymbolGlyph(strokes: [circle(0.5, 0.5, ringRadius)] + inner.strokes, fills: inner.fills)
            c.containerStrokes = 1
            return c
        }),
        (".square.fill", { g in
            let inner = g.scaled(0.52)
            var c = SymbolGlyph(fills: [rrect(0.04, 0.04, 0.92, 0.92, 0.2)], cutouts: inner.fills, cutoutStrokes: inner.strokes)
            c.containerFills = 1
            return c
        }),
        (".square", { g in
            let inner = g.scaled(0.52)
            var c = SymbolGlyph(strokes: [rrect(0.07, 0.07, 0.86, 0.86, 0.18)] + inner.strokes, fills: inner.fills)
            c.containerStrokes = 1
            return c
        }),
    ]

    /// The radius of a filled disc (`circle.fill`, `.circle.fill` containers) in the symbol's box, and of a
    /// ring's centre line (`circle`, `.circle`, `globe`, `clock`): both make ink 0.847 of the box across —
    /// the point size at the medium scale (box 1.18 em) and 1.27 em at the large one, as iOS draws
    /// `checkmark.circle.fill` (17 pt of ink at 17 pt) and a large `globe` (22 pt at 17 pt).
    static let discRadius = 0.4237
    static let ringRadius = 0.388

    private static func outlined(_ paths: [CanvasPath], aspect: Double = 1) -> SymbolGlyph { SymbolGlyph(aspect: aspect, strokes: paths) }
    private static func filled(_ paths: [CanvasPath], aspect: Double = 1) -> SymbolGlyph { SymbolGlyph(aspect: aspect, fills: paths) }

    private static let heartPath: CanvasPath = {
        var p = CanvasPath()
        p.move(to: pt(0.5, 0.86))
        p.cubic(to: pt(0.08, 0.4), control1: pt(0.3, 0.7), control2: pt(0.08, 0.58))
        p.cubic(to: pt(0.3, 0.15), control1: pt(0.08, 0.24), control2: pt(0.18, 0.15))
        p.cubic(to: pt(0.5, 0.3), control1: pt(0.4, 0.15), control2: pt(0.47, 0.22))
        p.cubic(to: pt(0.7, 0.15), control1: pt(0.53, 0.22), control2: pt(0.6, 0.15))
        p.cubic(to: pt(0.92, 0.4), control1: pt(0.82, 0.15), control2: pt(0.92, 0.24))
        p.cubic(to: pt(0.5, 0.86), control1: pt(0.92, 0.58), control2: pt(0.7, 0.7))
        p.close()
        return p
    }()

    private static let starPath: CanvasPath = {
        var points: [(Double, Double)] = []
        for k in 0..<10 {
            let r = k % 2 == 0 ? 0.46 : 0.19
            let a = (-90 + Double(k) * 36) * .pi / 180
            points.append((0.5 + r * cos(a), 0.54 + r * sin(a)))
        }
        return poly(points, closed: true)
    }()

    private static let bellPath: CanvasPath = {
        var p = CanvasPath()
        p.move(to: pt(0.16, 0.74))
        p.line(to: pt(0.26, 0.62)); p.line(to: pt(0.26, 0.44))
        p.cubic(to: pt(0.5, 0.14), control1: pt(0.26, 0.26), control2: pt(0.38, 0.14))
        p.cubic(to: pt(0.74, 0.44), control1: pt(0.62, 0.14), control2: pt(0.74, 0.26))
        p.line(to: pt(0.74, 0.62)); p.line(to: pt(0.84, 0.74)); p.close()
        return p
    }()

    private static let personBody: CanvasPath = {
        var p = CanvasPath()
        p.move(to: pt(0.16, 0.9))
        p.cubic(to: pt(0.5, 0.58), control1: pt(0.16, 0.7), control2: pt(0.32, 0.58))
        p.cubic(to: pt(0.84, 0.9), control1: pt(0.68, 0.58), control2: pt(0.84, 0.7))
        p.close()
        return p
    }()

    private static let mappinPath: CanvasPath = {
        var p = CanvasPath()
        p.move(to: pt(0.5, 0.92))
        p.cubic(to: pt(0.24, 0.38), control1: pt(0.4, 0.74), control2: pt(0.24, 0.56))
        p.cubic(to: pt(0.5, 0.1), control1: pt(0.24, 0.22), control2: pt(0.36, 0.1))
        p.cubic(to: pt(0.76, 0.38), control1: pt(0.64, 0.1), control2: pt(0.76, 0.22))
        p.cubic(to: pt(0.5, 0.92), control1: pt(0.76, 0.56), control2: pt(0.6, 0.74))
        p.close()
        return p
    }()

    private static let speaker = poly([(0.06, 0.38), (0.2, 0.38), (0.4, 0.18), (0.4, 0.82), (0.2, 0.62), (0.06, 0.62)], closed: true)
    private static let playTriangle = poly([(0.24, 0.12), (0.88, 0.5), (0.24, 0.88)], closed: true)
    private static let forwardPair = [poly([(0.04, 0.2), (0.5, 0.5), (0.04, 0.8)], closed: true), poly([(0.5, 0.2), (0.96, 0.5), (0.5, 0.8)], closed: true)]
    private static let house = [poly([(0.08, 0.5), (0.5, 0.12), (0.92, 0.5)]), poly([(0.2, 0.4), (0.2, 0.88), (0.8, 0.88), (0.8, 0.4)])]
    private static let housePath = poly([(0.5, 0.1), (0.9, 0.46), (0.8, 0.46), (0.8, 0.88), (0.2, 0.88), (0.2, 0.46), (0.1, 0.46)], closed: true)
    private static let envelopeBox = rrect(0.06, 0.2, 0.88, 0.6, 0.08)
    private static let envelopeFlap = poly([(0.1, 0.26), (0.5, 0.56), (0.9, 0.26)])
    private static let bubble: CanvasPath = {
        var p = rrect(0.06, 0.12, 0.88, 0.62, 0.3)
        p.addPath(poly([(0.24, 0.66), (0.14, 0.9), (0.44, 0.72)], closed: true))
        return p
    }()
    private static let folderPath = poly([(0.06, 0.22), (0.38, 0.22), (0.46, 0.32), (0.94, 0.32), (0.94, 0.84), (0.06, 0.84)], closed: true)
    private static let bookmarkPath = poly([(0.26, 0.1), (0.74, 0.1), (0.74, 0.9), (0.5, 0.7), (0.26, 0.9)], closed: true)
    private static let paperplanePath = poly([(0.08, 0.46), (0.92, 0.1), (0.6, 0.9), (0.46, 0.56)], closed: true)
    private static let locationPath = poly([(0.12, 0.48), (0.88, 0.12), (0.52, 0.88), (0.44, 0.56)], closed: true)
    private static let lockShackle: CanvasPath = {
        var p = CanvasPath()
        p.move(to: pt(0.32, 0.46)); p.line(to: pt(0.32, 0.32))
        p.arc(center: pt(0.5, 0.32), radius: 0.18, startAngle: .pi, endAngle: 0, clockwise: true)
        p.line(to: pt(0.68, 0.46))
        return p
    }()
    private static let cameraBody: CanvasPath = {
        var p = rrect(0.06, 0.28, 0.88, 0.58, 0.1)
        p.addPath(poly([(0.32, 0.3), (0.4, 0.16), (0.6, 0.16), (0.68, 0.3)], closed: true))
        return p
    }()
    private static let boltPath = poly([(0.56, 0.06), (0.2, 0.56), (0.46, 0.56), (0.4, 0.94), (0.8, 0.42), (0.54, 0.42)], closed: true)
    private static let eyeOutline: CanvasPath = {
        var p = CanvasPath()
        p.move(to: pt(0.04, 0.5))
        p.cubic(to: pt(0.96, 0.5), control1: pt(0.26, 0.14), control2: pt(0.74, 0.14))
        p.cubic(to: pt(0.04, 0.5), control1: pt(0.74, 0.86), control2: pt(0.26, 0.86))
        p.close()
        return p
    }()
    private static let pencilBody = poly([(0.16, 0.84), (0.2, 0.66), (0.68, 0.18), (0.82, 0.32), (0.34, 0.8)], closed: true)

    private static let base: [String: SymbolGlyph] = [
        "circle": SymbolGlyph(strokes: [circle(0.5, 0.5, ringRadius)]),
        "circle.fill": filled([circle(0.5, 0.5, discRadius)]),
        "square": outlined([rrect(0.07, 0.07, 0.86, 0.86, 0.18)]),
        "square.fill": filled([rrect(0.04, 0.04, 0.92, 0.92, 0.2)]),
        "xmark": outlined([line(0.2, 0.2, 0.8, 0.8), line(0.8, 0.2, 0.2, 0.8)]),
        "plus": outlined([line(0.5, 0.14, 0.5, 0.86), line(0.14, 0.5, 0.86, 0.5)]),
        "minus": outlined([line(0.14, 0.5, 0.86, 0.5)]),
        "checkmark": outlined([poly([(0.16, 0.54), (0.4, 0.78), (0.86, 0.22)])]),
        "chevron.right": outlined([poly([(0.3, 0.1), (0.74, 0.5), (0.3, 0.9)])], aspect: 0.6),
        "chevron.left": outlined([mirrored(poly([(0.3, 0.1), (0.74, 0.5), (0.3, 0.9)]))], aspect: 0.6),
        // The directional forms (a list row's disclosure indicator): flipped in right-to-left layouts.
        "chevron.forward": outlined([poly([(0.3, 0.1), (0.74, 0.5), (0.3, 0.9)])], aspect: 0.6),
        "chevron.backward": outlined([mirrored(poly([(0.3, 0.1), (0.74, 0.5), (0.3, 0.9)]))], aspect: 0.6),
        "chevron.down": outlined([poly([(0.1, 0.3), (0.5, 0.72), (0.9, 0.3)])], aspect: 1.4),
        "chevron.up": outlined([flipped(poly([(0.1, 0.3), (0.5, 0.72), (0.9, 0.3)]))], aspect: 1.4),
        "chevron.up.chevron.down": outlined([poly([(0.2, 0.38), (0.5, 0.12), (0.8, 0.38)]), poly([(0.2, 0.62), (0.5, 0.88), (0.8, 0.62)])], aspect: 0.7),
        "arrow.down": outlined([line(0.5, 0.12, 0.5, 0.86), poly([(0.22, 0.58), (0.5, 0.86), (0.78, 0.58)])]),
        "arrow.up": outlined([flipped(line(0.5, 0.12, 0.5, 0.86)), flipped(poly([(0.22, 0.58), (0.5, 0.86), (0.78, 0.58)]))]),
        "arrow.right": outlined([turned(line(0.5, 0.12, 0.5, 0.86), -90), turned(poly([(0.22, 0.58), (0.5, 0.86), (0.78, 0.58)]), -90)]),
        "arrow.left": outlined([turned(line(0.5, 0.12, 0.5, 0.86), 90), turned(poly([(0.22, 0.58), (0.5, 0.86), (0.78, 0.58)]), 90)]),
        "arrow.clockwise": outlined([arc(0.5, 0.54, 0.34, from: -70, to: 250), poly([(0.5, 0.06), (0.64, 0.2), (0.5, 0.32)])]),
        "play": outlined([playTriangle]),
        "play.fill": filled([playTriangle]),
        "pause.fill": filled([rrect(0.2, 0.12, 0.2, 0.76, 0.05), rrect(0.6, 0.12, 0.2, 0.76, 0.05)]),
        "stop.fill": filled([rrect(0.16, 0.16, 0.68, 0.68, 0.08)]),
        "forward.fill": filled(forwardPair, aspect: 1.5),
        "backward.fill": filled(forwardPair.map(mirrored), aspect: 1.5),
        "ellipsis": filled([circle(0.16, 0.5, 0.08), circle(0.5, 0.5, 0.08), circle(0.84, 0.5, 0.08)], aspect: 1.3),
        "list.bullet": SymbolGlyph(strokes: [line(0.34, 0.24, 0.92, 0.24), line(0.34, 0.5, 0.92, 0.5), line(0.34, 0.76, 0.92, 0.76)],
                                   fills: [circle(0.1, 0.24, 0.07), circle(0.1, 0.5, 0.07), circle(0.1, 0.76, 0.07)]),
        "line.3.horizontal": outlined([line(0.1, 0.24, 0.9, 0.24), line(0.1, 0.5, 0.9, 0.5), line(0.1, 0.76, 0.9, 0.76)]),
        "line.3.horizontal.decrease": outlined([line(0.1, 0.26, 0.9, 0.26), line(0.26, 0.5, 0.74, 0.5), line(0.4, 0.74, 0.6, 0.74)]),
        "heart": outlined([heartPath]),
        "heart.fill": filled([heartPath]),
        "star": outlined([starPath]),
        "star.fill": filled([starPath]),
        "gearshape": SymbolGlyph(strokes: [circle(0.5, 0.5, 0.13)] + (0..<8).map { turned(line(0.5, 0.06, 0.5, 0.2), Double($0) * 45) }
                                   + [circle(0.5, 0.5, 0.31)]),
        "gear": SymbolGlyph(strokes: [circle(0.5, 0.5, 0.13)] + (0..<8).map { turned(line(0.5, 0.06, 0.5, 0.2), Double($0) * 45) }
                              + [circle(0.5, 0.5, 0.31)]),
        "magnifyingglass": outlined([circle(0.42, 0.42, 0.28), line(0.63, 0.63, 0.88, 0.88)]),
        "trash": outlined([line(0.12, 0.22, 0.88, 0.22), poly([(0.38, 0.22), (0.38, 0.1), (0.62, 0.1), (0.62, 0.22)]),
                           poly([(0.22, 0.22), (0.27, 0.9), (0.73, 0.9), (0.78, 0.22)]), line(0.42, 0.38, 0.42, 0.74), line(0.58, 0.38, 0.58, 0.74)]),
        "trash.fill": SymbolGlyph(strokes: [line(0.12, 0.22, 0.88, 0.22), poly([(0.38, 0.22), (0.38, 0.1), (0.62, 0.1), (0.62, 0.22)])],
                                  fills: [poly([(0.2, 0.22), (0.26, 0.92), (0.74, 0.92), (0.8, 0.22)], closed: true)],
                                  cutoutStrokes: [line(0.42, 0.38, 0.42, 0.76), line(0.58, 0.38, 0.58, 0.76)]),
        "person": outlined([circle(0.5, 0.3, 0.17), personBody]),
        "person.fill": filled([circle(0.5, 0.3, 0.18), personBody]),
        "bell": outlined([bellPath, arc(0.5, 0.8, 0.09, from: 0, to: 180)]),
        "bell.fill": filled([bellPath, circle(0.5, 0.84, 0.08)]),
        "link": outlined([turned(rrect(0.1, 0.36, 0.5, 0.28, 0.14), -45).applying(.translation(-0.08, 0.08)),
                          turned(rrect(0.4, 0.36, 0.5, 0.28, 0.14), -45).applying(.translation(0.08, -0.08))]),
        "message": outlined([bubble]),
        "message.fill": filled([bubble]),
        "envelope": outlined([envelopeBox, envelopeFlap]),
        "envelope.fill": SymbolGlyph(fills: [envelopeBox], cutoutStrokes: [envelopeFlap]),
        "note.text": outlined([rrect(0.14, 0.08, 0.72, 0.84, 0.1), line(0.3, 0.32, 0.7, 0.32), line(0.3, 0.5, 0.7, 0.5), line(0.3, 0.68, 0.56, 0.68)]),
        "doc": outlined([poly([(0.2, 0.08), (0.58, 0.08), (0.8, 0.3), (0.8, 0.92), (0.2, 0.92)], closed: true), poly([(0.58, 0.08), (0.58, 0.3), (0.8, 0.3)])]),
        "doc.text": outlined([poly([(0.2, 0.08), (0.58, 0.08), (0.8, 0.3), (0.8, 0.92), (0.2, 0.92)], closed: true), poly([(0.58, 0.08), (0.58, 0.3), (0.8, 0.3)]),
                              line(0.34, 0.5, 0.66, 0.5), line(0.34, 0.66, 0.66, 0.66), line(0.34, 0.8, 0.56, 0.8)]),
        "music.note": SymbolGlyph(strokes: [line(0.62, 0.14, 0.62, 0.72)],
                                  fills: [poly([(0.6, 0.1), (0.84, 0.2), (0.84, 0.34), (0.6, 0.26)], closed: true),
                                          CanvasPath(ellipseIn: Rect(x: 0.3, y: 0.62, width: 0.34, height: 0.24))]),
        "music.note.list": SymbolGlyph(strokes: [line(0.06, 0.2, 0.5, 0.2), line(0.06, 0.4, 0.5, 0.4), line(0.06, 0.6, 0.36, 0.6), line(0.8, 0.16, 0.8, 0.72)],
                                       fills: [poly([(0.78, 0.12), (0.96, 0.2), (0.96, 0.32), (0.78, 0.25)], closed: true),
                                               CanvasPath(ellipseIn: Rect(x: 0.52, y: 0.64, width: 0.3, height: 0.22))]),
        "music.mic": outlined([rrect(0.38, 0.08, 0.24, 0.48, 0.12), arc(0.5, 0.42, 0.24, from: 0, to: 180), line(0.5, 0.66, 0.5, 0.86),
                               line(0.34, 0.9, 0.66, 0.9)]),
        "square.stack": outlined([rrect(0.12, 0.34, 0.76, 0.58, 0.1), line(0.2, 0.22, 0.8, 0.22), line(0.28, 0.1, 0.72, 0.1)]),
        "square.and.arrow.up": outlined([poly([(0.32, 0.4), (0.2, 0.4), (0.2, 0.92), (0.8, 0.92), (0.8, 0.4), (0.68, 0.4)]),
                                         line(0.5, 0.06, 0.5, 0.62), poly([(0.32, 0.24), (0.5, 0.06), (0.68, 0.24)])]),
        "square.and.pencil": outlined([poly([(0.5, 0.16), (0.12, 0.16), (0.12, 0.88), (0.84, 0.88), (0.84, 0.5)]),
                                       poly([(0.42, 0.62), (0.44, 0.5), (0.8, 0.14), (0.9, 0.24), (0.54, 0.6)], closed: true)]),
        "pencil": outlined([pencilBody, line(0.6, 0.26, 0.74, 0.4)]),
        "mappin": outlined([mappinPath, circle(0.5, 0.38, 0.1)]),
        "mappin.fill": SymbolGlyph(fills: [mappinPath], cutouts: [circle(0.5, 0.38, 0.1)]),
        "speaker.fill": filled([poly([(0.12, 0.36), (0.4, 0.36), (0.84, 0.1), (0.84, 0.9), (0.4, 0.64), (0.12, 0.64)], closed: true)], aspect: 0.7),
        "speaker.wave.1.fill": SymbolGlyph(aspect: 1.1, strokes: [arc(0.4, 0.5, 0.18, from: -50, to: 50)], fills: [speaker]),
        "speaker.wave.2.fill": SymbolGlyph(aspect: 1.3, strokes: [arc(0.4, 0.5, 0.18, from: -50, to: 50), arc(0.4, 0.5, 0.32, from: -50, to: 50)],
                                           fills: [speaker]),
        "speaker.wave.3.fill": SymbolGlyph(aspect: 1.5, strokes: [arc(0.4, 0.5, 0.18, from: -50, to: 50), arc(0.4, 0.5, 0.32, from: -50, to: 50),
                                                                   arc(0.4, 0.5, 0.46, from: -50, to: 50)], fills: [speaker]),
        "info": SymbolGlyph(strokes: [line(0.5, 0.42, 0.5, 0.8)], fills: [circle(0.5, 0.22, 0.08)]),
        "questionmark": SymbolGlyph(strokes: [arc(0.5, 0.32, 0.2, from: 180, to: 80), line(0.5, 0.52, 0.5, 0.64)], fills: [circle(0.5, 0.84, 0.07)]),
        "exclamationmark": SymbolGlyph(strokes: [line(0.5, 0.12, 0.5, 0.62)], fills: [circle(0.5, 0.84, 0.07)]),
        "bag": outlined([rrect(0.14, 0.32, 0.72, 0.6, 0.08), arc(0.5, 0.32, 0.17, from: 180, to: 0)]),
        "bag.fill": SymbolGlyph(strokes: [arc(0.5, 0.32, 0.17, from: 180, to: 0)], fills: [rrect(0.14, 0.32, 0.72, 0.6, 0.08)]),
        "cart": outlined([poly([(0.04, 0.16), (0.18, 0.16), (0.3, 0.66), (0.82, 0.66), (0.92, 0.3), (0.22, 0.3)]),
                          circle(0.36, 0.82, 0.07), circle(0.76, 0.82, 0.07)]),
        // The basket filled, the handle and frame stroked, the wheels solid.
        "cart.fill": SymbolGlyph(strokes: [poly([(0.04, 0.16), (0.18, 0.16), (0.3, 0.66), (0.82, 0.66)])],
                                 fills: [poly([(0.22, 0.3), (0.92, 0.3), (0.82, 0.66), (0.3, 0.66)], closed: true),
                                         circle(0.36, 0.82, 0.09), circle(0.76, 0.82, 0.09)]),
        "creditcard": outlined([rrect(0.06, 0.2, 0.88, 0.6, 0.1), line(0.06, 0.38, 0.94, 0.38), line(0.18, 0.64, 0.42, 0.64)], aspect: 1.3),
        "tag": outlined([poly([(0.1, 0.1), (0.5, 0.1), (0.92, 0.52), (0.52, 0.92), (0.1, 0.5)], closed: true), circle(0.3, 0.3, 0.07)]),
        "house": outlined(house),
        "house.fill": filled([housePath]),
        "calendar": outlined([rrect(0.08, 0.16, 0.84, 0.76, 0.12), line(0.08, 0.38, 0.92, 0.38), line(0.3, 0.06, 0.3, 0.24), line(0.7, 0.06, 0.7, 0.24)]),
        "clock": outlined([circle(0.5, 0.5, ringRadius), poly([(0.5, 0.25), (0.5, 0.5), (0.68, 0.61)])]),
        "photo": SymbolGlyph(strokes: [rrect(0.06, 0.16, 0.88, 0.68, 0.1), poly([(0.14, 0.76), (0.38, 0.48), (0.56, 0.66), (0.66, 0.56), (0.86, 0.76)])],
                             fills: [circle(0.7, 0.36, 0.07)]),
        "camera": outlined([cameraBody, circle(0.5, 0.56, 0.15)]),
        "camera.fill": SymbolGlyph(fills: [cameraBody], cutouts: [circle(0.5, 0.56, 0.16)]),
        "folder": outlined([folderPath]),
        "folder.fill": filled([folderPath]),
        "paperplane": outlined([paperplanePath, line(0.46, 0.56, 0.92, 0.1)]),
        "paperplane.fill": SymbolGlyph(fills: [paperplanePath], cutoutStrokes: [line(0.46, 0.56, 0.86, 0.16)]),
        "location": outlined([locationPath]),
        "location.fill": filled([locationPath]),
        "lock": outlined([rrect(0.2, 0.46, 0.6, 0.46, 0.1), lockShackle]),
        "lock.fill": SymbolGlyph(strokes: [lockShackle], fills: [rrect(0.18, 0.44, 0.64, 0.5, 0.1)]),
        "bookmark": outlined([bookmarkPath]),
        "bookmark.fill": filled([bookmarkPath]),
        "globe": outlined([circle(0.5, 0.5, ringRadius), CanvasPath(ellipseIn: Rect(x: 0.3235, y: 0.112, width: 0.353, height: 0.776)),
                           line(0.112, 0.5, 0.888, 0.5)]),
        "bolt.fill": filled([boltPath]),
        "eye": outlined([eyeOutline, circle(0.5, 0.5, 0.14)]),
        "eye.fill": SymbolGlyph(fills: [eyeOutline], cutouts: [circle(0.5, 0.5, 0.16)]),
    ]
}
