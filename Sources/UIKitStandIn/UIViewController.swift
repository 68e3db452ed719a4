/// A screen: it owns a view, presents other screens and dismisses itself.
@MainActor
open class UIViewController: UIResponder {
  public let navigationItem = UINavigationItem()

  public var title: String? {
    didSet {
      navigationItem.title = title
      if isViewLoaded { Transcript.current?.record(self, "title", title) }
    }
  }

  public private(set) var presentedViewController: UIViewController?
  public private(set) weak var presentingViewController: UIViewController?

  /// Whether the last presentation or dismissal that this screen started was animated.
  public private(set) var lastTransitionWasAnimated: Bool?

  /// A dismissed screen is off screen: nobody can touch it any more.
  var wasDismissed = false

  private var loadedView: UIView?

  public override init() {
    super.init()
    navigationItem.owningViewController = self
  }

  /// The screen's root view, loaded on first use.
  public var view: UIView {
    loadViewIfNeeded()
    return loadedView!
  }

  public var isViewLoaded: Bool { loadedView != nil }

  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    loadedView?.owningViewController = self
    viewDidLoad()
  }

  open func loadView() {
    loadedView = UIView()
  }

  open func viewDidLoad() {}

  /// Presents a screen over this one. Like UIKit, it ignores the request while another screen is
  /// already presented.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil else { return }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    lastTransitionWasAnimated = flag
    Transcript.current?.record(self, "presented", Transcript.describe(viewControllerToPresent))
    completion?()
  }

  /// Dismisses the screen this one presents or, when it presents none, this screen itself.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presentingViewController = nil
      presented.wasDismissed = true
      presentedViewController = nil
      lastTransitionWasAnimated = flag
      Transcript.current?.record(self, "dismissed", Transcript.describe(presented))
      completion?()
    } else if let presenting = presentingViewController {
      presenting.dismiss(animated: flag, completion: completion)
    }
  }
}
