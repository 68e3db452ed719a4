// UIKit's update pass, as the stand-in runs it at the end of each turn of the run loop: these
// tests pin the rules a step that renders in `updateProperties()` will rely on.

import KataTestSupport
import Observation
import Testing
@_spi(Testing) import UIKitStandIn

@MainActor
@Suite("The UIKit stand-in's update pass")
struct UpdateCycleTests {
  let model = Model()
  let screen: RenderingScreen
  let host: ScreenHost

  init() {
    screen = RenderingScreen(model: model)
    host = ScreenHost(presenting: screen)
  }

  @Test("A property read in updateProperties() updates the screen when it changes")
  func observedPropertyUpdates() {
    screen.onTap = { self.model.name = "second" }

    User.tap(screen.button)

    #expect(screen.field.text == "second")
  }

  @Test("The update runs at the end of the turn, never in the middle of a handler")
  func nothingRunsMidHandler() {
    var seenInHandler: (text: String?, updates: Int)?
    let updatesBefore = screen.propertiesUpdates
    screen.onTap = {
      self.model.name = "second"
      self.screen.setNeedsUpdateProperties()
      self.screen.view.setNeedsLayout()
      seenInHandler = (self.screen.field.text, self.screen.propertiesUpdates)
    }

    User.tap(screen.button)

    #expect(seenInHandler?.text == "first")
    #expect(seenInHandler?.updates == updatesBefore)
    #expect(screen.propertiesUpdates == updatesBefore + 1)
  }

  @Test("Several changes in one turn make one update")
  func onceAPerTurn() {
    let updatesBefore = screen.propertiesUpdates
    screen.onTap = {
      self.model.name = "second"
      self.model.name = "third"
      self.model.isBusy = true
    }

    User.tap(screen.button)

    #expect(screen.propertiesUpdates == updatesBefore + 1)
    #expect(screen.field.text == "third")
  }

  @Test("A change to a property that no update read updates nothing")
  func unreadPropertyUpdatesNothing() {
    let updatesBefore = screen.propertiesUpdates
    screen.onTap = {
      self.model.unread += 1
      self.screen.loggingView.setNeedsUpdateProperties()
    }

    User.tap(screen.button)

    #expect(screen.propertiesUpdates == updatesBefore)
  }

  @Test("Only what the latest update read schedules the next one")
  func latestReadsCount() {
    screen.onTap = {
      self.screen.showsName = false
      self.screen.setNeedsUpdateProperties()
    }
    User.tap(screen.button)
    let updatesBefore = screen.propertiesUpdates
    screen.onTap = { self.model.name = "second" }

    User.tap(screen.button)

    #expect(screen.propertiesUpdates == updatesBefore)
  }

  @Test("setNeedsUpdateProperties() schedules one update, at the end of the turn")
  func setNeedsUpdatePropertiesSchedules() {
    let screenUpdatesBefore = screen.propertiesUpdates
    let viewUpdatesBefore = screen.loggingView.propertiesUpdates
    screen.onTap = {
      self.screen.setNeedsUpdateProperties()
      self.screen.setNeedsUpdateProperties()
      self.screen.loggingView.setNeedsUpdateProperties()
    }

    User.tap(screen.button)

    #expect(screen.propertiesUpdates == screenUpdatesBefore + 1)
    #expect(screen.loggingView.propertiesUpdates == viewUpdatesBefore + 1)
  }

  @Test("A screen's update pass runs before its layout, the screen before its view")
  func propertiesBeforeLayout() {
    let another = RenderingScreen(model: model)

    _ = ScreenHost(presenting: another)

    #expect(
      another.log == [
        "screen.updateProperties", "view.updateProperties", "screen.viewWillLayoutSubviews",
        "view.layoutSubviews",
      ])
  }

  @Test("A property read in viewWillLayoutSubviews() lays the screen out again when it changes")
  func observedPropertyInViewWillLayoutSubviews() {
    screen.log = []
    screen.onTap = { self.model.isBusy = true }

    User.tap(screen.button)

    #expect(
      screen.log == [
        "screen.updateProperties", "screen.viewWillLayoutSubviews", "view.layoutSubviews",
      ])
    #expect(screen.button.isHidden)
  }

  @Test("A property read in layoutSubviews() lays the view out again when it changes")
  func observedPropertyInLayoutSubviews() {
    screen.log = []
    screen.onTap = { self.model.width += 1 }

    User.tap(screen.button)

    #expect(screen.log == ["screen.viewWillLayoutSubviews", "view.layoutSubviews"])
  }

  @Test("Setting a property that no layout read lays nothing out")
  func noLayoutWithoutReason() {
    screen.log = []
    screen.onTap = { self.model.name = "second" }

    User.tap(screen.button)

    #expect(screen.log == ["screen.updateProperties"])
  }

  @Test("A screen that is not on display is not updated until it is")
  func offScreenWaits() {
    let offScreen = RenderingScreen(model: model)
    offScreen.loadViewIfNeeded()
    model.name = "second"

    UIWindow.simulateEndOfTurn()

    #expect(offScreen.propertiesUpdates == 0)
    #expect(offScreen.field.text == "")

    _ = ScreenHost(presenting: offScreen)

    #expect(offScreen.propertiesUpdates == 1)
    #expect(offScreen.field.text == "second")
  }

  @Test("The service's answer ends its turn, so what it changed is on screen when it returns")
  func serviceAnswerEndsTurn() {
    let service = MockPasswordChanger()
    screen.onTap = {
      service.change(
        securityToken: "token", oldPassword: "old", newPassword: "new",
        onSuccess: { self.model.name = "changed" }, onFailure: { _ in })
    }
    User.tap(screen.button)

    service.succeed()

    #expect(screen.field.text == "changed")
  }
}

@Observable
final class Model {
  var name = "first"
  var isBusy = false
  var unread = 0
  var width = 0
}

/// A screen that renders its model in `updateProperties()`, and its layout in
/// `viewWillLayoutSubviews()`, as a step that adopts UIKit's update pass would; it writes down
/// each method it is asked to run.
final class RenderingScreen: UIViewController {
  let model: Model
  let field = UITextField()
  let button = UIButton(type: .system)
  var onTap: () -> Void = {}
  var showsName = true
  var log: [String] = []
  private(set) var propertiesUpdates = 0

  var loggingView: LoggingView { view as! LoggingView }

  init(model: Model) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func loadView() {
    view = LoggingView(model: model) { [unowned self] in log.append("view." + $0) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    loggingView.addSubview(field)
    loggingView.addSubview(button)
    button.addAction(UIAction { [unowned self] _ in onTap() }, for: .touchUpInside)
  }

  override func updateProperties() {
    super.updateProperties()
    log.append("screen.updateProperties")
    propertiesUpdates += 1
    if showsName { field.text = model.name }
    _ = model.isBusy ? "busy" : "idle"
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append("screen.viewWillLayoutSubviews")
    button.isHidden = model.isBusy
  }
}

/// A screen's root view that writes down its updates and layouts, and lays out by the model.
final class LoggingView: UIView {
  let model: Model
  let note: (String) -> Void
  private(set) var propertiesUpdates = 0

  init(model: Model, note: @escaping (String) -> Void) {
    self.model = model
    self.note = note
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func updateProperties() {
    super.updateProperties()
    propertiesUpdates += 1
    note("updateProperties")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    note("layoutSubviews")
    _ = model.width
  }
}
