/// A colour, in the grey or the RGB colour space, as UIKit keeps it, or one of UIKit's system
/// colours, kept by its name.
///
/// As in UIKit, two colours are equal only when they are in the same space with the same
/// components: `.white` is grey, so it does not equal `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`.
open class UIColor: NSObject, @unchecked Sendable {
  let space: ColorSpace

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    space = .rgb(red: red, green: green, blue: blue, alpha: alpha)
    super.init()
  }

  public init(white: CGFloat, alpha: CGFloat) {
    space = .gray(white: white, alpha: alpha)
    super.init()
  }

  open class var white: UIColor { UIColor(white: 1, alpha: 1) }

  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  /// The main background. UIKit resolves it for the appearance (white in light, black in dark);
  /// the stand-in has no appearance, so it keeps the name: it equals no grey and no RGB colour.
  open class var systemBackground: UIColor {
    UIColor(space: .system("systemBackground", light: .gray(white: 1, alpha: 1)))
  }

  init(space: ColorSpace) {
    self.space = space
    super.init()
  }

  /// The same colour for Core Graphics, as a layer takes it.
  open var cgColor: CGColor { CGColor(space) }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.space == space
  }

  open override var hash: Int { space.hashValue }
}

/// Core Graphics' colour, which a layer's border takes.
public final class CGColor: Hashable, Sendable {
  let space: ColorSpace

  init(_ space: ColorSpace) {
    self.space = space
  }

  public var alpha: CGFloat { space.alpha }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.space == rhs.space }

  public func hash(into hasher: inout Hasher) { hasher.combine(space) }
}

/// A colour's space and its components, or a system colour's name and its light appearance.
indirect enum ColorSpace: Hashable, Sendable, CustomStringConvertible {
  case gray(white: CGFloat, alpha: CGFloat)
  case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  case system(String, light: ColorSpace)

  var alpha: CGFloat {
    switch self {
    case .gray(_, let alpha), .rgb(_, _, _, let alpha): alpha
    case .system(_, let light): light.alpha
    }
  }

  var description: String {
    switch self {
    case .gray(1, 1): "white"
    case .gray(0, 0): "clear"
    case .gray(let white, let alpha): "grey(\(Self.byte(white)), \(alpha))"
    case .rgb(let red, let green, let blue, let alpha):
      "rgba(\(Self.byte(red)), \(Self.byte(green)), \(Self.byte(blue)), \(alpha))"
    case .system(let name, _): name
    }
  }

  private static func byte(_ component: CGFloat) -> Int {
    Int((component * 255).rounded())
  }
}
