import Canvas
import SheetshotUI
import Testing

// Previews written as in an app's files: found at run time by file, with their names, lines and traits.
#Preview("Two badges") {
    HStack(spacing: 8) {
        Text("New").padding(6).background(Color.blue, in: Capsule())
        Text("Sale").padding(6).background(Color.red, in: Capsule())
    }
}

#Preview {
    Color.green
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Text("Fitted").padding(10)
}

#Preview("Fixed and turned", traits: .fixedLayout(width: 120, height: 80), .landscapeLeft) {
    Color.orange
}

#Preview("Turned", traits: .landscapeLeft) {
    Color.gray
}

struct BadgePreviews: PreviewProvider {
    static var previews: some View {
        Text("Device")
        Text("Fitting").previewLayout(.sizeThatFits).previewDisplayName("Fitting badge")
    }
}

@MainActor @Suite struct PreviewTests {
    @Test func everyPreviewOfAFileIsFoundInOrderWithItsNameLineAndTraits() throws {
        let previews = Preview.all(inFile: "PreviewTests.swift")
        #expect(previews.map(\.name) == ["Two badges", nil, "Fits", "Fixed and turned", "Turned"])
        #expect(previews.map(\.line) == [6, 13, 17, 21, 25])
        #expect(previews.allSatisfy { $0.fileID == "SheetshotUITests/PreviewTests.swift" })
        #expect(previews.map(\.layout) == [.device, .device, .sizeThatFits, .fixed(width: 120, height: 80), .device])
        #expect(previews.map(\.isLandscape) == [false, false, false, true, true])
        #expect(previews[1].displayName == "PreviewTests.swift line 13")
        // Found by the whole #fileID too, and among every preview of the program.
        #expect(Preview.all(inFile: "SheetshotUITests/PreviewTests.swift").count == 5)
        #expect(Preview.all().filter { $0.fileID.hasSuffix("/PreviewTests.swift") }.count == 5)
        #expect(Preview.all(inFile: "NoSuchFile.swift").isEmpty)
    }

    @Test func aPreviewRendersAsItsLayoutSays() throws {
        let previews = Preview.all(inFile: "PreviewTests.swift")
        let device = try ViewRenderer.render(previews[1], on: .iPhoneSE, scale: 1)
        #expect((device.width, device.height) == (375, 667))
        let centre = device.pixel(x: 187, y: 300)
        #expect(centre.g > 150 && centre.r < 100 && centre.b < 120, "the green preview fills the screen: \(centre)")

        let fitted = try ViewRenderer.render(previews[2], on: .iPhoneSE, scale: 1)
        #expect(fitted.height == 40 || fitted.height == 41, "one line of body text and 2 × 10 pt of padding: \(fitted.height)")
        #expect(fitted.width > 60 && fitted.width < 100, "\(fitted.width)")

        let fixed = try ViewRenderer.render(previews[3], on: .iPhoneSE, scale: 2)
        #expect((fixed.width, fixed.height) == (240, 160))
    }

    @Test func aPreviewProvidersTopLevelViewsAreItsPreviews() throws {
        let previews = Preview.all(of: BadgePreviews.self)
        #expect(previews.map(\.name) == [nil, "Fitting badge"])
        #expect(previews.map(\.layout) == [.device, .sizeThatFits])
        let fitting = try ViewRenderer.render(previews[1], on: .iPhoneSE, scale: 1)
        #expect(fitting.width < 100 && fitting.height < 30, "\(fitting.width)×\(fitting.height)")
    }

    @Test func landscapeTurnsTheDevice() throws {
        let turned = try ViewRenderer.render(Preview.all(inFile: "PreviewTests.swift")[4], on: .iPhoneSE, scale: 1)
        #expect((turned.width, turned.height) == (667, 375))
    }
}
