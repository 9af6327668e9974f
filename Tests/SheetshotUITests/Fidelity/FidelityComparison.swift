/// The landmarks recorded in one iOS picture: its size in pixels and each probe's boxes, in points.
struct IOSShotLandmarks: Sendable {
    let pixels: [Int]
    let boxes: [String: [Box]]
}

/// SheetshotUI's picture of a shot against iOS's landmarks: every landmark and how far it is off.
struct FidelityComparison {
    /// One landmark: its name, its offset in points, and the offset allowed.
    struct Landmark {
        /// What is measured ("blue panel horizontal", "lines 2 vertical"), stable across changes.
        let key: String
        /// The key with both boxes.
        let name: String
        let offset: Double
        let allowed: Double
        var isWithin: Bool { offset <= allowed + 1e-9 }
    }

    var landmarks: [Landmark] = []

    init(shot: FidelityShot, ours: PixelImage, ios: IOSShotLandmarks) {
        let points = { (v: Int) in Double(v) / shot.scale }
        if shot.sizeIsLandmark {
            landmarks.append(Landmark(key: "picture width", name: "picture width (iOS \(points(ios.pixels[0])), here \(points(ours.width)))",
                                      offset: abs(points(ours.width) - points(ios.pixels[0])), allowed: 2))
            landmarks.append(Landmark(key: "picture height", name: "picture height (iOS \(points(ios.pixels[1])), here \(points(ours.height)))",
                                      offset: abs(points(ours.height) - points(ios.pixels[1])), allowed: 1))
        } else {
            landmarks.append(Landmark(key: "picture size", name: "picture size (iOS \(ios.pixels), here \([ours.width, ours.height]))",
                                      offset: ours.width == ios.pixels[0] && ours.height == ios.pixels[1] ? 0 : .infinity, allowed: 0))
        }
        for probe in shot.probes {
            let theirs = ios.boxes[probe.name] ?? [], mine = probe.boxes(in: ours, scale: shot.scale)
            guard theirs.count == mine.count else {
                landmarks.append(Landmark(key: "\(probe.name) count", name: "\(probe.name): \(mine.count) boxes \(mine) for iOS's \(theirs.count) \(theirs)",
                                          offset: .infinity, allowed: 0))
                continue
            }
            for (k, (a, b)) in zip(theirs, mine).enumerated() {
                let o = a.offsets(to: b)
                let label = theirs.count > 1 ? "\(probe.name) \(k + 1)" : probe.name
                landmarks.append(Landmark(key: "\(label) horizontal", name: "\(label) left and right edges (iOS \(a), here \(b))",
                                          offset: o.horizontal, allowed: probe.textWidth ? 2 : 1))
                landmarks.append(Landmark(key: "\(label) vertical", name: "\(label) top and bottom edges (iOS \(a), here \(b))",
                                          offset: o.vertical, allowed: 1))
            }
        }
    }

    var count: Int { landmarks.count }
    var within: Int { landmarks.filter(\.isWithin).count }
    /// The largest offset, or "—" when every landmark is within.
    var worstDescription: String {
        guard let worst = landmarks.max(by: { $0.offset < $1.offset }) else { return "—" }
        if worst.offset.isInfinite { return "a box missing or extra" }
        return String(format: "%.2f", worst.offset)
    }
}
