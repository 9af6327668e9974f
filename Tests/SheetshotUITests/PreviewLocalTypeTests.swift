import Canvas
import SheetshotUI
import Testing

// A preview that declares its view inside its own closure, as many apps do to give a preview state. With a
// generic body type the compiler crashed mangling this file (the local type became part of the closure's
// type); that this file builds at all is half of the test.
#Preview("Local container") {
    struct Container: View {
        @State private var isOn = true

        var body: some View {
            (isOn ? Color.purple : Color.yellow)
                .ignoresSafeArea()
        }
    }

    return Container()
}

@MainActor @Suite struct PreviewLocalTypeTests {
    @Test func aPreviewWhoseViewTypeIsDeclaredInItsClosureRendersWithItsState() throws {
        let previews = Preview.all(inFile: "PreviewLocalTypeTests.swift")
        #expect(previews.map(\.name) == ["Local container"])
        let picture = try ViewRenderer.render(try #require(previews.first), on: .iPhoneSE, scale: 1)
        let centre = picture.pixel(x: 187, y: 300)
        #expect(centre.r > 150 && centre.b > 150 && centre.g < 100, "the state's initial value picks purple: \(centre)")
    }
}
