import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The promises of docs/logging.md kept by the built `habits` against other processes: many
/// appends of one once-a-day habit at once write one line, a process killed at any instant
/// leaves whole lines, an editor saving by rename while an append waits does not lose the
/// line, and a full disk leaves the log as it was.
@Suite struct AppendProcessTests {
  /// The promises of docs/logging.md, word for word: each is checked by the test named after
  /// its letter, (b) and (d) also in `AppendProtocolTests`.
  static let promises = [
    "**(a)** A process killed at any instant leaves the log as it was, or as it was plus one whole line: the line goes in one `write`, which a kill does not split.",
    "**(b)** A write that fails (a full disk, a read-only file, a sync error) leaves the log byte-identical.",
    "**(c)** Appends of one once-a-day habit and day started at the same time write one line; the others are refused with exit 2 as already logged.",
    "**(d)** Once a command reports success, its line is synced to disk with `fsync` and survives a power loss.",
    "**(e)** Not promised: a program that rewrites the log without the lock, such as an editor saving it while an append waits, may still lose what the other wrote; `habits` only makes sure its own line lands in the file the path names once it has the lock.",
  ]

  @Test("docs/logging.md states the promises these tests check")
  func documented() throws {
    let page = try #require(Golden.read(Golden.root + "/docs/logging.md"))
    for promise in Self.promises { #expect(page.contains("- " + promise + "\n"), "\(promise)") }
  }

  /// Starts the built `habits` with `arguments`, stdout to /dev/null and stderr to `stderr`
  /// (or /dev/null); returns its pid. With a `gate` (the read end of a pipe), it starts only
  /// once the pipe's write end is closed, so that many start at the same instant.
  static func spawn(_ arguments: [String], stderr: String? = nil, gate: Int32? = nil) throws -> pid_t {
    let binary = try #require(Subprocess.habits, "the habits binary is not built (swift build builds it before swift test)")
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let gate { posix_spawn_file_actions_adddup2(&actions, gate, STDIN_FILENO) }
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let program = gate == nil ? [binary] : ["/bin/sh", "-c", "read gate; exec \"$0\" \"$@\"", binary]
    let argv = (program + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, program[0], &actions, nil, argv, environ) == 0, "could not start \(binary)")
    return pid
  }

  /// Waits for `pid`; its exit status, or 128 + the signal that ended it.
  static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  /// A log of `days` days of Gym before 2026-01-01, one line a day.
  static func history(days: Int) -> String {
    (1...days).map { "\(day("2026-01-01") - $0) Gym\n" }.reversed().joined()
  }

  @Test("(c) 200 processes logging one once-a-day habit on one day at once: one line, 199 refusals (exit 2)")
  func sameHabitAndDay() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write("Gym: every day; since 1970-01-01\nRead: every day; since 1970-01-01\n", to: "habits.txt")
    // A long log, and every process let go at once: each decision takes a while, so without
    // the lock the check-then-append race is all but certain (checked by hand: with `flock`
    // taken out, dozens of lines).
    let original = Self.history(days: 20_000)
    folder.write(original, to: "log.txt")
    let arguments = ["log", "Read", "--date", "2026-01-01", "--dir", folder.path, "--today", "2026-06-01", "--quiet"]
    var gate: [Int32] = [0, 0]
    try #require(pipe(&gate) == 0)
    // Neither end stays open in a child (stdin gets a copy): the write end closes for all.
    for end in gate { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var pids: [pid_t] = []
    for index in 0..<200 { pids.append(try Self.spawn(arguments, stderr: folder.file("stderr-\(index)"), gate: gate[0])) }
    close(gate[0])
    close(gate[1])
    let statuses = pids.map(Self.wait)
    #expect(statuses.count { $0 == 0 } == 1)
    #expect(statuses.count { $0 == 2 } == 199)
    let text = try #require(Golden.read(folder.file("log.txt")))
    #expect(text == original + "2026-01-01 Read\n")
    for (index, status) in statuses.enumerated() where status == 2 {
      let stderr = Golden.read(folder.file("stderr-\(index)")) ?? ""
      #expect(stderr.hasPrefix("habits: 'Read' is already logged on 2026-01-01, and it is done once a day\n"), "\(stderr)")
    }
  }

