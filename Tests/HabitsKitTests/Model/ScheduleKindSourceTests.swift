import Testing

@testable import HabitsKit

/// A schedule kind has one home (Sources/HabitsKit/Model/Schedules/): read from the sources
/// themselves, no switch over schedule kinds has a `default:` (a kind added later must not
/// compile silently into a fallback), and the reports ask the plan or the era, never a
/// schedule.
@Suite struct ScheduleKindSourceTests {
  /// The sources, one `(path, text)` a file, under `folder` of the package.
  static func sources(under folder: String = "/Sources") -> [(path: String, text: String)] {
    var result: [(String, String)] = []
    func visit(_ path: String) {
      for name in Golden.list(path) {
        let child = path + "/" + name
        if name.hasSuffix(".swift") {
          result.append((child, Golden.read(child) ?? ""))
        } else if Golden.exists(child + "/.") {
          visit(child)
        }
      }
    }
    visit(Golden.root + folder)
    return result
  }

  /// The names of `Schedule`'s cases, read from its declaration.
  static func scheduleCaseNames() throws -> Set<String> {
    let text = try #require(Golden.read(Golden.root + "/Sources/HabitsKit/Model/Schedules/Schedule.swift"))
    let body = try #require(SwitchScanner.body(ofType: "enum Schedule", in: SwitchScanner.code(text)))
    return SwitchScanner.caseDeclarations(atTopOf: body)
  }

  @Test("no switch over schedule kinds has a default: the kinds are listed, so a new one cannot fall through")
  func noDefaultOverKinds() throws {
    let kinds = try Self.scheduleCaseNames()
    #expect(kinds.count >= 11 && kinds.contains("weekly") && kinds.contains("limit"))
    let files = Self.sources()
    #expect(files.count > 100, "the sources were not found from \(Golden.root)")
    // Case names other enums declare too (`Todo.limit`): a switch using only those is not
    // taken for one over schedules.
    var elsewhere: Set<String> = []
    for file in files {
      let code = SwitchScanner.code(file.text)
      elsewhere.formUnion(SwitchScanner.allCaseDeclarations(in: code, except: file.path.hasSuffix("/Schedule.swift")))
    }
    let scanner = SwitchScanner(scheduleCases: kinds, sharedCases: elsewhere)
    var found: [String] = []
    var overKinds = 0
    for file in files {
      for hit in scanner.switchesOverKinds(in: file.text, isScheduleFile: file.path.hasSuffix("Schedules/Schedule.swift")) {
        overKinds += 1
        if hit.hasDefault { found.append("\(file.path.dropFirst(Golden.root.count + 1)): switch \(hit.subject)") }
      }
    }
    #expect(found.isEmpty, "a default: over schedule kinds:\n\(found.joined(separator: "\n"))")
    // The one switch that makes the kinds is among those looked at.
    #expect(overKinds >= 1)
  }

  @Test("the scanner finds a default over kinds, and not one over other enums")
  func scannerCanFail() {
    let scanner = SwitchScanner(scheduleCases: ["everyDay", "weekly", "limit", "cycle"], sharedCases: ["limit"])
    let planted = """
      func f(_ habit: Habit) -> Int {
        switch habit.schedule {
        case .weekly: return 1
        default: return 0  // "default:" in a string or comment does not count
        }
      }
      func g(_ s: Schedule) -> Int {
        switch s {
        case .cycle, .everyDay: 1
        default: 0
        }
      }
      func h(_ todo: Todo) -> Int {
        switch todo {
        case .limit: 1
        default: 0
        }
      }
      func i(_ habit: Habit) -> Int {
        switch habit.schedule {
        case .weekly: 1
        case .everyDay: 2
        }
      }
      """
    let hits = scanner.switchesOverKinds(in: planted, isScheduleFile: false)
    #expect(hits.map(\.subject) == ["habit.schedule", "s", "habit.schedule"])
    #expect(hits.map(\.hasDefault) == [true, true, false])
  }

  @Test("the reports ask the plan or the era, never a schedule; DueRule and its Kind are gone")
  func reportsAskTheEra() {
    var found: [String] = []
    for file in Self.sources(under: "/Sources/HabitsReports") {
      let code = Array(SwitchScanner.code(file.text).utf8)
      // Whole words only: `habit.scheduleText`, the line as written, is text for the reports.
      for pattern in ["calendar.schedule", "habit.schedule", "h.schedule", "cal.schedule", "era.schedule"]
      where SwitchScanner.word(pattern, in: code, from: 0) != nil {
        found.append("\(file.path.dropFirst(Golden.root.count + 1)): \(pattern)")
      }
    }
    #expect(found.isEmpty, "\(found)")
    #expect(!Self.sources().contains { SwitchScanner.code($0.text).contains("DueRule") })
  }

