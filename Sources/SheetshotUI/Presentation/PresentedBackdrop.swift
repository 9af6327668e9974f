import Canvas
import SheetWidget
import Widgets

/// What a sheet presented from a sheet is drawn over: the first sheet's whole picture — the screen behind
/// it, its dimming and the sheet at its detent — drawn once and laid over the screen as a host. The sheet
/// on top dims it, and at its large detent pushes it back as a card, as iOS steps the first sheet back
/// into the stack (its top peeking above).
final class PresentedBackdrop: Node {
    /// The sheet stepped back.
    let scene: SheetScene
    /// Its picture, at the scale the sheet on top is drawn at.
    let picture: CanvasImage
    /// When the sheet on top is at the top of the screen and this one was too: this sheet drawn as a card
    /// — shrunk by `scale` toward its top centre, its top (at `sheetTop` in the picture) moved to `topAbove`,
    /// its corners `cornerRadius` — over black, with the picture's status bar band kept (the screen's card
    /// behind it hidden, as iOS shows only the sheet below peeking).
    var steppedBack: (scale: Double, sheetTop: Double, cornerRadius: Double, topAbove: Double)?

    init(scene: SheetScene, picture: CanvasImage) {
        self.scene = scene
        self.picture = picture
        super.init()
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        proposal.replacingUnspecified(with: scene.device.size)
    }

    override func drawContent(on canvas: Canvas, environment: Widgets.Environment) {
        guard let step = steppedBack else {
            canvas.drawImage(picture, in: frame)
            return
        }
        let size = scene.device.size
        canvas.fill(frame, with: .solid(.black))
        canvas.withSavedState {
            canvas.translate(frame.minX + size.width * (1 - step.scale) / 2, frame.minY + step.topAbove - step.sheetTop * step.scale)
            canvas.scale(step.scale, step.scale)
            canvas.clip(to: CanvasPath(roundedRect: Rect(x: 0, y: step.sheetTop, width: size.width, height: size.height - step.sheetTop),
                                 radii: CornerRadii(topLeft: step.cornerRadius, topRight: step.cornerRadius, bottomRight: 0, bottomLeft: 0),
                                 curve: .continuous))
            canvas.drawImage(picture, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        }
        // The status bar stays where it is, unscaled, as the picture has it over black.
        canvas.withSavedState {
            canvas.clip(to: CanvasPath(rect: Rect(x: frame.minX, y: frame.minY, width: size.width, height: scene.device.safeArea.top)))
            canvas.drawImage(picture, in: frame)
        }
    }

    override var kind: String { "PresentedSheet" }
}

/// A full-screen cover a sheet is presented from, as the host of that sheet.
final class PresentedCoverBackdrop: SingleChildModifier {
    override var kind: String { "PresentedCover" }
}

extension SheetScene {
    /// Whether this sheet was presented from another presentation (a sheet or a full-screen cover), which
    /// it is drawn over.
    var isStacked: Bool { host is PresentedBackdrop || host is PresentedCoverBackdrop }

    /// The sheet at the bottom of the stack this one stands on — the one the screen presented — when it
    /// stands on sheets (nil when it is not stacked, or stands on a full-screen cover).
    var stackBase: SheetScene? {
        var base: SheetScene?
        var host = self.host
        while let backdrop = host as? PresentedBackdrop {
            base = backdrop.scene
            host = backdrop.scene.host
        }
        return base.flatMap { $0.isStacked ? nil : $0 }
    }
}
