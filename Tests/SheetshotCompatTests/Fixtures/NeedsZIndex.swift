// A view file as an app writes it: `import SwiftUI`, unchanged. It uses API that SheetshotUI may not have yet
// (`zIndex`, `ScrollViewReader`, `Picker(selection:label:content:)`) and API it has; the compatibility test
// reads which errors come back and how they are ranked.
import SwiftUI

struct NeedsZIndex: View {
    @State private var choice = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Front").zIndex(1)
            ScrollViewReader { proxy in
                Text("Row")
            }
            Picker(selection: $choice, label: Text("Choice")) {
                Text("One").tag(0)
            }
        }
    }
}
