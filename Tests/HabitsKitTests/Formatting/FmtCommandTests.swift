import Testing

@testable import HabitsKit
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `habits fmt` in-process: what it prints for one file, several and none; `--check`,
/// `--diff`, errors on standard error, the exit statuses, and which kind each file is read as.
@Suite struct FmtCommandTests {
  static let habits = "Gym :Mon,Wed # legs\nRead: daily  # a chapter\n"
  static let log = "2026-11-20   Gym ,Read\n"
  static let canonicalHabits = "Gym: Mon, Wed  # legs\nRead: daily    # a chapter\n"
  static let canonicalLog = "2026-11-20 Gym, Read\n"

  func environment(_ files: [String: String]) -> FakeEnvironment { FakeEnvironment(files: files) }

  @Test("one FILE: its formatted text alone, and nothing is written")
  func oneFile() {
    let env = environment(["habits.txt": Self.habits, "log.txt": Self.log])
    #expect(env.run(["fmt", "habits.txt"]) == .success)
    #expect(env.stdout == Self.canonicalHabits)
    #expect(env.stderr == "")
    #expect(env.text("habits.txt") == Self.habits && env.text("log.txt") == Self.log)
  }

  @Test("several FILEs: each after a '# FILE' line; no FILE: both files of --dir after their names")
  func severalFiles() {
    let env = environment(["a/habits.txt": Self.habits, "a/log.txt": Self.log, "notes/x.txt": Self.log])
    #expect(env.run(["fmt", "a/habits.txt", "notes/x.txt"]) == .success)
    #expect(env.stdout == "# a/habits.txt\n" + Self.canonicalHabits + "# notes/x.txt\n" + Self.canonicalLog)
    let dir = environment(["a/habits.txt": Self.habits, "a/log.txt": Self.log])
    #expect(dir.run(["fmt", "--dir", "a"]) == .success)
    #expect(dir.stdout == "# habits.txt\n" + Self.canonicalHabits + "# log.txt\n" + Self.canonicalLog)
    let noLog = environment(["a/habits.txt": Self.habits])
    #expect(noLog.run(["fmt", "--dir", "a"]) == .success)
    #expect(noLog.stdout == "# habits.txt\n" + Self.canonicalHabits)
  }

  @Test("what habits log --note appends is already in the layout: --check stays clean after it")
  func loggedNotes() {
    let env = environment(["habits.txt": Self.canonicalHabits, "log.txt": "2026-11-20 Gym, Read, Gym  # a long note\n"])
    #expect(env.run(["log", "Read", "--note", "short", "--today", "2026-11-21"]) == .success)
    #expect(env.run(["log", "Gym", "--note", "legs", "--today", "2026-11-23"]) == .success)
    #expect(env.text("log.txt") == "2026-11-20 Gym, Read, Gym  # a long note\n2026-11-21 Read  # short\n2026-11-23 Gym  # legs\n")
    #expect(env.run(["fmt", "--check"]) == .success)
  }

  @Test("--check names each file that would change and exits 1; 0 when none would")
  func check() {
    let env = environment(["habits.txt": Self.habits, "log.txt": Self.canonicalLog])
    #expect(env.run(["fmt", "--check"]) == .findings)
    #expect(env.stdout == "habits.txt\n")
    let clean = environment(["habits.txt": Self.canonicalHabits, "log.txt": Self.canonicalLog])
    #expect(clean.run(["fmt", "--check"]) == .success)
    #expect(clean.stdout == "")
    let named = environment(["x/h": Self.habits, "x/l": Self.log])
    #expect(named.run(["fmt", "--check", "x/h", "x/l"]) == .findings)
    #expect(named.stdout == "x/h\nx/l\n")
  }

