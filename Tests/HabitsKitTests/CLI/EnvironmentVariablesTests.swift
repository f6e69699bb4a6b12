import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The real environment looks up only `Environment.variableNames`: every variable the CLI
/// reads must be in that list, or it would never be seen outside tests.
@Suite struct EnvironmentVariablesTests {
  @Test("every environment variable the CLI reads is in Environment.variableNames")
  func variablesReadAreListed() throws {
    let source = try #require(Golden.read(Golden.root + "/Sources/HabitsCLI/CLI/Invocation.swift"))
    var read = Set<String>()
    for marker in ["nonEmpty(\"", "env[\""] {
      for piece in source.split(separator: marker).dropFirst() {
        read.insert(String(piece.prefix { $0 != "\"" }))
      }
    }
    #expect(!read.isEmpty)
    #expect(read.isSubset(of: Set(Environment.variableNames)), "not listed: \(read.subtracting(Environment.variableNames))")
  }
}