  @Test("(a) processes killed at any instant while appending leave the old log plus whole lines")
  func killed() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write("Read: every day; since 2010-01-01\n", to: "habits.txt")
    let original = "# kept\n" + Self.history(days: 2000).replacing("Gym", with: "Read")
    folder.write(original, to: "log.txt")
    var generator = SystemRandomNumberGenerator()
    var pids: [pid_t] = []
    for index in 0..<100 {
      let date = day("2026-01-01") + index
      pids.append(
        try Self.spawn(["log", "Read", "--date", date.description, "--dir", folder.path, "--today", "2026-06-01", "--quiet"]))
      // Killed after 0 to 20 ms: before, during or after its append.
      if index % 2 == 0 {
        usleep(UInt32.random(in: 0...20_000, using: &generator))
        kill(pids[pids.count - 1], SIGKILL)
      }
    }
    var killed = 0
    for pid in pids where Self.wait(pid) == 128 + SIGKILL { killed += 1 }
    let text = try #require(Golden.read(folder.file("log.txt")))
    #expect(text.hasPrefix(original))
    #expect(text.hasSuffix("\n"))
    let added = text.dropFirst(original.count).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let expected = Set((0..<100).map { "\(day("2026-01-01") + $0) Read" })
    #expect(added.allSatisfy { expected.contains(String($0)) }, "\(added)")
    #expect(Set(added).count == added.count)
    #expect(added.count >= 50, "every process not killed appends")
    #expect(killed > 0 || added.count == 100)
  }

  @Test("(e) a log replaced by rename while an append waits for the lock gets the line; the old file does not")
  func replacedWhileWaiting() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write("Gym: every day\nRead: every day\n", to: "habits.txt")
    folder.write("2026-11-20 Gym\n", to: "log.txt")
    // The test holds the lock, as another append would.
    let held = open(folder.file("log.txt"), O_RDONLY | O_CLOEXEC)
    try #require(held >= 0 && flock(held, LOCK_EX) == 0)
    let pid = try Self.spawn(["log", "Read", "--dir", folder.path, "--today", "2026-11-22", "--quiet"])
    // Wait until it is blocked on the lock (/proc/locks lists waiters with "->").
    var waiting = false
    for _ in 0..<500 where !waiting {
      waiting = (Golden.read("/proc/locks") ?? "").split(separator: "\n").contains { $0.contains("-> FLOCK") && $0.contains(" \(pid) ") }
      if !waiting { usleep(10_000) }
    }
    #expect(waiting, "habits never waited for the lock")
    // An editor saves by writing a new file and renaming it over the log.
    folder.write("2026-11-20 Gym\n2026-11-21 Gym\n", to: "log.tmp")
    #expect(rename(folder.file("log.tmp"), folder.file("log.txt")) == 0)
    close(held)
    #expect(Self.wait(pid) == 0)
    #expect(Golden.read(folder.file("log.txt")) == "2026-11-20 Gym\n2026-11-21 Gym\n2026-11-22 Read\n")
  }

  /// Whether a tmpfs can be mounted here (root in CI; not in every container).
  static let canMount: Bool = {
    guard geteuid() == 0, Subprocess.which("mount") != nil, let folder = TemporaryFolder() else { return false }
    defer { folder.remove() }
    guard Subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path])?.status == 0 else { return false }
    _ = Subprocess.run(["umount", folder.path])
    return true
  }()

  @Test(
    "(b) a full disk (a 64 KiB tmpfs, the new line across a page): exit 2, the log byte-identical",
    .enabled(if: canMount, "needs root and mount(8), as CI runs; AppendProtocolTests injects the same failure everywhere"))
  func fullDisk() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let mounted = folder.file("disk")
    try #require(mkdir(mounted, 0o755) == 0)
    try #require(Subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mounted])?.status == 0)
    defer { _ = Subprocess.run(["umount", mounted]) }
    Golden.write("Gym: every day; since 2025-01-01\n", to: mounted + "/habits.txt")
    // A log ending 5 bytes before a page boundary: "2026-" fits, the rest needs a new page.
    var log = (1...200).map { "\(day("2025-01-01") + $0) Gym\n" }.joined()
    log += "# " + String(repeating: "x", count: 4096 * 4 - 5 - log.utf8.count - 3) + "\n"
    #expect(log.utf8.count % 4096 == 4091)
    Golden.write(log, to: mounted + "/log.txt")
    // Every other page taken.
    let filler = open(mounted + "/filler", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    try #require(filler >= 0)
    let page = [UInt8](repeating: 0x2E, count: 4096)
    while page.withUnsafeBytes({ Glibc.write(filler, $0.baseAddress, $0.count) }) > 0 {}
    close(filler)
    let binary = try #require(Subprocess.habits)
    let failed = try #require(Subprocess.run([binary, "log", "Gym", "--dir", mounted, "--today", "2026-11-22"]))
    #expect(failed.status == 2)
    #expect(failed.stderr == "habits: cannot write the log '\(mounted)/log.txt': No space left on device\n")
    #expect(Golden.read(mounted + "/log.txt") == log)
    // Room again: the next append is whole, with no fragment before it.
    unlink(mounted + "/filler")
    let written = try #require(Subprocess.run([binary, "log", "Gym", "--dir", mounted, "--today", "2026-11-22", "--quiet"]))
    #expect(written.status == 0, "\(written.stderr)")
    #expect(Golden.read(mounted + "/log.txt") == log + "2026-11-22 Gym\n")
  }
}
