import Canvas
import Testing
import Widgets
@testable import SheetWidget

/// REFERENCE.md §1's Fluent geometry, on an iPhone 15 Pro (393 × 852 pt, safe area 59 / 34).
@Suite struct SheetGeometryTests {
    let phone = Size(393, 852), phoneSafe = EdgeInsets(top: 59, bottom: 34)

    func config(_ edit: (inout SheetConfiguration) -> Void = { _ in }) -> SheetConfiguration {
        var c = SheetConfiguration()
        c.headerContentHeight = 44
        c.partialHeightResolver = { _ in 400 }
        edit(&c)
        return c
    }

    @Test func stateHeightsAndOffsets() throws {
        let g = try SheetGeometry(configuration: config(), containerSize: phone, safeArea: phoneSafe)
        #expect(g.maximumHeight == 768)                       // 852 − 59 − 25
        #expect(g.collapsedHeight == 98)                      // 44 header + 20 strip + 34 safe area
        #expect(g.partialHeight == 434)                       // 400 + 34
        #expect(g.expandedHeight == 768)
        #expect(g.offset(for: .collapsed) == 754 && g.offset(for: .partial) == 418 && g.offset(for: .expanded) == 84)
        #expect(g.offset(for: .hidden) == 852)
        #expect(g.states == [.expanded, .partial, .collapsed, .hidden])
        // A preferred content height caps expanded; collapsed content replaces the header's height.
        let short = try SheetGeometry(configuration: config { $0.preferredExpandedContentHeight = 300; $0.collapsedContentHeight = 60 },
                                      containerSize: phone, safeArea: phoneSafe)
        #expect(short.expandedHeight == 398 && short.collapsedHeight == 114)
        // Resolvers see the maximum height and override the rule.
        let resolved = try SheetGeometry(configuration: config { $0.collapsedHeightResolver = { $0.maximumHeight / 8 } },
                                         containerSize: phone, safeArea: phoneSafe)
        #expect(resolved.collapsedHeight == 96 + 34)
    }

    @Test func nearbyPartialMergesAndShortContainersAreRestricted() throws {
        let near = try SheetGeometry(configuration: config { $0.partialHeightResolver = { _ in 80 } }, containerSize: phone, safeArea: phoneSafe)
        #expect(near.partialHeight == nil && near.states == [.expanded, .collapsed, .hidden])
        #expect(near.offset(for: .partial) == near.offset(for: .collapsed))
        let nearTop = try SheetGeometry(configuration: config { $0.partialHeightResolver = { $0.maximumHeight - 60 } }, containerSize: phone, safeArea: phoneSafe)
        #expect(nearTop.partialHeight == nil)  // 768 − 60 + 34 = 742: within 50 of 768
        let restricted = try SheetGeometry(configuration: config(), containerSize: Size(393, 120), safeArea: .zero)
        #expect(restricted.isHeightRestricted && restricted.collapsedHeight == restricted.expandedHeight && restricted.partialHeight == nil)
        #expect(restricted.states == [.expanded, .hidden])
        #expect(restricted.dimmingFactor(atOffset: restricted.offset(for: .expanded)) == 1)
        #expect(restricted.dimmingFactor(atOffset: (restricted.offset(for: .expanded) + 120) / 2) == 0.5)
    }

    @Test func dimmingFollowsTheOffset() throws {
        let g = try SheetGeometry(configuration: config(), containerSize: phone, safeArea: phoneSafe)
        #expect(g.dimmingFactor(atOffset: 84) == 1 && g.dimmingFactor(atOffset: 40) == 1)
        #expect(g.dimmingFactor(atOffset: 418) == 0 && g.dimmingFactor(atOffset: 754) == 0)
        #expect(abs(g.dimmingFactor(atOffset: 251) - 0.5) < 1e-12)
        // Without a partial state the curve runs to collapsed.
        let two = try SheetGeometry(configuration: config { $0.partialHeightResolver = nil }, containerSize: phone, safeArea: phoneSafe)
        #expect(abs(two.dimmingFactor(atOffset: (84 + 754) / 2) - 0.5) < 1e-12)
        // A sheet that cannot expand never dims.
        let fixed = try SheetGeometry(configuration: config { $0.isExpandable = false }, containerSize: phone, safeArea: phoneSafe)
        #expect(fixed.dimmingFactor(atOffset: 0) == 0 && fixed.handleStripHeight == 0 && fixed.collapsedHeight == 78)
        #expect(fixed.states == [.expanded, .hidden])
        #expect(g.dimmingFactor(atOffset: .nan) == 0)
    }

