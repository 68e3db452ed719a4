import Foundation
import KataFormats

extension KataTool {
  /// The kata's steps, found in its folders: Steps/*, Steps/Branches/*/*, Steps/Features/*.
  static func stepCatalog(kata: String) throws -> StepCatalog {
    let files = FileManager.default
    func folders(in folder: String) -> [String] {
      let names = (try? files.contentsOfDirectory(atPath: kata + "/" + folder)) ?? []
      return names.sorted().filter { name in
        var isFolder: ObjCBool = false
        return files.fileExists(atPath: "\(kata)/\(folder)/\(name)", isDirectory: &isFolder)
          && isFolder.boolValue
      }.map { folder + "/" + $0 }
    }
    let branches = folders(in: "Steps/Branches")
    var branchesFrom: [String: String] = [:]
    for branch in branches {
      let readme = (try? text(of: "\(kata)/\(branch)/README.md")) ?? ""
      branchesFrom[String(branch.dropFirst("Steps/Branches/".count))] =
        Lesson(text: readme).field("Branches from")
    }
    let all = folders(in: "Steps") + branches.flatMap(folders(in:)) + folders(in: "Steps/Features")
    let twoModules = all.filter {
      files.fileExists(atPath: "\(kata)/\($0)/View")
        && files.fileExists(atPath: "\(kata)/\($0)/ViewModel")
    }
    return StepCatalog(folders: all, branchesFrom: branchesFrom, twoModules: Set(twoModules))
  }
}