  @Test("--diff prints a unified diff with a/ and b/ prefixes, exit 0; with --check, exit 1")
  func diff() {
    let env = environment(["habits.txt": Self.habits, "log.txt": Self.canonicalLog])
    #expect(env.run(["fmt", "--diff"]) == .success)
    #expect(
      env.stdout == """
        --- a/habits.txt
        +++ b/habits.txt
        @@ -1,2 +1,2 @@
        -Gym :Mon,Wed # legs
        -Read: daily  # a chapter
        +Gym: Mon, Wed  # legs
        +Read: daily    # a chapter

        """)
    let checked = environment(["./habits.txt": Self.habits])
    #expect(checked.run(["fmt", "--diff", "--check", "./habits.txt"]) == .findings)
    #expect(checked.stdout.hasPrefix("--- a/habits.txt\n+++ b/habits.txt\n"))
  }

  @Test("a line with a parse error is printed unchanged and named on standard error; exit 0")
  func parseErrors() {
    let env = environment(["log.txt": "2026-11-20  Gym\n2026-02-30   Gym\n"])
    #expect(env.run(["fmt", "log.txt"]) == .success)
    #expect(env.stdout == "2026-11-20 Gym\n2026-02-30   Gym\n")
    #expect(
      env.stderr == "log.txt:2:1: error: 2026-02-30 does not exist: February 2026 has 28 days [invalid-date]\n"
        + "habits: 1 line of 'log.txt' with an error left as it is (habits check)\n")
    let quiet = environment(["log.txt": "2026-02-30   Gym\n"])
    #expect(quiet.run(["fmt", "--quiet", "log.txt"]) == .success)
    #expect(quiet.stderr == "")
  }

  @Test("an unreadable file is exit 2, after the others are printed")
  func unreadable() {
    let env = environment(["habits.txt": Self.habits])
    #expect(env.run(["fmt", "missing.txt", "habits.txt"]) == .failure)
    #expect(env.stderr == "habits: cannot read 'missing.txt': No such file or directory\n")
    #expect(env.stdout == "# habits.txt\n" + Self.canonicalHabits)
    let none = environment([:])
    #expect(none.run(["fmt"]) == .failure)
    env.directories.insert("d")
    #expect(env.run(["fmt", "--check", "d"]) == .failure)
  }

  @Test("the kind: by content, else by the names habits.txt and log.txt, else by --file and --log")
  func kinds() {
    // "Gym ,Read" read as a habits file would keep its comma; as a log, it is respaced.
    let text = "2026-11-20   Gym ,Read\n"
    let env = environment(["x.txt": text, "habits.txt": text, "h.txt": text, "log.txt": "Gym :daily\n", "l.txt": "Gym :daily\n"])
    env.run(["fmt", "x.txt"])
    #expect(env.stdout == Self.canonicalLog)
    env.stdout = ""
    env.run(["fmt", "habits.txt"])
    #expect(env.stdout == text, "a habits file: the line is an error, kept")
    env.stdout = ""
    env.run(["fmt", "--file", "h.txt", "h.txt"])
    #expect(env.stdout == text)
    env.stdout = ""
    env.run(["fmt", "log.txt"])
    #expect(env.stdout == "Gym :daily\n", "a log: the line is an error, kept")
    env.stdout = ""
    env.run(["fmt", "l.txt"])
    #expect(env.stdout == "Gym: daily\n")
    env.stdout = ""
    env.run(["fmt", "--log", "l.txt", "l.txt"])
    #expect(env.stdout == "Gym :daily\n")
  }

  @Test("'-' is standard input, read once: its kind from its content or from --file - / --log -")
  func standardInput() {
    let env = environment([:])
    env.stdin = Array(Self.habits.utf8)
    #expect(env.run(["fmt", "-"]) == .success)
    #expect(env.stdout == Self.canonicalHabits)
    let log = environment([:])
    log.stdin = Array(Self.log.utf8)
    #expect(log.run(["fmt", "-"]) == .success)
    #expect(log.stdout == Self.canonicalLog)
    // A log that starts with a line the content alone reads as a habit line: --log - says it.
    let said = environment([:])
    said.stdin = Array("Gym: note\n2026-11-20   Gym\n".utf8)
    #expect(said.run(["fmt", "--log", "-", "-"]) == .success)
    #expect(said.stdout.hasSuffix("2026-11-20 Gym\n"), "\(said.stdout)")
    let check = environment(["habits.txt": Self.canonicalHabits])
    check.stdin = Array(Self.log.utf8)
    #expect(check.run(["fmt", "--check", "habits.txt", "-"]) == .findings)
    #expect(check.stdout == "-\n")
  }

  @Test("'-' named twice, or a terminal as standard input, exits 2 with the reason")
  func standardInputRefused() {
    let twice = environment([:])
    twice.stdin = Array(Self.habits.utf8)
    #expect(twice.run(["fmt", "-", "-"]) == .failure)
    #expect(twice.stderr.contains("standard input ('-') is named more than once"), "\(twice.stderr)")
    #expect(twice.stdout == "")
    let terminal = environment([:])
    #expect(terminal.run(["fmt", "-"]) == .failure)
    #expect(terminal.stderr.contains("cannot read standard input: it is a terminal"), "\(terminal.stderr)")
  }

  @Test("through a real pipe: habits fmt - < FILE prints FILE in the layout")
  func standardInputPipe() throws {
    let binary = try #require(Subprocess.habits)
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let path = folder.file("buffer")
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = Self.habits.utf8CString.withUnsafeBufferPointer { Glibc.write(fd, $0.baseAddress, $0.count - 1) }
    close(fd)
    let run = try #require(Subprocess.run(["/bin/sh", "-c", "\"$0\" fmt - < \"$1\"", binary, path]))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == Self.canonicalHabits)
    let piped = try #require(Subprocess.run(["/bin/sh", "-c", "printf '2026-11-20   Gym ,Read\\n' | \"$0\" fmt -", binary]))
    #expect(piped.stdout == Self.canonicalLog, "\(piped.stderr)")
    let empty = try #require(Subprocess.run(["/bin/sh", "-c", "\"$0\" fmt - < /dev/null", binary]))
    #expect(empty.status == 0 && empty.stdout == "", "\(empty.stderr)")
  }
}

