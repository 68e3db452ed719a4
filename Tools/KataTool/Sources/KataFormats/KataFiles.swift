// The kata's files as check-kata's rules read them: from the disk for KataTool, from memory for
// the unit tests. Paths are relative to the kata's top folder, as the scripts write them.

import Foundation

/// What a rule may ask of the kata's files: sh's `[ -f ]`, `[ -d ]`, `[ -L ]` and globs.
public protocol KataFiles: Sendable {
  /// The text of the file at PATH, a link followed; nil when it is no file.
  func text(_ path: String) -> String?
  /// The bytes of the file at PATH, a link followed; nil when it is no file. By default, its
  /// text's UTF-8.
  func bytes(_ path: String) -> [UInt8]?
  /// Whether PATH is a file, a link followed (`[ -f ]`).
  func isFile(_ path: String) -> Bool
  /// Whether PATH is a folder, a link followed (`[ -d ]`).
  func isFolder(_ path: String) -> Bool
  /// Whether PATH is a link (`[ -L ]`).
  func isLink(_ path: String) -> Bool
  /// The names in FOLDER, hidden ones left out; empty when it is no folder.
  func names(in folder: String) -> [String]
}

extension KataFiles {
  public func bytes(_ path: String) -> [UInt8]? {
    text(path).map { Array($0.utf8) }
  }

  /// The paths `FOLDER/PREFIX*SUFFIX` lists, in the order sh lists them (by bytes).
  public func glob(_ folder: String, prefix: String = "", suffix: String = "") -> [String] {
    names(in: folder).filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }
      .map { folder + "/" + $0 }.sorted(by: Self.byBytes)
  }

  static func byBytes(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}

/// The kata's files on the disk, under TOP.
public struct FilesOnDisk: KataFiles {
  public let top: String

  public init(top: String) {
    self.top = top
  }

  func full(_ path: String) -> String {
    top + "/" + path
  }

  public func text(_ path: String) -> String? {
    guard isFile(path), let data = FileManager.default.contents(atPath: full(path)) else {
      return nil
    }
    return String(decoding: data, as: UTF8.self)
  }

  public func bytes(_ path: String) -> [UInt8]? {
    guard isFile(path), let data = FileManager.default.contents(atPath: full(path)) else {
      return nil
    }
    return Array(data)
  }

  public func isFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: full(path), isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  public func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: full(path), isDirectory: &isFolder)
      && isFolder.boolValue
  }

  public func isLink(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: full(path))) != nil
  }

  public func names(in folder: String) -> [String] {
    guard isFolder(folder) else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: full(folder))) ?? []
    return names.filter { !$0.hasPrefix(".") }
  }
}
