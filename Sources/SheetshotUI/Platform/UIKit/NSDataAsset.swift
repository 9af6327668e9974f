import Foundation

/// The data of an asset catalogue's data set (UIKit's `NSDataAsset`): a JSON file, a sound, anything an app
/// keeps in its catalogue. The first catalogue with a data set of the name has it (`AssetCatalogs`).
public final class NSDataAsset: @unchecked Sendable {
    /// The data set's name.
    public let name: String
    /// The file's contents.
    public let data: Data
    /// The uniform type identifier the set gives its file ("public.json"), or "public.data".
    public let typeIdentifier: String

    /// The largest data file read.
    static let maximumBytes = 256 << 20

    /// The data set `name`; nil when no catalogue has one, or it cannot be read (a warning says why, as
    /// iOS gives nil).
    public init?(name: String, bundle: Bundle = .main) {
        guard let asset = AssetCatalogs.asset(named: name, .dataset) else { return nil }
        do {
            let contents = try AssetCatalogs.contents(of: asset.folder)
            guard let entries = contents["data"] as? [[String: Any]],
                  let entry = entries.first(where: { ($0["idiom"] as? String).map { ["universal", "iphone"].contains($0) } ?? true }),
                  let file = entry["filename"] as? String else { throw AssetError("it lists no data file for iPhone") }
            // A file named in the set is a file of the set: never a path out of it.
            guard !file.contains("/"), file != "..", file != "." else { throw AssetError("the file \(file.prefix(60)) is not a file name of the set") }
            let url = asset.folder.appendingPathComponent(file)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { throw AssetError("its file \(file.prefix(60)) is not a regular file") }
            let size = attributes[.size] as? Int ?? 0
            guard size <= Self.maximumBytes else { throw AssetError("its file \(file.prefix(60)) is \(size) bytes, more than the \(Self.maximumBytes) read") }
            self.data = try Data(contentsOf: url)
            self.name = name
            self.typeIdentifier = entry["universal-type-identifier"] as? String ?? "public.data"
        } catch {
            FileHandle.standardError.write(Data("sheetshot: warning: NSDataAsset(name: \"\(name)\"): the data set \(name) could not be read: \(error)\n".utf8))
            return nil
        }
    }
}

/// The name of a data set (UIKit's `NSDataAssetName`).
public typealias NSDataAssetName = String
