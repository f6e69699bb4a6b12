import Testing

#if canImport(Glibc)
  import Glibc
#endif
@testable import HabitsCLI
@testable import HabitsKit
@testable import HabitsSystem

/// `habits import`: the dry run, `--into` creating new files only, and the errors.
@Suite struct ImportCommandTests {
  static let harsh = ["src/habits": "Gym: 1\n", "src/log": "2026-01-01 : Gym : y : felt good\n"]

  @Test func dryRunPrintsBothFilesAndTheReportOnStandardError() {
    let fake = FakeEnvironment(files: Self.harsh)
    #expect(fake.run("import harsh src") == .success)
    #expect(fake.stdout == """
      # habits.txt
      # Imported from harsh by 'habits import'.
      Gym: every day; since 2026-01-01
      # log.txt
      # Imported from harsh by 'habits import'.
      2026-01-01 Gym  # felt good

      """)
    #expect(fake.stderr == "Imported from harsh: 1 habit, 1 entry, 0 skips, 1 note.\nEverything was carried exactly.\n")
    #expect(fake.files.count == 2)
  }

  @Test func intoCreatesBothFilesAndReportsOnStandardOutput() {
    let fake = FakeEnvironment(files: Self.harsh)
    #expect(fake.run("import harsh src --into new") == .success)
    #expect(fake.text("new/habits.txt") == "# Imported from harsh by 'habits import'.\nGym: every day; since 2026-01-01\n")
    #expect(fake.text("new/log.txt").hasSuffix("2026-01-01 Gym  # felt good\n"))
    #expect(fake.stdout.hasPrefix("Created new/habits.txt and new/log.txt.\nImported from harsh: 1 habit"))
    #expect(fake.stderr == "")
    // What was written reads without a finding, as `check --strict` reads it, and the comment
    // is the entry's note.
    #expect(fake.run("check --strict --dir new --today 2026-01-01") == .success)
    fake.stdout = ""
    #expect(fake.run("export csv --dir new --today 2026-01-01") == .success)
    #expect(fake.stdout.contains("2026-01-01,Gym,completed,1,,,felt good,"))
  }

  @Test func intoRefusesAnExistingFileAndWritesNothing() {
    let fake = FakeEnvironment(files: Self.harsh.merging(["new/log.txt": "2025-12-31 Gym\n"]) { $1 })
    #expect(fake.run("import harsh src --into new") == .failure)
    #expect(fake.stderr.contains("habits: 'new/log.txt' exists: import never replaces a file, and wrote nothing"))
    #expect(fake.files["new/habits.txt"] == nil)
    #expect(fake.text("new/log.txt") == "2025-12-31 Gym\n")
    #expect(fake.stdout == "")
  }

  @Test func errorsOfTheExportAndMissingFiles() {
    let fake = FakeEnvironment(files: ["src/habits": "Gym: 3/2\n", "export.zip": "PK\u{3}\u{4}rest"])
    #expect(fake.run("import harsh src") == .findings)
    #expect(fake.stderr.contains("src/habits:1: error: '3/2' is not a harsh frequency"))
    #expect(fake.stdout == "")
    let missing = FakeEnvironment()
    #expect(missing.run("import org nowhere.org") == .failure)
    #expect(missing.stderr.contains("habits: cannot read 'nowhere.org': No such file or directory"))
    let zipped = FakeEnvironment(files: ["export.zip": "PK\u{3}\u{4}rest"])
    #expect(zipped.run("import loop export.zip") == .failure)
    #expect(zipped.stderr.contains("'export.zip' is a zip file: unzip it"))
    #expect(fake.run("import todoist src") == .failure)
  }

  @Test("a Loop source that is missing, a folder without Habits.csv or another file is a usage error (exit 2) naming it; Habits.csv itself is read from its folder")
  func loopSources() {
    let missing = FakeEnvironment()
    #expect(missing.run("import loop L/nonexist") == .failure)
    #expect(missing.stderr == "habits: cannot read 'L/nonexist': No such file or directory; give the folder of an unzipped Loop export, which holds Habits.csv\n")
    let empty = FakeEnvironment(files: ["L/notes.txt": "x"])
    empty.directories.insert("L")
    #expect(empty.run("import loop L") == .failure)
    #expect(empty.stderr.contains("habits: no Habits.csv in 'L': give the folder of an unzipped Loop export"), "\(empty.stderr)")
    #expect(!empty.stderr.contains("fix that line"))
    let other = FakeEnvironment(files: ["L/notes.txt": "x"])
    #expect(other.run("import loop L/notes.txt") == .failure)
    #expect(other.stderr.contains("habits: 'L/notes.txt' is a file: give the folder of an unzipped Loop export"), "\(other.stderr)")
    let csv = FakeEnvironment(files: ["L/Habits.csv": "Position,Name,Type,FrequencyNumerator,FrequencyDenominator\n001,A,YES_NO,1,1\n"])
    #expect(csv.run("import loop L/Habits.csv") == .success)
    #expect(csv.stdout.contains("A: every day"), "\(csv.stdout) \(csv.stderr)")
    #expect(!csv.stderr.contains("Habits.csv/Habits.csv"))
  }

  @Test("--into - is refused (exit 2): '-' is standard output everywhere else, and no folder named '-' is made")
  func intoDash() {
    let fake = FakeEnvironment(files: Self.harsh)
    #expect(fake.run("import harsh src --into -") == .failure)
    #expect(fake.stderr.contains("--into takes a folder, not '-'"), "\(fake.stderr)")
    #expect(fake.files.keys.allSatisfy { !$0.hasPrefix("-/") })
  }

  /// The system layer on a real folder: new files created, an existing one never replaced,
  /// and on refusal what was created removed again (the folder too when it was made).
  @Test func fileCreatorCreatesOnlyNewFiles() throws {
    var template = Array("/tmp/habits-import-XXXXXX".utf8CString)
    let base = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
    defer {
      for path in [base + "/a/habits.txt", base + "/a/log.txt", base + "/b/log.txt"] { unlink(path) }
      for path in [base + "/a", base + "/b", base] { rmdir(path) }
    }
    let files = [(name: "habits.txt", bytes: Array("H\n".utf8)), (name: "log.txt", bytes: Array("L\n".utf8))]
    #expect(failure(FileCreator.create(base + "/a", files)) == nil)
    #expect(Golden.read(base + "/a/habits.txt") == "H\n")
    #expect(failure(FileCreator.create(base + "/a", files)) == .exists(base + "/a/habits.txt"))
    #expect(Golden.read(base + "/a/habits.txt") == "H\n")
    // The second file exists: the first, just created, is removed again.
    #expect(mkdir(base + "/b", 0o755) == 0)
    Golden.write("old\n", to: base + "/b/log.txt")
    #expect(failure(FileCreator.create(base + "/b", files)) == .exists(base + "/b/log.txt"))
    #expect(!Golden.exists(base + "/b/habits.txt"))
    #expect(Golden.read(base + "/b/log.txt") == "old\n")
    // The parent must exist; nothing is made.
    #expect(failure(FileCreator.create(base + "/c/d", files)) == .cannotCreate(base + "/c/d", .notFound))
    #expect(!Golden.exists(base + "/c"))
  }

  /// The failure of a creation, nil on success.
  private func failure(_ result: Result<Void, Environment.CreateFailure>) -> Environment.CreateFailure? {
    if case .failure(let failure) = result { return failure }
    return nil
  }
}
