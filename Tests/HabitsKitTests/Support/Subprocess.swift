#if canImport(Glibc)
  import Glibc
#endif

/// Runs other programs (shells, groff, the built `habits`) for the end-to-end tests of the
/// completion scripts, the man pages and the install.
enum Subprocess {
  /// What a finished program left behind.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Whether `program` is an executable on `PATH`, so a test can skip with a message instead
  /// of failing on a machine without zsh, fish or groff.
  static func isInstalled(_ program: String) -> Bool {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
  }

  /// Runs `argv` (the program found on `PATH`), with stdin from /dev/null and the output
  /// captured through files; nil when it cannot be started.
  static func run(_ argv: [String]) -> Output? {
    guard let folder = TemporaryFolder() else { return nil }
    defer { folder.remove() }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, folder.file("out"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, folder.file("err"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, argv[0], &actions, nil, cArguments, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = (status & 0x7F) == 0
    return Output(
      status: exited ? (status >> 8) & 0xFF : 128,
      stdout: Golden.read(folder.file("out")) ?? "",
      stderr: Golden.read(folder.file("err")) ?? "")
  }
}
