#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsKit

/// The thin loop around `LanguageServer`: reads the client's bytes from standard input,
/// writes replies to standard output, publishes diagnostics when no message is waiting, and
/// returns the exit status (0 after `shutdown` and `exit`, 1 when the client goes away
/// without them).
package enum StdioServer {
  /// Runs the server for `habits lsp`: the files given (relative to the working folder; nil
  /// to pair by name), files read with `readFile`, today from `today`, or from `clock` and
  /// the habits file's day end when the clock is given.
  package static func run(
    habitsPath: String?, logPath: String?, readFile: @escaping (String) -> [UInt8]?, today: @escaping () -> Day,
    clock: (() -> LocalTime)? = nil
  ) -> ExitStatus {
    // The server names files by absolute path, as URIs do.
    var buffer = [CChar](repeating: 0, count: 4096)
    let directory = getcwd(&buffer, buffer.count) != nil
      ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "/"
    func absolute(_ path: String?) -> String? {
      guard let path else { return nil }
      if path.hasPrefix("/") { return path }
      let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
      return (directory.hasSuffix("/") ? directory : directory + "/") + relative
    }
    var context = LanguageServer.Context(
      pairing: FilePairing(habitsPath: absolute(habitsPath), logPath: absolute(logPath)), readFile: readFile, today: today)
    context.clock = clock
    return run(context: context) == 0 ? .success : .findings
  }

  /// Runs until `exit` or the end of input.
  package static func run(context: LanguageServer.Context) -> Int32 {
    // A vanished client must end the loop through write's error, not kill the process.
    signal(SIGPIPE, SIG_IGN)
    var server = LanguageServer(context: context)
    var reader = MessageReader()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      while let item = reader.next() {
        let replies: [JSON]
        switch item {
        case .message(let bytes): replies = server.handle(bytes: bytes)
        case .invalid(let reason):
          writeError("habits lsp: \(reason)\n")
          replies = [LanguageServer.error(id: .null, .parseError, reason)]
        }
        guard send(replies) else { return 1 }
        if let status = server.exitStatus { return status }
      }
      // A message partly here is the rest of a burst (a large file opened arrives in many
      // reads): loading now would load files it may change, so the load waits for it.
      if !reader.isWithinMessage && !inputIsWaiting() {
        guard send(server.flush()) else { return 1 }
      }
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return server.isShutDown ? 0 : 1 }
      reader.append(buffer[0..<count])
    }
  }

  /// Whether standard input has bytes to read now.
  private static func inputIsWaiting() -> Bool {
    var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0
  }

  /// Writes each message framed; false when the client is gone.
  private static func send(_ messages: [JSON]) -> Bool {
    for message in messages {
      let bytes = MessageReader.frame(message.text)
      var written = 0
      while written < bytes.count {
        let n = bytes.withUnsafeBytes { write(1, $0.baseAddress! + written, bytes.count - written) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        written += n
      }
    }
    return true
  }

  private static func writeError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }
}
