import Testing
@testable import HabitsKit

/// The resolver finds repeated and conflicting options by a one-byte kind (`HabitOption.kind`),
/// not by words: options of one kind are those that set the same thing.
@Suite struct OptionKindTests {
  /// One option of every case, and a second of each kind that groups several cases or values.
  static let options: [HabitOption] = [
    .goal(3), .goal(5), .amount(5_000, unit: "km"), .unit("kg"), .since(Day(year: 2026, month: 1, day: 5)!), .from(Day(year: 2026, month: 3, day: 2)!),
    .until(Day(year: 2026, month: 12, day: 31)!), .occurrences(4), .weekStart(.monday), .weekStart(.sunday), .backlog(true),
    .backlog(false), .ahead(true), .ahead(false), .carryOver, .periodsFromStart, .grace(Grace(amount: 2, unit: .day)),
    .points(10), .points(-5), .priority(.doFirst), .tags(["outdoor"]), .time(TimeOfDay(hour: 7, minute: 30)!),
  ]

  /// The groups of `options` by index that set the same thing; every other option is alone.
  static let groups: [Set<Int>] = [[0, 1, 2, 3], [8, 9], [10, 11], [12, 13], [17, 18]]

  @Test("two options share a kind exactly when they set the same thing")
  func kindsGroupWhatTheySet() {
    for (i, a) in Self.options.enumerated() {
      for (j, b) in Self.options.enumerated() {
        let together = i == j || Self.groups.contains { $0.contains(i) && $0.contains(j) }
        #expect((a.kind == b.kind) == together, "\(a.text) / \(b.text)")
      }
    }
  }

  @Test("an option's kind is a plain byte: comparing kinds makes no string")
  func kindIsOneByte() {
    #expect(_isPOD(OptionKind.self))
    #expect(MemoryLayout<OptionKind>.size == 1)
  }

  @Test("repeated and conflicting options are still found by kind")
  func repeatsAndConflicts() {
    let text = """
      Read: every day; 2 times; 3 times
      Run: every week; backlog; backlog
      Swim: Mon, Wed; week starts on sunday; periods from start
      Walk: every day; from 2026-03-02; since 2026-01-05

      """
    var resolver = HabitResolver(file: "habits.txt")
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    _ = resolver.resolve(&syntax)
    let codes = resolver.diagnostics.map { "\($0.range.start.line) \($0.code)" }
    #expect(codes.contains("1 \(DiagnosticCode.conflictingOptions)"))
    #expect(codes.contains("2 \(DiagnosticCode.duplicateOption)"))
    #expect(codes.contains("3 \(DiagnosticCode.conflictingOptions)"))
    #expect(resolver.diagnostics.contains { $0.message.contains("contradicts 'periods from start'") })
  }
}
