/// A colour as red, green, blue and alpha components from 0 to 1.
///
/// UIKit's `UIColor` is a class; a value is enough here, and it makes colours comparable in tests.
public struct UIColor: Equatable, Sendable, CustomStringConvertible {
  public let red: Double
  public let green: Double
  public let blue: Double
  public let alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)

  public var description: String {
    switch self {
    case .white: "white"
    case .clear: "clear"
    default: "rgba(\(Self.byte(red)), \(Self.byte(green)), \(Self.byte(blue)), \(alpha))"
    }
  }

  private static func byte(_ component: Double) -> Int {
    Int((component * 255).rounded())
  }
}