/// `habits fmt --diff` applied by real git, and `habits fmt F > G` making a file that formats
/// to itself, with the built program.
@Suite(.enabled(if: Subprocess.which("git") != nil, "git is not installed"))
struct FmtGitTests {
  @Test("git apply takes the diff, and the files are then canonical (LF, CRLF, no final newline)")
  func gitApply() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let binary = try #require(Subprocess.habits)
    let environment = [
      "HABITS_FILE": "", "HABITS_LOG": "", "HABITS_DIR": "", "HOME": folder.path, "GIT_CONFIG_NOSYSTEM": "1",
      "GIT_CONFIG_GLOBAL": "/dev/null", "NO_COLOR": "1", "LC_ALL": "C",
    ]
    func sh(_ script: String) -> Subprocess.Output {
      Subprocess.run(["sh", "-c", script], in: folder.path, environment: environment)
        ?? Subprocess.Output(status: -1, stdout: "", stderr: "could not run sh")
    }
    try #require(sh("git init -q && mkdir sub").status == 0)
    folder.write("week  starts on Sunday\r\nGym :Mon,Wed # legs\r\nRead: daily  # chapter\r\n\r\n", to: "habits.txt")
    folder.write("2026-11-20   Gym ,Read\n2026-11-21 Gym # tired", to: "log.txt")
    folder.write("Swim :daily\n", to: "sub/other.txt")
    let patch = sh("'\(binary)' fmt --diff > fmt.patch; '\(binary)' fmt --diff sub/other.txt >> fmt.patch; git apply --check fmt.patch && git apply fmt.patch")
    #expect(patch.status == 0, "\(patch.stderr)")
    let check = sh("'\(binary)' fmt --check; echo status $?; '\(binary)' fmt --check sub/other.txt")
    #expect(check.stdout == "status 0\n", "\(check.stderr)")
    #expect(Golden.read(folder.file("habits.txt")) == "week starts on Sunday\r\nGym: Mon, Wed          # legs\r\nRead: daily            # chapter\r\n")
    #expect(Golden.read(folder.file("log.txt")) == "2026-11-20 Gym, Read\n2026-11-21 Gym  # tired\n")
    // One FILE: the output is the file, and formats to itself.
    let copied = sh("'\(binary)' fmt habits.txt > copy.txt && '\(binary)' fmt --check --file copy.txt copy.txt && cmp habits.txt copy.txt")
    #expect(copied.status == 0, "\(copied.stdout)\(copied.stderr)")
    // The folder named by an absolute path, or through `..`: the diff names the files from here.
    folder.write("Swim :daily\n", to: "sub/habits.txt")
    folder.write("2026-11-20   Swim\n", to: "sub/log.txt")
    let absolute = sh("HABITS_DIR=\"$PWD/sub\" '\(binary)' fmt --diff | git apply && '\(binary)' fmt --check --dir sub")
    #expect(absolute.status == 0, "\(absolute.stdout)\(absolute.stderr)")
    folder.write("Walk :daily\n", to: "sub/habits.txt")
    let dotted = sh("'\(binary)' fmt --diff --dir sub/../sub | git apply && '\(binary)' fmt --check --dir sub")
    #expect(dotted.status == 0, "\(dotted.stdout)\(dotted.stderr)")
    // Lone-CR lines are one line to git: the diff replaces it whole, and git takes it.
    folder.write("Gym :daily\rRead:daily\r", to: "sub/habits.txt")
    let loneCR = sh("'\(binary)' fmt --diff --dir sub | git apply && '\(binary)' fmt --check --dir sub")
    #expect(loneCR.status == 0, "\(loneCR.stdout)\(loneCR.stderr)")
    #expect(Golden.read(folder.file("sub/habits.txt")) == "Gym: daily\rRead: daily\r")
  }
}

/// The path `habits fmt --diff` names a file by: from the current directory.
@Suite struct FmtDiffPathTests {
  @Test("relative paths lose their `.` and worked-out `..`; absolute ones are made relative to the directory", arguments: [
    ("habits.txt", "/home/me", "habits.txt"), ("./habits.txt", "/home/me", "habits.txt"),
    ("sub/../habits.txt", "/home/me", "habits.txt"), ("./a/./b//log.txt", "/home/me", "a/b/log.txt"),
    ("../habits.txt", "/home/me/sub", "../habits.txt"),
    ("/home/me/habits.txt", "/home/me", "habits.txt"), ("/home/me/h/habits.txt", "/home/me/", "h/habits.txt"),
    ("/home/me/habits.txt", "/home/me/sub", "../habits.txt"), ("/srv/h/log.txt", "/home/me", "../../srv/h/log.txt"),
  ])
  func path(path: String, directory: String, expected: String) {
    #expect(FmtCommand.diffPath(path, from: directory) == expected)
  }

  @Test("without a known directory, an absolute path loses its leading '/' as before")
  func unknownDirectory() {
    #expect(FmtCommand.diffPath("/home/me/habits.txt", from: nil) == "home/me/habits.txt")
  }
}
