import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Files that are not files, or not readable: the built `habits` in a real folder answers with
/// a clear error on stderr and exit 2, and writes nothing.
@Suite struct HostileFileTests {
  /// Runs the built `habits` in `folder`.
  private func habits(_ arguments: [String], in folder: TemporaryFolder) throws -> Subprocess.Output {
    let binary = try #require(Subprocess.habits, "the habits binary is not built (swift build builds it before swift test)")
    return try #require(Subprocess.run([binary] + arguments, in: folder.path))
  }

  @Test("a habits file that is a directory: exit 2 and a clear error; a log that is one too")
  func habitsFileIsDirectory() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    mkdir(folder.file("habits.txt"), 0o755)
    var outcome = try habits(["check"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr == "habits: cannot read the habits file 'habits.txt': Is a directory\n")
    rmdir(folder.file("habits.txt"))
    folder.write("Gym: Mon\n", to: "habits.txt")
    mkdir(folder.file("log.txt"), 0o755)
    for arguments in [["check"], ["status"], ["log", "Gym"]] {
      outcome = try habits(arguments, in: folder)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.stderr.hasPrefix("habits: cannot read the log 'log.txt': Is a directory\n"), "\(arguments): \(outcome.stderr)")
    }
  }

  @Test("an unreadable habits file (a socket in its place): exit 2 and the system's reason")
  func unreadableSocket() throws {
    // Root reads any regular file whatever its mode, but nobody can open() a socket.
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let fd = try #require(HostileFileTests.bindSocket(at: folder.file("habits.txt")))
    defer { close(fd) }
    let outcome = try habits(["check"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr == "habits: cannot read the habits file 'habits.txt': No such device or address\n")
  }

  @Test(
    "an unreadable habits file (mode 000): exit 2, Permission denied",
    .enabled(if: geteuid() != 0, "running as root, which reads a file whatever its mode: see the socket test"))
  func unreadableMode() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write("Gym: Mon\n", to: "habits.txt")
    chmod(folder.file("habits.txt"), 0)
    let outcome = try habits(["check"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr == "habits: cannot read the habits file 'habits.txt': Permission denied\n")
  }

  /// A listening UNIX socket bound at `path`; its descriptor, or nil.
  private static func bindSocket(at path: String) -> Int32? {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (i, byte) in bytes.enumerated() { buffer[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard bound == 0 else {
      close(fd)
      return nil
    }
    return fd
  }
}
