import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Fifty `habits log` processes of the built binary appending to one log at once: every line
/// lands whole, none is lost, and the old content stays in front.
@Suite struct ConcurrentAppendTests {
  /// Starts `habits` with `arguments`, its output going to /dev/null; returns its pid.
  private func spawn(_ binary: String, _ arguments: [String]) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return nil }
    return pid
  }

  @Test("50 concurrent appends land intact")
  func fiftyProcesses() throws {
    guard let binary = Subprocess.habits else {
      Issue.record("the habits binary is not built (swift build builds it before swift test)")
      return
    }
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write("Read: every day; since 2025-12-01\n", to: "habits.txt")
    let original = "# kept by hand\n2025-12-01 Read  # the first day\n"
    folder.write(original, to: "log.txt")
    let days = (0..<50).map { day("2026-01-01") + $0 }
    var pids: [pid_t] = []
    for d in days {
      let arguments = ["log", "Read", "--date", d.description, "--dir", folder.path, "--today", "2026-06-01", "--quiet"]
      guard let pid = spawn(binary, arguments) else {
        Issue.record("could not start \(binary)")
        continue
      }
      pids.append(pid)
    }
    var failures = 0
    for pid in pids {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      if status != 0 { failures += 1 }
    }
    #expect(failures == 0)
    let text = try #require(folder.bytes("log.txt")).map { String(UnicodeScalar($0)) }.joined()
    #expect(text.hasPrefix(original))
    #expect(text.hasSuffix("\n"))
    let added = text.dropFirst(original.count).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(added.count == 50)
    #expect(Set(added.map(String.init)) == Set(days.map { "\($0) Read" }))
  }
}
