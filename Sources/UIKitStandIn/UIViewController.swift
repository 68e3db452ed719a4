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

  /// Whether the screen refuses a user's swipe down while it is presented as a sheet: UIKit then
  /// asks no one whether it may go, and tells the presentation controller's delegate of the
  /// attempt.
  open var isModalInPresentation = false

  /// The presentation controller that manages this screen, made on first use, as UIKit makes one
  /// when it is read before the screen is presented.
  open var presentationController: UIPresentationController? {
    if let ownPresentationController { return ownPresentationController }
    let made = UIPresentationController(presentedViewController: self)
    ownPresentationController = made
    return made
  }

  private var ownPresentationController: UIPresentationController?

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

  // MARK: The update cycle

  /// The screen's `updateProperties()` and `viewWillLayoutSubviews()`, as the update cycle runs
  /// them. A new screen needs a properties update, as in UIKit; it is laid out with its view.
  let propertiesPass = TrackedMethod()
  let layoutPass = TrackedMethod()

  /// Configures the screen's content and styling before layout, just before its view's
  /// `updateProperties()`. UIKit calls it at the end of the turn when `setNeedsUpdateProperties()`
  /// was called, or when an `@Observable` property that its last run read has changed. Never call
  /// it yourself.
  open func updateProperties() {}

  /// Asks for `updateProperties()` at the end of the turn; several requests make one update.
  open func setNeedsUpdateProperties() {
    propertiesPass.isNeeded = true
    UpdateCycle.propertiesNeeded()
  }

  /// Called before the screen's view lays out its subviews, in the layout pass at the end of the
  /// turn; the default does nothing. An `@Observable` property read here lays the view out again
  /// when it changes.
  open func viewWillLayoutSubviews() {}

  /// The screen is about to be on display: it gets a properties update and a layout, as UIKit
  /// gives a screen that appears.
  func willBeShown() {
    propertiesPass.isNeeded = true
    UpdateCycle.propertiesNeeded()
    viewIfLoaded?.invalidateLayout()
  }

  func runPropertiesUpdateIfNeeded() {
    guard propertiesPass.isNeeded else { return }
    propertiesPass.run(updateProperties) { [weak self] in self?.setNeedsUpdateProperties() }
  }

  /// Before the view's own layout, which the update cycle runs next, tells this screen.
  func runLayoutIfNeeded() {
    guard let view = viewIfLoaded, view.layoutPass.isNeeded else { return }
    layoutPass.run(viewWillLayoutSubviews) { [weak self] in self?.viewIfLoaded?.setNeedsLayout() }
  }

  /// The window this screen is shown in: its own, as a window's root, or the window of the
  /// screen that presents it.
  var windowShowingIt: UIWindow? {
    windowAsRoot ?? presentingViewController?.windowShowingIt
  }

  /// Presents a screen over this one. Like UIKit, it ignores the request while another screen is
  /// already presented, or when this one is in no window: dismissed, say, or never shown.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil, windowShowingIt != nil else { return }
    viewControllerToPresent.loadViewIfNeeded()
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    viewControllerToPresent.willBeShown()
    lastTransitionWasAnimated = flag
    Transcript.current?.recordEffect(self, "presents", viewControllerToPresent)
    completion?()
  }

  /// Dismisses the screen this one presents or, when it presents none, this screen itself.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      letGo(of: presented, animated: flag, "dismisses")
      completion?()
    } else if let presenting = presentingViewController {
      presenting.dismiss(animated: flag, completion: completion)
    }
  }

  private func letGo(of presented: UIViewController, animated: Bool, _ verb: String) {
    presented.presentingViewController = nil
    presentedViewController = nil
    lastTransitionWasAnimated = animated
    Transcript.current?.recordEffect(self, verb, presented)
  }

  // MARK: The user's swipe down

  /// A user's swipe down on this screen, presented as a sheet, in UIKit's order. With
  /// `isModalInPresentation` set, the sheet springs back and the delegate hears only
  /// `presentationControllerDidAttemptToDismiss(_:)`. Otherwise it is asked
  /// `presentationControllerShouldDismiss(_:)` (a refusal springs the sheet back and is an
  /// attempt too), then told `presentationControllerWillDismiss(_:)`; a swipe `abandoned` there,
  /// the finger lifted too early, springs the sheet back with no more messages; a finished one
  /// dismisses the sheet, animated, then tells `presentationControllerDidDismiss(_:)`, which
  /// `dismiss(animated:completion:)` never does. Nothing happens while another screen, such as
  /// an alert, is presented over this one, or to an alert, which is no sheet.
  @_spi(Testing)
  public func simulateSwipeDown(abandoned: Bool = false) {
    guard let presenting = presentingViewController, presentedViewController == nil,
      !(self is UIAlertController), windowShowingIt?.isHidden == false,
      let controller = presentationController
    else { return }
    let delegate = controller.delegate
    guard !isModalInPresentation, delegate?.presentationControllerShouldDismiss(controller) ?? true
    else {
      Transcript.current?.recordEffect(self, "springs back under", presenting)
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return
    }
    delegate?.presentationControllerWillDismiss(controller)
    guard !abandoned else {
      Transcript.current?.recordEffect(self, "springs back under", presenting)
      return
    }
    presenting.letGo(of: self, animated: true, "lets the swipe dismiss")
    delegate?.presentationControllerDidDismiss(controller)
  }
}
