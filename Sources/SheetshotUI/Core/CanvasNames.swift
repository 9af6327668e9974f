// Canvas's types whose names SheetshotUI gives to SwiftUI's own (Color, Path, LinearGradient, …), under
// names of their own. Only these are imported here, so `Canvas` below is the module, not its class.
import struct Canvas.Color
import struct Canvas.Path
import struct Canvas.LinearGradient
import struct Canvas.RadialGradient
@_exported import enum Canvas.TextAlignment
import struct Canvas.EdgeInsets
import struct Canvas.Image
import struct Canvas.StrokeStyle
import struct Canvas.Font

typealias CanvasColor = Canvas.Color
typealias CanvasPath = Canvas.Path
typealias CanvasLinearGradient = Canvas.LinearGradient
typealias CanvasRadialGradient = Canvas.RadialGradient
/// How lines of multi-line text are aligned (SwiftUI's `TextAlignment`).
public typealias TextAlignment = Canvas.TextAlignment
typealias CanvasEdgeInsets = Canvas.EdgeInsets
typealias CanvasImage = Canvas.Image
typealias CanvasStrokeStyle = Canvas.StrokeStyle
typealias CanvasFont = Canvas.Font
