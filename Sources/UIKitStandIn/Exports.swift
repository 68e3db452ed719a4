// UIKit brings Foundation with it, so a step sees `NSCoder`, `Bundle`, `CGFloat` and `CGRect`
// exactly as an app target that imports UIKit does.
@_exported import Foundation
