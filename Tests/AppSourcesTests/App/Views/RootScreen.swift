import SwiftUI
import UIKit

// Assets as an app names them: Xcode's generated symbols (`Image(.heroPhoto)`, `.brand`), a JPEG image set, a
// data set, a loose picture among the app's files, and the accent colour its catalogue sets.
struct RootScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Image(.heroPhoto)
            Image(.landscape)
            Image("badge")
            Rectangle().fill(.brand).frame(width: 10, height: 10)
            Color(.brand).frame(width: 10, height: 10)
            Rectangle().fill(Color.accentColor).frame(width: 10, height: 10)
            Text(NSDataAsset(name: "Greeting").map { String(decoding: $0.data, as: UTF8.self) } ?? "no data set")
            ForEach(Catalog.fruits, id: \.self) { Text($0.name) }
        }
    }
}

struct RootScreen_Previews: PreviewProvider {
    static var previews: some View {
        RootScreen().preferredColorScheme(.dark)
    }
}