    @Test func expandedContentFades() throws {
        let g = try SheetGeometry(configuration: config(), containerSize: phone, safeArea: phoneSafe)
        #expect(g.expandedContentAlpha(atOffset: 754) == 0 && g.expandedContentAlpha(atOffset: 800) == 0)
        #expect(g.expandedContentAlpha(atOffset: 739) == 0.5)   // 15 of the 30 pt fade
        #expect(g.expandedContentAlpha(atOffset: 700) == 1)
        let shown = try SheetGeometry(configuration: config { $0.shouldHideCollapsedContent = false }, containerSize: phone, safeArea: phoneSafe)
        #expect(shown.expandedContentAlpha(atOffset: 754) == 1)
        // The fade is never longer than the distance to the next state.
        let tight = try SheetGeometry(configuration: config { $0.partialHeightResolver = nil; $0.preferredExpandedContentHeight = 20 },
                                      containerSize: phone, safeArea: phoneSafe)
        #expect(tight.partialHeight == nil)
    }

    @Test func widthClampingAndAnchoring() throws {
        let pad = Size(820, 1180), padSafe = EdgeInsets(top: 24, bottom: 20)
        func g(_ edit: (inout SheetConfiguration) -> Void, _ direction: LayoutDirection = .leftToRight, max: Double? = nil) throws -> SheetGeometry {
            try SheetGeometry(configuration: config { $0.shouldAlwaysFillWidth = false; edit(&$0) }, containerSize: pad, safeArea: padSafe,
                              layoutDirection: direction, maximumWidth: max)
        }
        #expect(try g { _ in }.panelWidth == 610 && (try g { _ in }).panelX == 105)
        #expect(try g { $0.anchoredEdge = .leading }.panelX == 8)
        #expect(try g { $0.anchoredEdge = .trailing }.panelX == 202)
        #expect(try g({ $0.anchoredEdge = .leading }, .rightToLeft).panelX == 202)
        #expect(try g { $0.preferredWidth = 200 }.panelWidth == 300)
        #expect(try g { $0.preferredWidth = 900 }.panelWidth == 610)
        let narrow = try SheetGeometry(configuration: config { $0.shouldAlwaysFillWidth = false }, containerSize: Size(280, 600), safeArea: .zero)
        #expect(narrow.panelWidth == 280 && narrow.panelX == 0)
        let material = try SheetGeometry(configuration: config(), containerSize: pad, safeArea: padSafe, maximumWidth: 640)
        #expect(material.panelWidth == 640 && material.panelX == 90)
    }

    @Test func flexibleAndFixedPanels() throws {
        let fixed = try SheetGeometry(configuration: config(), containerSize: phone, safeArea: phoneSafe)
        #expect(fixed.panelFrame(atOffset: 418) == Rect(x: 0, y: 418, width: 393, height: 768))
        let flexible = try SheetGeometry(configuration: config { $0.isFlexibleHeight = true }, containerSize: phone, safeArea: phoneSafe)
        #expect(flexible.panelFrame(atOffset: 418).height == 434)
        #expect(flexible.panelFrame(atOffset: 820).height == 98)   // never shorter than collapsed
        #expect(fixed.nearestState(toOffset: 500) == .partial && fixed.nearestState(toOffset: 840) == .hidden)
    }

    @Test func badConfigurationIsAClearError() throws {
        #expect(throws: SheetConfigurationError(field: "headerContentHeight", reason: "-4.0 is negative")) {
            try SheetGeometry(configuration: config { $0.headerContentHeight = -4 }, containerSize: phone, safeArea: phoneSafe)
        }
        #expect(throws: SheetConfigurationError(field: "preferredWidth", reason: "nan is not a finite number")) {
            try SheetGeometry(configuration: config { $0.preferredWidth = .nan }, containerSize: phone, safeArea: phoneSafe)
        }
        #expect(throws: SheetConfigurationError(field: "partialHeightResolver", reason: "the resolver returned -inf")) {
            try SheetGeometry(configuration: config { $0.partialHeightResolver = { _ in -.infinity } }, containerSize: phone, safeArea: phoneSafe)
        }
        #expect(throws: SheetConfigurationError.self) {
            try SheetGeometry(configuration: config(), containerSize: Size(393, 80), safeArea: phoneSafe)  // shorter than its safe areas
        }
        // A header taller than the screen is clamped to the maximum height, documented in SheetGeometry.
        let tall = try SheetGeometry(configuration: config { $0.headerContentHeight = 5000 }, containerSize: phone, safeArea: phoneSafe)
        #expect(tall.collapsedHeight == 768 && tall.isHeightRestricted)
    }
}
