import ArgumentParser
import Canvas
import Dispatch
import Foundation
import SheetshotUI
import Widgets

/// Times a SwiftUI screen with a presented sheet through SheetshotUI: built and laid out, rendered (built,
/// laid out and drawn), and rendered and written as PNG — medians of repeated runs, in the build
/// configuration it was built in (`swift run -c release sheetshotui-bench`, and `swift run
/// sheetshotui-bench` for the debug build `swift test` uses).
@main
struct SheetshotUIBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheetshotui-bench",
        abstract: "Median time to lay out, render, and render and encode a SwiftUI screen with a presented sheet.")

    @Option(help: "How many timed runs (after one warm-up).") var runs = 15
    @Option(help: "Pixels per point (default: the device's, 3 on the iPhone 15 Pro).") var scale: Double?
    @Option(help: "Write the rendered frame here.") var out: String?
    @Option(help: "The vector paths the kernels may take: all (this CPU's), avx2 (no AVX-512, as most CI runners), scalar (none).")
    var vectorPaths: String = "all"

    func run() throws {
        // (A command runs on the main thread: SheetshotUI's views are built there.)
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor private func measure() throws {
        guard (1...10_000).contains(runs) else { throw ValidationError("--runs is a count from 1 to 10000, not \(runs)") }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 4) {
            throw ValidationError("--scale is a number of pixels per point above 0 and at most 4, not \(scale)")
        }
        guard let paths = VectorPaths(rawValue: vectorPaths) else {
            throw ValidationError("--vector-paths is all, avx2 or scalar, not \(vectorPaths)")
        }
        VectorPaths.use(paths)
        let screen = BenchOrderScreen(), device = DevicePreset.iPhone15Pro, scale = self.scale
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif
        let layout = try median { _ = try ViewRenderer.layout(screen, on: device) }
        var canvas = try ViewRenderer.render(screen, on: device, scale: scale)
        let render = try median { canvas = try ViewRenderer.render(screen, on: device, scale: scale) }
        var png: [UInt8] = []
        let both = try median { png = try ViewRenderer.render(screen, on: device, scale: scale).pngData() }
        let encode = try median { _ = try canvas.pngData() }
        print("SwiftUI order screen with its tip sheet at the medium detent, \(device.name), \(canvas.width)x\(canvas.height) pixels, "
              + "\(configuration) build, vector paths \(paths.rawValue), runs=\(runs)")
        print(String(format: "sheetshotui        layout %8.2f ms   render %8.2f ms   render + png %8.2f ms   (png alone %.2f ms, %d KiB)",
                     layout, render, both, encode, png.count / 1024))
        if let out { try canvas.writePNG(to: out) }
    }

    /// The median of `runs` timings of `body`, in milliseconds, after one untimed run.
    private func median(_ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        return times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    }
}
