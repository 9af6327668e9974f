import UIKit

// A UIKit controller that needs the Objective-C runtime: on Linux it is left out of the build, named.
final class ShareController: UIViewController {
    override func viewDidLoad() {
        let button = UIButton()
        button.addTarget(self, action: #selector(share), for: .touchUpInside)
    }
    @objc func share() {}
}
