/// A screen: it owns a view, presents other screens and dismisses itself.
///
/// Presentation is synchronous: a presented screen is on display, and a dismissed one gone, as
/// soon as the call returns, and a completion handler runs before it does.
@MainActor
open class UIViewController: UIResponder {
  public let navigationItem = UINavigationItem()

  open var title: String? {
    didSet {
      navigationItem.title = title
      if isViewLoaded {
        Transcript.current?.recordChange(of: self, "title", from: oldValue, to: title)
      }
    }
  }

  open private(set) var presentedViewController: UIViewController?
  open private(set) weak var presentingViewController: UIViewController?

  /// Whether the last presentation or dismissal that this screen started was animated.
  @_spi(Testing)
  public private(set) var lastTransitionWasAnimated: Bool?

  /// Set by a window whose root view controller this is.
  weak var windowAsRoot: UIWindow?

  private var loadedView: UIView?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
    navigationItem.owningViewController = self
  }

  public required init?(coder: NSCoder) {
    super.init()
    navigationItem.owningViewController = self
  }

  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The screen's root view, loaded on first use. `loadView()` may set it.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  open var viewIfLoaded: UIView? { loadedView }

  open var isViewLoaded: Bool { loadedView != nil }

  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: .zero) }
    viewDidLoad()
  }

  open func loadView() {
    view = UIView(frame: .zero)
  }

  open func viewDidLoad() {}

  /// The window this screen is shown in: its own, as a window's root, or the window of the
  /// screen that presents it.
  var windowShowingIt: UIWindow? {
    windowAsRoot ?? presentingViewController?.windowShowingIt
  }

  /// Presents a screen over this one. Like UIKit, it ignores the request while another screen is
  /// already presented.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil else { return }
    viewControllerToPresent.loadViewIfNeeded()
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    lastTransitionWasAnimated = flag
    Transcript.current?.recordEffect(self, "presents", viewControllerToPresent)
    completion?()
  }

  /// Dismisses the screen this one presents or, when it presents none, this screen itself.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presentingViewController = nil
      presentedViewController = nil
      lastTransitionWasAnimated = flag
      Transcript.current?.recordEffect(self, "dismisses", presented)
      completion?()
    } else if let presenting = presentingViewController {
      presenting.dismiss(animated: flag, completion: completion)
    }
  }
}
