// Canvas's types that share SwiftUI's names, for these tests (only they are imported here, so `Canvas`
// below is the module).
import struct Canvas.Color
import struct Canvas.Path
import struct Canvas.Image

typealias CanvasColor = Canvas.Color
typealias CanvasPath = Canvas.Path
typealias CanvasImage = Canvas.Image
