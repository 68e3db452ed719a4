// Real lines of Swift Testing's event stream, version 0, written by Swift 6.3.1: the kata's own
// `swift test` (step 07's behaviours, golden-master tests), and a package of a few tests shaped
// like the kata's (a Step.swift whose second behaviour fails, a failing test, a known issue, a
// test without a display name). Only the lists of a test's cases are cut short. Each is wrapped
// to fit the page; `record` joins it back into its one line.

enum StreamLines {
  static func record(_ wrapped: String) -> String {
    wrapped.split(separator: "\n").joined()
  }

  /// Step 07's parameterized test of the shared suite (its list of cases cut to the first two).
  static let behavesTest = record(
    #"""
    {"kind":"test","payload":{"_testCases":[{"displayName":"The title is Change Password",
    "id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [84, 104,
     101, 32, 116, 105, 116, 108, 101, 32, 105, 115, 32, 67, 104, 97, 110, 103, 101, 32, 80, 97,
     115, 115, 119, 111, 114, 100])], discriminator: 0, isStable: false"},
    {"displayName":"The left bar button is the system Cancel item",
    "id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [84, 104,
     101, 32, 108, 101, 102, 116, 32, 98, 97, 114, 32, 98, 117, 116, 116, 111, 110, 32, 105, 115,
     32, 116, 104, 101, 32, 115, 121, 115, 116, 101, 109, 32, 67, 97, 110, 99, 101, 108, 32, 105,
     116, 101, 109])], discriminator: 0, isStable: false"}],
    "displayName":"Step07 does what step 00 does",
    "id":"Step07Tests.Step07Suite\/behaves(_:)\/Step.swift:9:4","isParameterized":true,
    "kind":"function","name":"behaves(_:)","sourceLocation":{"_filePath":"\/work\/wt-checks\/Tests
    \/Step07Tests\/Step.swift","column":4,"fileID":"Step07Tests\/Step.swift","line":9}},
    "version":0}
    """#)

  /// One of its behaviours starts, then ends.
  static let behaviourStarted = record(
    #"""
    {"kind":"event","payload":{"_testCase":{"displayName":"The title is Change Password",
    "id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [84, 104,
     101, 32, 116, 105, 116, 108, 101, 32, 105, 115, 32, 67, 104, 97, 110, 103, 101, 32, 80, 97,
     115, 115, 119, 111, 114, 100])], discriminator: 0, isStable: false"},
    "instant":{"absolute":1030.27747956,"since1970":1795642414.623622},"kind":"testCaseStarted",
    "messages":[{"symbol":"default","text":"Test case passing 1 argument behaviour → The title is
     Change Password to \"Step07 does what step 00 does\" started."}],
    "testID":"Step07Tests.Step07Suite\/behaves(_:)\/Step.swift:9:4"},"version":0}
    """#)
  static let behaviourEnded = record(
    #"""
    {"kind":"event","payload":{"_testCase":{"displayName":"The title is Change Password",
    "id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [84, 104,
     101, 32, 116, 105, 116, 108, 101, 32, 105, 115, 32, 67, 104, 97, 110, 103, 101, 32, 80, 97,
     115, 115, 119, 111, 114, 100])], discriminator: 0, isStable: false"},
    "instant":{"absolute":1037.965462001,"since1970":1795642422.3116043},"kind":"testCaseEnded",
    "messages":[],"testID":"Step07Tests.Step07Suite\/behaves(_:)\/Step.swift:9:4"},"version":0}
    """#)

  /// A parameterized test that is not the shared suite's (its cases cut to one), and a case's end.
  static let otherParameterizedTest = record(
    #"""
    {"kind":"test","payload":{"_testCases":[{"displayName":".old",
    "id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [34, 111,
     108, 100, 34])], discriminator: 0, isStable: true"}],
    "displayName":"The series fills every field by AutoFill and submits with the keyboard in every
     field","id":"KataSupportTests.GoldenMasterSupportTests\/seriesVariesInputs(_:)\/GoldenMasterS
    upportTests.swift:86:4","isParameterized":true,"kind":"function",
    "name":"seriesVariesInputs(_:)","sourceLocation":{"_filePath":"\/work\/wt-checks\/Tests\/KataS
    upportTests\/GoldenMasterSupportTests.swift","column":4,
    "fileID":"KataSupportTests\/GoldenMasterSupportTests.swift","line":86}},"version":0}
    """#)
  static let otherCaseEnded = record(
    #"""
    {"kind":"event","payload":{"_testCase":{"displayName":".old",
    "id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [34, 111,
     108, 100, 34])], discriminator: 0, isStable: true"},"instant":{"absolute":1030.2514243,
    "since1970":1795642414.5975668},"kind":"testCaseEnded","messages":[],
    "testID":"KataSupportTests.GoldenMasterSupportTests\/seriesVariesInputs(_:)\/GoldenMasterSuppo
    rtTests.swift:86:4"},"version":0}
    """#)

  /// A test that is not parameterized: it starts and ends, with no case events.
  static let passingTest = record(
    #"""
    {"kind":"test","payload":{"displayName":"The generator gives the same numbers for the same see
    d on every platform","id":"KataSupportTests.GoldenMasterSupportTests\/generatorIsFixed()\/Gold
    enMasterSupportTests.swift:9:4","isParameterized":false,"kind":"function",
    "name":"generatorIsFixed()","sourceLocation":{"_filePath":"\/work\/wt-checks\/Tests\/KataSuppo
    rtTests\/GoldenMasterSupportTests.swift","column":4,
    "fileID":"KataSupportTests\/GoldenMasterSupportTests.swift","line":9}},"version":0}
    """#)
  static let passingStarted = record(
    #"""
    {"kind":"event","payload":{"instant":{"absolute":1029.91411441,
    "since1970":1795642414.2602565},"kind":"testStarted","messages":[{"symbol":"default",
    "text":"Test \"The generator gives the same numbers for the same seed on every platform\" star
    ted."}],"testID":"KataSupportTests.GoldenMasterSupportTests\/generatorIsFixed()\/GoldenMasterS
    upportTests.swift:9:4"},"version":0}
    """#)
  static let passingEnded = record(
    #"""
    {"kind":"event","payload":{"instant":{"absolute":1030.363547534,
    "since1970":1795642414.7096896},"kind":"testEnded","messages":[{"symbol":"pass",
    "text":"Test \"The generator gives the same numbers for the same seed on every platform\" pass
    ed after 0.449 seconds."}],"testID":"KataSupportTests.GoldenMasterSupportTests\/generatorIsFix
    ed()\/GoldenMasterSupportTests.swift:9:4"},"version":0}
    """#)

  /// A failing test, and its issue.
  static let failingTest = record(
    #"""
    {"kind":"test","payload":{"displayName":"A failing test",
    "id":"LibTests.failing()\/T.swift:13:2","isParameterized":false,"kind":"function",
    "name":"failing()","sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift",
    "column":2,"fileID":"LibTests\/T.swift","line":13}},"version":0}
    """#)
  static let failingIssue = record(
    #"""
    {"kind":"event","payload":{"_comments":[],
    "_sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift","column":42,
    "fileID":"LibTests\/T.swift","line":13},"instant":{"absolute":512.259821257,
    "since1970":1795641896.6059637},"issue":{"_backtrace":[{"address":140555805212374},
    {"address":140555804751979},{"address":140555804753315},{"address":94764429485139},
    {"address":94764429475345},{"address":140555826540128},{"address":140555826543381},
    {"address":140555823968392},{"address":140555823967924},{"address":140555824005525},
    {"address":140555802505717},{"address":140555803031788}],"isKnown":false,
    "sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift","column":42,
    "fileID":"LibTests\/T.swift","line":13}},"kind":"issueRecorded","messages":[{"symbol":"fail",
    "text":"Expectation failed: 1 == 2"}],"testID":"LibTests.failing()\/T.swift:13:2"},
    "version":0}
    """#)

  /// A test whose issue is inside withKnownIssue, which fails no test.
  static let knownTest = record(
    #"""
    {"kind":"test","payload":{"displayName":"A known issue","id":"LibTests.known()\/T.swift:14:2",
    "isParameterized":false,"kind":"function","name":"known()",
    "sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift","column":2,
    "fileID":"LibTests\/T.swift","line":14}},"version":0}
    """#)
  static let knownIssue = record(
    #"""
    {"kind":"event","payload":{"_comments":[],
    "_sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift","column":56,
    "fileID":"LibTests\/T.swift","line":14},"instant":{"absolute":512.259955617,
    "since1970":1795641896.606098},"issue":{"_backtrace":[{"address":140555805212374},
    {"address":140555804751979},{"address":140555804753315},{"address":94764429478893},
    {"address":140555804801027},{"address":94764429485723},{"address":94764429477153},
    {"address":140555826540128},{"address":140555826543381},{"address":140555823968392},
    {"address":140555823967924},{"address":140555824005525},{"address":140555802505717},
    {"address":140555803031788}],"isKnown":true,
    "sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift","column":56,
    "fileID":"LibTests\/T.swift","line":14}},"kind":"issueRecorded",
    "messages":[{"symbol":"passWithKnownIssue","text":"Expectation failed: 1 == 2"}],
    "testID":"LibTests.known()\/T.swift:14:2"},"version":0}
    """#)

  /// A failing test without a display name: `@Test func unnamed()`.
  static let unnamedTest = record(
    #"""
    {"kind":"test","payload":{"id":"LibTests.unnamed()\/T.swift:15:2","isParameterized":false,
    "kind":"function","name":"unnamed()","sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTe
    sts\/T.swift","column":2,"fileID":"LibTests\/T.swift","line":15}},"version":0}
    """#)
  static let unnamedIssue = record(
    #"""
    {"kind":"event","payload":{"_comments":[],
    "_sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift","column":24,
    "fileID":"LibTests\/T.swift","line":15},"instant":{"absolute":512.259443896,
    "since1970":1795641896.6055863},"issue":{"_backtrace":[{"address":140555805212374},
    {"address":140555804751979},{"address":140555804754816},{"address":94764429486629},
    {"address":94764429479745},{"address":140555826540128},{"address":140555826543381},
    {"address":140555823968392},{"address":140555823967924},{"address":140555824005525},
    {"address":140555802505717},{"address":140555803031788}],"isKnown":false,
    "sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift","column":24,
    "fileID":"LibTests\/T.swift","line":15}},"kind":"issueRecorded","messages":[{"symbol":"fail",
    "text":"Expectation failed: Bool(false)"}],"testID":"LibTests.unnamed()\/T.swift:15:2"},
    "version":0}
    """#)

  /// A Step.swift of two behaviours, the second failing: its test, the issue, the case's end.
  static let failingBehavesTest = record(
    #"""
    {"kind":"test","payload":{"_testCases":[{"displayName":"The title reads \"Change Password\"",
    "id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [84, 104,
     101, 32, 116, 105, 116, 108, 101, 32, 114, 101, 97, 100, 115, 32, 34, 67, 104, 97, 110, 103,
     101, 32, 80, 97, 115, 115, 119, 111, 114, 100, 34])], discriminator: 0, isStable: false"},
    {"displayName":"Tapping OK [after] a failure clears all three fields",
    "id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [84, 97,
     112, 112, 105, 110, 103, 32, 79, 75, 32, 91, 97, 102, 116, 101, 114, 93, 32, 97, 32, 102, 97,
     105, 108, 117, 114, 101, 32, 99, 108, 101, 97, 114, 115, 32, 97, 108, 108, 32, 116, 104, 114,
     101, 101, 32, 102, 105, 101, 108, 100, 115])], discriminator: 0, isStable: false"}],
    "displayName":"Step07 does what step 00 does",
    "id":"LibTests.Step07Suite\/behaves(_:)\/T.swift:6:4","isParameterized":true,
    "kind":"function","name":"behaves(_:)","sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/Lib
    Tests\/T.swift","column":4,"fileID":"LibTests\/T.swift","line":6}},"version":0}
    """#)
  static let failingBehaviourIssue = record(
    #"""
    {"kind":"event","payload":{"_comments":[],
    "_sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift","column":5,
    "fileID":"LibTests\/T.swift","line":8},"_testCase":{"displayName":"Tapping OK [after] a failur
    e clears all three fields","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.A
    rgument.ID(bytes: [84, 97, 112, 112, 105, 110, 103, 32, 79, 75, 32, 91, 97, 102, 116, 101,
     114, 93, 32, 97, 32, 102, 97, 105, 108, 117, 114, 101, 32, 99, 108, 101, 97, 114, 115, 32,
     97, 108, 108, 32, 116, 104, 114, 101, 101, 32, 102, 105, 101, 108, 100, 115])],
     discriminator: 0, isStable: false"},"instant":{"absolute":512.261770343,
    "since1970":1795641896.6079128},"issue":{"_backtrace":[{"address":140555805212374},
    {"address":140555804751979},{"address":140555804754816},{"address":94764429483023},
    {"address":94764429470686},{"address":140555826540128},{"address":140555826543381},
    {"address":140555823968392},{"address":140555823967924},{"address":140555824005525},
    {"address":140555802505717},{"address":140555803031788}],"isKnown":false,
    "sourceLocation":{"_filePath":"\/tmp\/evpkg\/Tests\/LibTests\/T.swift","column":5,
    "fileID":"LibTests\/T.swift","line":8}},"kind":"issueRecorded","messages":[{"symbol":"fail",
    "text":"Expectation failed: (behaviour.description → \"Tapping OK [after] a failure clears all
     three fields\").hasPrefix(\"The\")"}],"testID":"LibTests.Step07Suite\/behaves(_:)\/T.swift:6:
    4"},"version":0}
    """#)
  static let failingBehaviourEnded = record(
    #"""
    {"kind":"event","payload":{"_testCase":{"displayName":"Tapping OK [after] a failure clears all
     three fields","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(b
    ytes: [84, 97, 112, 112, 105, 110, 103, 32, 79, 75, 32, 91, 97, 102, 116, 101, 114, 93, 32,
     97, 32, 102, 97, 105, 108, 117, 114, 101, 32, 99, 108, 101, 97, 114, 115, 32, 97, 108, 108,
     32, 116, 104, 114, 101, 101, 32, 102, 105, 101, 108, 100, 115])], discriminator: 0,
     isStable: false"},"instant":{"absolute":512.261922119,"since1970":1795641896.6080647},
    "kind":"testCaseEnded","messages":[],"testID":"LibTests.Step07Suite\/behaves(_:)\/T.swift:6:4"
    },"version":0}
    """#)

  /// The run's end.
  static let runEnded = record(
    #"""
    {"kind":"event","payload":{"instant":{"absolute":512.262813479,
    "since1970":1795641896.6089556},"kind":"runEnded","messages":[{"symbol":"fail",
    "text":"Test run with 5 tests in 1 suite failed after 0.004 seconds with 4 issues (including 1
     known issue)."}]},"version":0}
    """#)
}
