import Foundation

/// The share sheet (UIKit's `UIActivityViewController`): what would be shared, and the activities offered.
/// Presenting it is noted by the presenting controller, as every presentation is; the sheet is not drawn.
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
    /// The items to share.
    public let activityItems: [Any]
    /// Activities of the app's own.
    public let applicationActivities: [UIActivity]?
    /// Activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet is dismissed (never, here).
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init()
    }
    /// Controllers are not decoded from archives here.
    public required init?(coder: NSCoder) { return nil }
}

/// An activity a share sheet offers (UIKit's `UIActivity`).
@preconcurrency @MainActor open class UIActivity {
    /// An activity.
    public init() {}
    /// The kind of an activity.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The kind named `rawValue` (an app's own activity's).
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Posting to a social service.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posting to X.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Sending a message.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sending mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Printing.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copying.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saving to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding to a reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opening in iBooks.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
    /// The activity's kind (override).
    open var activityType: ActivityType? { nil }
    /// The activity's title (override).
    open var activityTitle: String? { nil }
    /// The activity's image (override).
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on `activityItems` (override).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Readies the activity (override).
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Performs the activity (override; never called here).
    open func perform() {}
    /// Tells the system the activity finished.
    open func activityDidFinish(_ completed: Bool) {}
}