  @Test("each kind of Schedule has a file of its own in Model/Schedules")
  func aFileAKind() {
    let names = Golden.list(Golden.root + "/Sources/HabitsKit/Model/Schedules")
    for kind in [
      "EveryDay", "WeeklyDays", "PerPeriodCount", "MonthlyItems", "Cycle", "EveryNWeeks", "EveryNMonths", "Yearly",
      "OneOff", "AfterLast", "Limit",
    ] {
      #expect(names.contains(kind + ".swift"), "\(kind)")
    }
  }
}

/// Finds `switch` statements in Swift source and what their cases are, on the text with
/// comments and string literals blanked out.
struct SwitchScanner {
  /// The case names of `Schedule`.
  let scheduleCases: Set<String>
  /// Case names that other enums declare too.
  let sharedCases: Set<String>

  /// A switch found: its subject, and whether its own cases include `default:`.
  struct Hit {
    var subject: String
    var hasDefault: Bool
  }

  /// The switches of `text` over schedule kinds: a subject that is a schedule (`schedule`,
  /// `habit.schedule`, `self` in Schedule's own file), or a case naming a case only `Schedule`
  /// has.
  func switchesOverKinds(in text: String, isScheduleFile: Bool) -> [Hit] {
    let code = Array(SwitchScanner.code(text).utf8)
    var hits: [Hit] = []
    var i = 0
    while let at = SwitchScanner.word("switch", in: code, from: i) {
      i = at + 6
      guard let open = code[i...].firstIndex(of: UInt8(ascii: "{")) else { break }
      let subject = String(decoding: code[i..<open], as: UTF8.self).trimmingCharacters()
      var depth = 0
      var j = open
      var labels: [String] = []
      var hasDefault = false
      var lineStart = open + 1
      repeat {
        let c = code[j]
        if c == UInt8(ascii: "{") { depth += 1 }
        if c == UInt8(ascii: "}") { depth -= 1 }
        if c == UInt8(ascii: "\n") || depth == 0 {
          // A line at the switch's own level: a case label or `default:`.
          let line = String(decoding: code[lineStart..<j], as: UTF8.self).trimmingCharacters()
          if depth == 1 || (depth == 0 && c == UInt8(ascii: "}")) {
            if line.hasPrefix("case ") { labels.append(line) }
            if line.hasPrefix("default:") { hasDefault = true }
          }
          lineStart = j + 1
        }
        j += 1
      } while depth > 0 && j < code.count
      let named = labels.flatMap(SwitchScanner.dottedNames)
      let subjectIsSchedule = subject == "schedule" || subject.hasSuffix(".schedule") || (isScheduleFile && subject == "self")
      let onlySchedule = named.contains { scheduleCases.contains($0) && !sharedCases.contains($0) }
      if subjectIsSchedule || onlySchedule { hits.append(Hit(subject: subject, hasDefault: hasDefault)) }
    }
    return hits
  }

  /// The names after a dot in a case label (`.weekly`, `.perPeriod(_, .week)`).
  static func dottedNames(_ label: String) -> [String] {
    var names: [String] = []
    var current: String?
    for character in label {
      if character == "." {
        current = ""
      } else if current != nil, character.isLetter || character.isNumber || character == "_" {
        current!.append(character)
      } else {
        if let name = current, !name.isEmpty { names.append(name) }
        current = nil
      }
    }
    if let name = current, !name.isEmpty { names.append(name) }
    return names
  }

