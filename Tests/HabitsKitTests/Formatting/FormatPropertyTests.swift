import Testing

@testable import HabitsKit

/// Formatting is idempotent and changes no meaning (the loaded habits, entries, notes and the
/// diagnostics' codes by line), nor any byte but blanks, on the fuzz corpus (valid and broken
/// files) and on generated files laid out raggedly.
@Suite struct FormatPropertyTests {
  static let corpus = Golden.root + "/fuzz/corpus"

  /// The corpus files of `target`, each with its bytes.
  static func corpusFiles(_ target: String) -> [String] { Golden.list(corpus + "/" + target).sorted() }

  /// Every invariant of formatting `bytes` as `kind`, checked against the meaning of the pair
  /// (`habits`, `log`) it is part of.
  static func checkInvariants(habits: [UInt8], log: [UInt8]?, formatting kind: FormatFileKind, name: String) {
    let input = kind == .habits ? habits : log!
    let once = FileFormatter.format(SourceFile(path: name, bytes: input), as: kind)
    let twice = FileFormatter.format(SourceFile(path: name, bytes: once.bytes), as: kind)
    #expect(twice.bytes == once.bytes, "idempotent: \(name)")
    #expect(!twice.changed, "\(name)")
    let before = FormatMeaning(habits: habits, log: log)
    let after = kind == .habits ? FormatMeaning(habits: once.bytes, log: log) : FormatMeaning(habits: habits, log: once.bytes)
    if after != before {
      let (x, y) = (before.description.split(separator: "\n"), after.description.split(separator: "\n"))
      let first = zip(x, y).first { $0 != $1 }.map { "\($0.0)\n  became\n\($0.1)" } ?? "\(x.count) lines became \(y.count)"
      Issue.record("the meaning of \(name) changed: \(first)")
    }
    // Only blanks change, line by line; no line comes or goes but blank ones at the end.
    let (a, b) = (Invariants.lineWords(FileBytes(input)), Invariants.lineWords(FileBytes(once.bytes)))
    #expect(b == Array(a.prefix(b.count)), "words of \(name)")
    #expect(a.dropFirst(b.count).allSatisfy { $0.isEmpty }, "only blank lines dropped from \(name)")
  }

  @Test("habits files of the fuzz corpus", arguments: corpusFiles("habits-file"))
  func corpusHabits(name: String) throws {
    let bytes = try #require(Golden.bytes(Self.corpus + "/habits-file/" + name))
    Self.checkInvariants(habits: bytes, log: nil, formatting: .habits, name: name)
  }

  @Test("logs of the fuzz corpus", arguments: corpusFiles("log"))
  func corpusLogs(name: String) throws {
    let bytes = try #require(Golden.bytes(Self.corpus + "/log/" + name))
    Self.checkInvariants(habits: [], log: bytes, formatting: .log, name: name)
  }

  @Test("the corpus's valid files and examples/ are in the canonical layout already")
  func validFilesCanonical() throws {
    var files: [(String, FormatFileKind, [UInt8])] = []
    for name in Self.corpusFiles("habits-file") {
      files.append(("habits-file/" + name, .habits, try #require(Golden.bytes(Self.corpus + "/habits-file/" + name))))
    }
    for name in Self.corpusFiles("log") {
      files.append(("log/" + name, .log, try #require(Golden.bytes(Self.corpus + "/log/" + name))))
    }
    for folder in ["", "broken/", "changes/", "organised/", "points/"] {
      for (name, kind) in [("habits.txt", FormatFileKind.habits), ("log.txt", .log)] {
        let path = Golden.root + "/examples/" + folder + name
        guard let bytes = Golden.bytes(path) else { continue }
        // Every file of examples/, broken or not, is in the layout (its errors left as written).
        #expect(!FileFormatter.format(SourceFile(path: path, bytes: bytes), as: kind).changed, "examples/\(folder)\(name)")
      }
    }
    var valid = 0
    for (name, kind, bytes) in files {
      let file = SourceFile(path: name, bytes: bytes)
      let loaded =
        kind == .habits
        ? Loader.load(habitsFile: file, logFile: nil, today: day("2026-11-22"))
        : Loader.load(habitsFile: SourceFile(path: "h", bytes: []), logFile: file, today: day("2026-11-22"))
      // A log is valid here when its lines parse; its names are unknown without the habits.
      let errors = loaded.diagnostics.filter { $0.severity == .error && $0.code != .unknownHabit && $0.code != .unknownReward }
      guard errors.isEmpty else { continue }
      valid += 1
      #expect(!FileFormatter.format(file, as: kind).changed, "\(name) is not in the canonical layout")
    }
    #expect(valid >= 20)
  }

  @Test("generated files, laid out raggedly, format back to one layout with the same meaning", arguments: 0..<6)
  func generated(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 2_654_435_761 &+ 71))
    for _ in 0..<4 {
      let files = generator.files(habits: 8, start: day("2024-01-01") + generator.int(0...700), days: generator.int(30...200))
      let (habits, log) = (Array(files.habits.utf8), Array(files.log.utf8))
      let raggedHabits = Array(Self.ragged(files.habits, log: false, using: &generator).utf8)
      let raggedLog = Array(Self.ragged(files.log, log: true, using: &generator).utf8)
      Self.checkInvariants(habits: raggedHabits, log: raggedLog, formatting: .habits, name: "habits.txt")
      Self.checkInvariants(habits: raggedHabits, log: raggedLog, formatting: .log, name: "log.txt")
      // Ragged or not, the files format to one text.
      let (bareHabits, bareLog) = (
        Array(Self.ragged(files.habits, log: false, comments: false, using: &generator).utf8),
        Array(Self.ragged(files.log, log: true, comments: false, using: &generator).utf8)
      )
      let canonical = FileFormatter.format(SourceFile(path: "h", bytes: habits), as: .habits).bytes
      #expect(FileFormatter.format(SourceFile(path: "h", bytes: bareHabits), as: .habits).bytes == canonical)
      let canonicalLog = FileFormatter.format(SourceFile(path: "l", bytes: log), as: .log).bytes
      #expect(FileFormatter.format(SourceFile(path: "l", bytes: bareLog), as: .log).bytes == canonicalLog)
    }
  }

  /// `text` with blanks where the grammar ignores them: around `;` and `,`, after a habit's
  /// colon or a log line's date, before the line and at its end (tabs and no-break spaces
  /// too), and trailing comments with ragged gaps; blank lines at the end.
  static func ragged(_ text: String, log: Bool, comments: Bool = true, using generator: inout RandomHabits) -> String {
    func blanks(_ generator: inout RandomHabits, atLeast: Int = 0) -> String {
      let count = generator.int(atLeast...3)
      return String((0..<count).map { _ in generator.chance(0.2) ? "\t" : generator.chance(0.1) ? "\u{A0}" : " " })
    }
    var out = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard !line.isEmpty else {
        out += "\n"
        continue
      }
      var result = blanks(&generator)
      var seenColon = false
      for (offset, character) in line.enumerated() {
        switch character {
        case ";", ",":
          result += blanks(&generator) + String(character) + blanks(&generator)
        case ":" where !log && !seenColon:
          seenColon = true
          result += blanks(&generator) + ":" + blanks(&generator)
        case " " where log && offset == 10:
          result += " " + blanks(&generator)
        default:
          result.append(character)
        }
      }
      if comments && generator.chance(0.2) && !line.hasPrefix("#") { result += blanks(&generator) + "# note \(generator.int(1...99))" }
      out += result + blanks(&generator) + "\n"
    }
    return out + (generator.chance(0.5) ? "\n \n" : "")
  }
}
