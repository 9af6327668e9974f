import Canvas
import Foundation
import SheetshotFiles
import SheetshotUI
import SheetshotGallery
import Widgets

/// Writes a documentation gallery of `module`'s previews into `folder`: for each preview, its variants
/// side by side — full-size PNGs under `previews/`, thumbnails `thumbnailWidth` pixels wide under `thumbs/`
/// — and what VoiceOver reads on its first variant, on a static `index.html` (one section per source file).
/// A preview with a `.snapshotScenario` trait also gets its scripted interaction as an APNG under
/// `animations/`, linked from its first picture. A preview that cannot be rendered is listed with the reason. With `shard`, only that shard's previews
/// are written; `GalleryPage.merge(_:into:)` joins the shards' folders.
///
/// ```swift
/// @MainActor @Test func gallery() throws {
///     try writePreviewGallery(of: "OrderFeature", variants: .standard + .iPad, to: "docs/gallery")
/// }
/// ```
///
/// `assertPreviewSnapshots` (both snapshot libraries') writes the same gallery as it checks when
/// `SHEETSHOT_GALLERY` names a folder (each module into its subfolder): `writePreviewGalleryIfAsked(of:variants:shard:including:environment:)`.
/// - Throws: `GalleryError` when the module has no previews; what writing a file throws.
@MainActor @discardableResult
public func writePreviewGallery(of module: String, variants: PreviewVariants = .standard, shard: PreviewShard? = nil,
                                including include: (Preview) -> Bool = { _ in true }, to folder: String,
                                thumbnailWidth: Int = 360) throws -> GalleryPage {
    let all = Preview.all(inModule: module).filter(include)
    guard !all.isEmpty else {
        throw GalleryError("no #Preview found in module \(module) (modules with previews linked here: "
                           + "\(Preview.modules.isEmpty ? "none" : Preview.modules.joined(separator: ", ")))")
    }
    let previews = all.filter { shard?.includes($0.snapshotName) ?? true }
    var sections: [String: [GalleryPage.Row]] = [:], order: [String] = []
    // A trap in a preview ends the process: the note names the preview it happened in.
    PreviewCrashNote.whileChecking {
        for preview in previews {
            let file = preview.fileID.split(separator: "/").last.map(String.init) ?? preview.fileID
            if sections[file] == nil { order.append(file) }
            var pictures: [GalleryPage.Picture] = [], text: String? = nil, problems: [String] = []
            for configuration in (preview.variants ?? variants).configurations {
                PreviewCrashNote.note(preview, variant: configuration.name)
                // One escaped component, as the reference's name is (a device or locale name is never a path).
                let stem = FileName.component("\(preview.snapshotName)_\(configuration.name)", maximumBytes: 200)
                let base = stem + ".png"
                do {
                    let image = try ViewRenderer.render(preview, in: configuration).makeImage()
                    var animation: String? = nil
                    if let scenario = preview.scenario, pictures.isEmpty {
                        // The scripted interaction, on the first screen, at half the display scale (an animation
                        // is many frames) and 15 frames a second.
                        var small = configuration
                        small.scale = (configuration.scale ?? configuration.device.scale) / 2
                        let name = "animations/\(stem).apng"
                        try OutputFolder.create(folder)
                        // A real folder (never a link) and no link where the file goes: the APNG is written by path.
                        let out = try ConfinedFolder(folder), file = try RelativePath(name)
                        try out.makeFolder(try RelativePath("animations"))
                        if out.entry(file) == .link {
                            throw FileError(.write, out.display(file), "it is a symbolic link (not written through)")
                        }
                        try ViewRenderer.clip(of: preview.makeView(), in: small, scenario: scenario, fps: 15)
                            .writeAPNG(to: out.display(file))
                        animation = name
                    }
                    pictures.append(try GalleryPage.Picture.write(image, file: "previews/" + base, thumbnail: "thumbs/" + base, caption: configuration.name,
                                                                  into: folder, thumbnailWidth: thumbnailWidth, animation: animation))
                    if text == nil { text = try? ViewRenderer.accessibilityDump(preview.makeView(), in: configuration) }
                } catch {
                    problems.append("\(configuration.name): \(error)")
                }
            }
            let problem = problems.isEmpty ? nil : "Could not be rendered:\n" + problems.joined(separator: "\n")
            sections[file, default: []].append(GalleryPage.Row(title: FileName.visible(preview.name ?? preview.displayName),
                                                               detail: "\(preview.fileID), line \(preview.line)", pictures: pictures, text: text,
                                                               problem: problem))
        }
        PreviewCrashNote.note(nil, variant: "")
    }
    let page = GalleryPage(title: "\(module) previews",
                           introduction: "\(previews.count) preview\(previews.count == 1 ? "" : "s")\(shard.map { " (shard \($0))" } ?? ""), each on "
                               + "\((variants.configurations.map(\.name)).joined(separator: ", ")) unless it asks for other screens. "
                               + "Rendered by Sheetshot on Linux; click a picture for full size.",
                           sections: order.map { GalleryPage.Section(title: $0, rows: sections[$0]!) })
    try page.write(to: folder)
    return page
}

/// Writes `module`'s preview gallery into `<folder>/<module>/` for the folder `SHEETSHOT_GALLERY` names
/// (the `sheetshot-gallery` command plugin sets it for the tests it runs), and the folder's `index.html`
/// linking every module's gallery there (what `assertPreviewSnapshots` does after its checks); returns why
/// it could not be written, or nil.
@MainActor
public func writePreviewGalleryIfAsked(of module: String, variants: PreviewVariants, shard: PreviewShard?,
                                       including include: (Preview) -> Bool,
                                       environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    guard let folder = environment["SHEETSHOT_GALLERY"], !folder.isEmpty else { return nil }
    let subfolder = (folder.hasSuffix("/") ? folder : folder + "/") + FileName.component(module)
    do {
        // The module's folder is a real folder in the gallery folder, never a link committed there.
        try OutputFolder.create(folder)
        try ConfinedFolder(folder).makeFolder(try RelativePath(components: [FileName.component(module)]))
        try writePreviewGallery(of: module, variants: variants, shard: shard, including: include, to: subfolder)
        try GalleryIndex.write(in: folder)
        return nil
    } catch {
        return "The gallery SHEETSHOT_GALLERY asks for could not be written to \(subfolder): \(error)"
    }
}
