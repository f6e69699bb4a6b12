import Testing
@testable import HabitsKit

/// How a finding is built: through its memberwise initialiser, as `Habit` is (structure, not
/// timing: what would bring a whole copy of every finding back).
@Suite struct DiagnosticBuildingTests {
  @Test("Diagnostic and its Note declare no initialiser in their type body, so each is built through its memberwise one")
  func keepsItsMemberwiseInitialiser() throws {
    let text = try #require(Golden.read(Golden.root + "/Sources/HabitsKit/Diagnostics/Diagnostic.swift"))
    let start = try #require(text.range(of: "package struct Diagnostic: "))
    let rest = text[start.lowerBound...]
    let end = try #require(rest.range(of: "\n}\n"))
    let body = rest[..<end.lowerBound]
    #expect(body.contains("package struct Note: ") && body.contains("package var isAllowed"), "found the struct's body")
    #expect(!body.contains("init("), "an initialiser inside `struct Diagnostic` or `Note` replaces the memberwise one")
  }

  @Test("the initialisers keep what they set: the catalogue's code and severity, a shortened message, no count but one")
  func initialisersKeepTheirDefaults() {
    let range = SourceRange(line: 3, columns: 1..<5)
    let long = String(repeating: "word ", count: 100)
    let finding = Diagnostic(
      .unknownHabit("Gmy"), file: "log.txt", range: range, notes: [Diagnostic.Note(long, file: "habits.txt", range: range)])
    #expect(finding.code == .unknownHabit && finding.severity == DiagnosticCode.unknownHabit.severity)
    #expect(finding.file == "log.txt" && finding.range == range && finding.count == 1)
    #expect(!finding.isForceable && !finding.isAllowed && finding.fix == nil)
    #expect(finding.notes.count == 1 && finding.notes[0].file == "habits.txt" && finding.notes[0].range == range)
    #expect(finding.notes[0].message == Diagnostic.shortened(long) && finding.notes[0].message != long)
    let warned = Diagnostic(.unknownHabit("Gmy"), file: "log.txt", range: range, severity: .warning)
    #expect(warned.severity == .warning)
  }
}