  /// The index of the word `word` (not part of a longer identifier) from `start`, if any.
  static func word(_ word: String, in code: [UInt8], from start: Int) -> Int? {
    let w = Array(word.utf8)
    var i = start
    func isIdentifier(_ c: UInt8) -> Bool {
      (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
    }
    while i + w.count <= code.count {
      if code[i..<(i + w.count)].elementsEqual(w), i == 0 || !isIdentifier(code[i - 1]),
        i + w.count == code.count || !isIdentifier(code[i + w.count])
      {
        return i
      }
      i += 1
    }
    return nil
  }

  /// `text` with comments and the contents of string literals replaced by spaces (line
  /// breaks kept), so that braces and words in them do not count.
  static func code(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var out = bytes
    var i = 0
    func blank(_ from: Int, _ to: Int) {
      for k in from..<min(to, bytes.count) where bytes[k] != UInt8(ascii: "\n") { out[k] = UInt8(ascii: " ") }
    }
    while i < bytes.count {
      let c = bytes[i]
      let next = i + 1 < bytes.count ? bytes[i + 1] : 0
      if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
        var end = i
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        blank(i, end)
        i = end
      } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        var end = i + 2
        while end + 1 < bytes.count && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
        blank(i, end + 2)
        i = end + 2
      } else if c == UInt8(ascii: "\"") {
        let triple = i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")
        var end = i + (triple ? 3 : 1)
        while end < bytes.count {
          if bytes[end] == UInt8(ascii: "\\") {
            end += 2
            continue
          }
          if triple {
            if end + 2 < bytes.count && bytes[end] == UInt8(ascii: "\"") && bytes[end + 1] == UInt8(ascii: "\"")
              && bytes[end + 2] == UInt8(ascii: "\"")
            {
              end += 3
              break
            }
          } else if bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "\n") {
            end += 1
            break
          }
          end += 1
        }
        blank(i + 1, end - 1)
        i = end
      } else {
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The body between the braces of the declaration `declaration` ("enum Schedule"), if any.
  static func body(ofType declaration: String, in code: String) -> String? {
    let bytes = Array(code.utf8)
    guard let at = bytes.indices.first(where: { bytes[$0...].starts(with: declaration.utf8) }),
      let open = bytes[at...].firstIndex(of: UInt8(ascii: "{"))
    else { return nil }
    var depth = 0
    for j in open..<bytes.count {
      if bytes[j] == UInt8(ascii: "{") { depth += 1 }
      if bytes[j] == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return String(decoding: bytes[(open + 1)..<j], as: UTF8.self) }
      }
    }
    return nil
  }

  /// The case names declared at the top level of a type body (`case weekly(WeekdaySet)`), not
  /// those of types nested in it.
  static func caseDeclarations(atTopOf body: String) -> Set<String> {
    var depth = 0
    var names: Set<String> = []
    for line in body.split(separator: "\n") {
      let trimmed = String(line).trimmingCharacters()
      if depth == 0 && trimmed.hasPrefix("case ") { names.formUnion(declaredNames(trimmed)) }
      for c in line.utf8 {
        if c == UInt8(ascii: "{") { depth += 1 }
        if c == UInt8(ascii: "}") { depth -= 1 }
      }
    }
    return names
  }

  /// Every enum case declared in `code` (lines `case name` outside switches: not followed by a
  /// `:` label); none for Schedule's own file when `except` is true.
  static func allCaseDeclarations(in code: String, except: Bool) -> Set<String> {
    guard !except else { return [] }
    var names: Set<String> = []
    for line in code.split(separator: "\n") {
      let trimmed = String(line).trimmingCharacters()
      guard trimmed.hasPrefix("case "), !trimmed.hasPrefix("case ."), !trimmed.hasPrefix("case let"),
        !trimmed.contains(":") || trimmed.contains("(")
      else { continue }
      // A declaration ends without a label colon outside parentheses.
      var depth = 0
      var labelled = false
      for c in trimmed {
        if c == "(" { depth += 1 }
        if c == ")" { depth -= 1 }
        if c == ":" && depth == 0 { labelled = true }
      }
      if !labelled { names.formUnion(declaredNames(trimmed)) }
    }
    return names
  }

  /// The names of `case a, b(Int), c = "x"`.
  private static func declaredNames(_ line: String) -> [String] {
    var names: [String] = []
    var depth = 0
    var current = ""
    var taking = true
    for c in line.dropFirst(5) {
      if c == "(" { depth += 1 }
      if c == ")" { depth -= 1 }
      if depth == 0 && c == "," {
        if !current.isEmpty { names.append(current) }
        current = ""
        taking = true
        continue
      }
      if depth == 0 && taking && (c.isLetter || c.isNumber || c == "_") {
        current.append(c)
      } else if !current.isEmpty || c != " " {
        taking = false
      }
    }
    if !current.isEmpty { names.append(current) }
    return names
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate func trimmingCharacters() -> String {
    var s = Substring(self)
    while let first = s.first, first == " " || first == "\t" { s = s.dropFirst() }
    while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
    return String(s)
  }
}
