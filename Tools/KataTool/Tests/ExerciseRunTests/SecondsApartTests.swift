import KataFormats
import Testing

@Suite("Before a build of the exercise, an edit in the second the last build saw moves on")
struct SecondsApartTests {
  static let file = "Exercise/ChangePasswordPresenter.swift"
  static let seen = [file: SecondsApart.Time(seconds: 100, nanoseconds: 200_000_000)]

  static func moves(now: SecondsApart.Time) -> [String: Int] {
    SecondsApart.moves(seen: seen, now: [file: now])
  }

  @Test("A file saved again within the second the last build saw moves on to the next second")
  func sameSecond() {
    #expect(Self.moves(now: .init(seconds: 100, nanoseconds: 700_000_000)) == [Self.file: 101])
  }

  @Test("A file saved in a later second stays")
  func laterSecond() {
    #expect(Self.moves(now: .init(seconds: 101, nanoseconds: 0)).isEmpty)
  }

  @Test("A file the last build saw as it is stays")
  func unchanged() {
    #expect(Self.moves(now: .init(seconds: 100, nanoseconds: 200_000_000)).isEmpty)
  }

  @Test("A file whose time went back moves on past the second the last build saw")
  func earlier() {
    #expect(Self.moves(now: .init(seconds: 90, nanoseconds: 0)) == [Self.file: 101])
  }

  @Test("A file the last build did not see stays")
  func newFile() {
    let moves = SecondsApart.moves(
      seen: [:], now: [Self.file: .init(seconds: 100, nanoseconds: 700_000_000)])
    #expect(moves.isEmpty)
  }

  @Test("What the build sees holds the moved file at its new second")
  func seenAfterTheMove() {
    let now = [Self.file: SecondsApart.Time(seconds: 100, nanoseconds: 700_000_000)]
    let seen = SecondsApart.seen(now: now, moves: [Self.file: 101])
    #expect(seen == [Self.file: .init(seconds: 101, nanoseconds: 0)])
  }

  @Test("The record reads back as the times it was written from, paths with spaces too")
  func record() {
    let times = [
      Self.file: SecondsApart.Time(seconds: 100, nanoseconds: 5),
      "Tests/ExerciseTests/My Tests.swift": .init(seconds: 7, nanoseconds: 0),
    ]
    #expect(SecondsApart.times(record: SecondsApart.record(times)) == times)
  }
}
