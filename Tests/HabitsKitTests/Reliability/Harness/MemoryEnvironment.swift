import HabitsKit
import HabitsReports
import HabitsCLI

/// An `Environment` whose files live in memory, for running `habits log` on fuzzed files.
final class MemoryEnvironment {
  var files: [String: [UInt8]]
  var output = ""
  let today: Day

  init(files: [String: [UInt8]], today: Day) {
    self.files = files
    self.today = today
  }

  var environment: Environment {
    Environment(
      variables: [:], today: today, stdoutIsTerminal: false, terminalWidth: nil,
      readFile: { [self] path in files[path].map { .success(FileBytes($0)) } ?? .failure(.notFound) },
      appendToLog: Environment.unsharedAppend(
        read: { [self] path in files[path].map { .success(FileBytes($0)) } ?? .failure(.notFound) },
        write: { [self] path, bytes in
          files[path, default: []] += bytes
          return .success(())
        }),
      readStagedFile: { _ in .failure(.notFound) },
      writeOutput: { [self] text in output += text },
      writeError: { [self] text in output += text })
  }
}
