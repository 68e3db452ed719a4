import KataFormats
import Testing

@Suite("The account of the shared suite's runs: the steps, the exercise and the feature builds")
struct SuiteAccountTests {
  static let shared: Set<String> = ["Cancel ends the screen", "The column", "The golden master"]
  static let fat: Set<String> = ["Cancel ends the screen", "The message", "Accounting"]
  static let builds = [
    SuiteAccount.Build(target: "GreetingOnFatTests", feature: "Greeting", reference: nil),
    SuiteAccount.Build(
      target: "GreetingOnMVVMTests", feature: "Greeting", reference: "GreetingOnFat"),
  ]

  static func sut(
    step01: Set<String> = shared, onMVVM: Set<String> = fat.union(["The net against the fat"])
  ) -> SuiteAccount {
    SuiteAccount(
      ran: [
        "Step00Tests": shared, "Step01Tests": step01, "ExerciseTests": shared,
        "GreetingOnFatTests": fat, "GreetingOnMVVMTests": onMVVM,
      ], builds: builds, plainTargets: 3)
  }

  @Test("Steps and the exercise on the same behaviours, and builds that skip and add alike, hold")
  func holds() {
    #expect(Self.sut().problems.isEmpty)
    #expect(
      Self.sut().summary == [
        "each of the 2 steps and the exercise ran the same 3 behaviours",
        "GreetingOnFatTests ran 1 of them (the 2 its feature changes left out) and 2 of its own",
        "GreetingOnMVVMTests ran 1 of them (the 2 its feature changes left out) and 3 of its own, "
          + "the lockstep net against GreetingOnFat among them",
      ])
  }

  @Test("A step that runs fewer behaviours than the others is named")
  func stepMissesOne() {
    #expect(
      Self.sut(step01: ["Cancel ends the screen"]).problems == [
        "Step01Tests ran 1 behaviours, not the same 3 as ExerciseTests"
      ])
  }

  @Test("A target missing from the run is counted")
  func targetMissing() {
    let sut = SuiteAccount(
      ran: ["Step00Tests": Self.shared], builds: [], plainTargets: 3)
    #expect(
      sut.problems == [
        "the shared suite ran whole on 1 targets, not on the 2 steps and the exercise"
      ])
  }

  @Test("A build that skips a shared behaviour the other build runs is named, with the behaviour")
  func buildSkipsAnother() {
    let problems = Self.sut(onMVVM: Self.fat.union(["The net", "The column"])).problems
    #expect(problems.count == 1)
    #expect(
      problems.first
        == "GreetingOnMVVMTests skips other shared behaviours than GreetingOnFatTests: \"The column\""
    )
  }

  @Test("A build on MVVM with no net against its reference is named")
  func noNet() {
    #expect(
      Self.sut(onMVVM: Self.fat).problems == [
        "GreetingOnMVVMTests does not run Greeting's behaviours as GreetingOnFatTests does, and the "
          + "net against GreetingOnFat more: "
      ])
  }
}
