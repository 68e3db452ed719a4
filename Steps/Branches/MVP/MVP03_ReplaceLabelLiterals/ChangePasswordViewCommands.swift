/// What the view can be told to do, each command a change a person sees. Whoever decides a change
/// sends it, the presenter once it takes that decision over; the view controller carries it out,
/// and a test can give the presenter a mock view that records the commands.
@MainActor
public protocol ChangePasswordViewCommands: AnyObject {
  func setLabels(_ labels: ChangePasswordLabels)
}
