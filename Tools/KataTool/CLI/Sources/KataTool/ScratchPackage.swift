import Foundation
import KataFormats

extension KataTool {
  /// `KataTool scratch-package DEST MODULE CODE TESTS KATA [--suite MODULE FOLDER] [--reference
  /// MODULE FOLDER] [--whole-modules]`: (re)writes the scratch package in DEST (see
  /// `ScratchPackage`), its tests linked with lld on Linux when lld is at hand. What is already
  /// right is left alone: a link made afresh, or a file made and removed inside the package,
  /// changes the date of its folder, and the next build plans itself again, which costs about
  /// half a second.
  static func scratchPackage(_ arguments: [String]) throws {
    let (dest, module, code, tests, kata) =
      (arguments[0], arguments[1], arguments[2], arguments[3], arguments[4])
    var suite: (module: String, folder: String)? = nil
    var reference: (module: String, folder: String)? = nil
    var wholeModules = false
    var options = arguments.dropFirst(5)
    while let option = options.popFirst() {
      switch (option, options.count) {
      case ("--whole-modules", _): wholeModules = true
      case ("--suite", 2...): suite = (options.removeFirst(), options.removeFirst())
      case ("--reference", 2...): reference = (options.removeFirst(), options.removeFirst())
      default: throw Failure("scratch-package: unknown or incomplete option '\(option)'", status: 2)
      }
    }
    let files = FileManager.default
    #if os(Linux)
      let lld = ScratchPackage.lldIsThere(
        path: ProcessInfo.processInfo.environment["PATH"] ?? "",
        isExecutable: { files.isExecutableFile(atPath: $0) },
        resolvingLinks: { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
    #else
      let lld = false
    #endif
    let testFiles = ((try? files.contentsOfDirectory(atPath: tests)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    let package = ScratchPackage(
      module: module, kata: kata, testFiles: testFiles,
      codeHasReadme: files.fileExists(atPath: code + "/README.md"),
      linksWithLLD: lld,
      secondModule: Step.secondModule(of: code) { files.fileExists(atPath: $0) },
      featureSuite: suite?.module, netReference: reference?.module, wholeModules: wholeModules)
    try files.createDirectory(atPath: dest + "/Tests", withIntermediateDirectories: true)
    if code != dest + "/Code" { try link(dest + "/Code", to: code) }
    if let suite {
      try link(dest + "/Feature", to: suite.folder)
    } else {
      try? files.removeItem(atPath: dest + "/Feature")
    }
    if let reference {
      try link(dest + "/Reference", to: reference.folder)
    } else {
      try? files.removeItem(atPath: dest + "/Reference")
    }
    if let shim = package.screenShim {
      try files.createDirectory(atPath: dest + "/Screen", withIntermediateDirectories: true)
      try link(dest + "/Screen/Screen.swift", to: tests + "/Screen.swift")
      try files.createDirectory(
        atPath: dest + "/Tests/ScratchGlue", withIntermediateDirectories: true)
      try write(shim, to: dest + "/Tests/ScratchGlue/ScreenModule.swift")
    } else {
      try? files.removeItem(atPath: dest + "/Screen")
    }
    for name in package.testEntries where name != "ScratchGlue" {
      try link(dest + "/Tests/" + name, to: tests + "/" + name)
    }
    for name in (try? files.contentsOfDirectory(atPath: dest + "/Tests")) ?? []
    where !package.testEntries.contains(name) {
      try files.removeItem(atPath: dest + "/Tests/" + name)
    }
    try write(package.manifest, to: dest + "/Package.swift")
  }

  /// LINK links to TARGET, made anew only when it does not already.
  static func link(_ link: String, to target: String) throws {
    let files = FileManager.default
    if (try? files.destinationOfSymbolicLink(atPath: link)) == target { return }
    try? files.removeItem(atPath: link)
    try files.createSymbolicLink(atPath: link, withDestinationPath: target)
  }

  /// FILE takes TEXT only when it differs, written in place: no file of the package is made and
  /// removed on the way.
  static func write(_ text: String, to file: String) throws {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: file) == data { return }
    try data.write(to: URL(fileURLWithPath: file))
  }
}
