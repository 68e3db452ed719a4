/// A colour's components, for tests that draw the screen. UIKit answers the same through
/// `getRed(_:green:blue:alpha:)`; a grey has equal red, green and blue, and a system colour gives
/// its light appearance's, as UIKit's does under the light appearance.
@_spi(Testing)
extension CGColor {
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    space.rgba
  }
}

@_spi(Testing)
extension UIColor {
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    space.rgba
  }
}

extension ColorSpace {
  fileprivate var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    switch self {
    case .gray(let white, let alpha): (white, white, white, alpha)
    case .rgb(let red, let green, let blue, let alpha): (red, green, blue, alpha)
    case .system(_, let light): light.rgba
    }
  }
}
