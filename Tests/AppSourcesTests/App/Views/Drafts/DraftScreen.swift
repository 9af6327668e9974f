import SwiftUI

// A draft the fixture's Xcode project leaves out of its iOS app target (an exception of the synchronized
// folder App), as apps keep unfinished screens: it does not compile, and the app route must not compile it.
struct DraftScreen: View {
    var body: some View {
        Text(undefinedDraftTitle)
    }
}
