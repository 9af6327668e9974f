import SheetWidget
import Widgets

/// The app's share sheet: a title row in the header and a list of destinations, on Fluent's sheet.
public enum ShareSheet {
    /// The destinations, top to bottom.
    public static let destinations = ["Messages", "Mail", "Notes", "Copy link"]

    /// The sheet on `device`, resting at `state`.
    public static func scene(device: DevicePreset = .iPhone15Pro, colorScheme: ColorScheme = .light,
                             state: SheetState = .collapsed) -> SheetScene {
        var configuration = SheetConfiguration()
        configuration.headerContentHeight = 56
        configuration.collapsedContentHeight = 56
        let header = HStack {
            Text("Share “Holiday photos”", size: 17, weight: .semibold).layoutPriority(1)
            Spacer()
            Text("Done", size: 17, weight: .semibold, color: .semantic(.tint)).tappable().id("done")
        }.padding(DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)).frame(height: 56)
        let content = VStack(alignment: .leading, spacing: 0) {
            for (i, name) in destinations.enumerated() {
                Text(name, size: 17)
                    .padding(DirectionalInsets(top: 14, leading: 16, bottom: 14, trailing: 16))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .tappable().id("destination-\(i)")
                if i + 1 < destinations.count { Divider().padding(DirectionalInsets(leading: 16)) }
            }
        }
        return SheetScene(header: header, content: content, configuration: configuration,
                          style: .fluent(dark: colorScheme == .dark), device: device, colorScheme: colorScheme,
                          position: .state(state))
    }
}
