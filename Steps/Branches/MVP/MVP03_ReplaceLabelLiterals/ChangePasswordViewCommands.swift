/// What the presenter tells its view to do, each command a change the presenter decides. The
/// view controller carries the commands out; a test can give the presenter a mock view that
/// records them, as the presenter's own tests come to do.
@MainActor
public protocol ChangePasswordViewCommands: AnyObject {
  func setLabels(_ labels: ChangePasswordLabels)
}
