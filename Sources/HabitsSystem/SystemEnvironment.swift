#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit

/// The real `Environment`: libc files, the local clock, the terminal and git.
///
/// No Foundation: its time zone is wrong without ICU on Linux, and loading ICU costs start-up
/// time on every git hook. Today comes from `localtime_r`, which honours TZ.
package enum SystemEnvironment {
  /// The environment of this process.
  package static func make() -> Environment {
    let clock = now()
    var environment = Environment(
      variables: variables(),
      today: clock.day,
      stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
      terminalWidth: terminalWidth(),
      readFile: FileSystem.read,
      appendToLog: LogAppender().append,
      readStagedFile: Git.readStaged,
      writeOutput: { write($0, to: STDOUT_FILENO) },
      writeError: { write($0, to: STDERR_FILENO) })
    environment.readStandardInput = FileSystem.readStandardInput
    environment.currentDirectory = currentDirectory()
    environment.readRevisionFile = Git.readRevision
    environment.readFileHistory = Git.history
    environment.filesChangedWhileRead = { FileSystem.changedWhileRead }
    environment.timeOfDay = clock.time
    environment.createFiles = FileCreator.create
    environment.writeOutputBytes = { bytes in bytes.withUnsafeBufferPointer { write($0, to: STDOUT_FILENO) } }
    // Retained once more and never released: the process exits with it (`keepUntilExit`).
    environment.keepUntilExit = { value in _ = Unmanaged.passRetained(KeptUntilExit(value)) }
    return environment
  }

  /// A value held by one unbalanced retain until the process exits.
  private final class KeptUntilExit {
    /// The value kept.
    let value: Any
    /// Holds `value`.
    init(_ value: Any) { self.value = value }
  }

  /// Today's civil date in the local time zone.
  package static func today() -> Day { now().day }

  /// The local clock, to the minute: the civil date and the time of day in the local time
  /// zone (TZ honoured).
  package static func now() -> LocalTime {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    let day = Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
    // tm_sec may be 60 (a leap second); hours and minutes are always in range.
    return LocalTime(day: day, time: TimeOfDay(hour: Int(parts.tm_hour), minute: Int(parts.tm_min)) ?? TimeOfDay(hour: 12, minute: 0)!)
  }

  /// The environment variables `habits` reads (`Environment.variableNames`) that are set.
  static func variables() -> NamedValues {
    var result = NamedValues()
    for name in Environment.variableNames {
      if let value = getenv(name) { result[name] = String(cString: value) }
    }
    return result
  }

  /// The width of the terminal on stdout, if it is one.
  static func terminalWidth() -> Int? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Writes all of `text` to a descriptor (commands write whole reports, so no buffering is
  /// needed). A closed pipe (`habits | head`) ends the process by SIGPIPE, as usual.
  private static func write(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { write($0, to: fd) }
  }

  /// Writes all of `buffer` to `fd`, going on after an interrupted call.
  private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) {
    var offset = 0
    while offset < buffer.count {
      let count = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += count
    }
  }

  /// The current directory from getcwd, nil when it cannot be had.
  private static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
