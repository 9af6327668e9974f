// A view file that compiles against SheetshotUI as it is, with a preview.
import SwiftUI

struct Compiles: View {
    var title = "Hello"
    var body: some View {
        Text(title).padding()
    }
}

#Preview {
    Compiles()
}
