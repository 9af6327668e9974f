// A view file as an app writes it — `import SwiftUI`, unchanged — using names no SwiftUI has (so they stay
// missing however much SheetshotUI grows): the compatibility test reads which errors come back and how the
// tool ranks them.
import SwiftUI

struct HasGaps: View {
    @State private var on = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Front").sheetshotTestOnlyModifier(1)
            NotAViewAnywhere()
        }
    }

    // (Its own expression, so the compiler reports it whatever happens to the body's.)
    var toggle: some View {
        Toggle(isOn: $on, notALabel: 3) { Text("Wi-Fi") }
    }
}
