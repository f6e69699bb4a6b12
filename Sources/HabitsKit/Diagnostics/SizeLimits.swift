/// How large the files may be (conventions item 32): past a limit, `habits` reports a located
/// error at the first line past it (`too-large`) rather than spending minutes or gigabytes
/// on what is most likely a wrong path, a binary or a generated file.
package enum SizeLimits {
  /// The most habits a habits file declares (lines without `from`).
  package static let habits = 10_000
  /// The most habit lines a habits file has: habits and their `from` lines.
  package static let habitLines = 100_000
  /// The longest line, in bytes, of either file.
  package static let lineBytes = 1 << 20
  /// The largest file, in bytes: line offsets are kept in 32 bits (`LineIndex`).
  package static let fileBytes = 1 << 31
}

extension Diagnostic {
  /// The error of a file larger than `SizeLimits.fileBytes`, at `line`, the line that goes
  /// past the limit: the file is not read at all.
  package static func fileTooLarge(_ path: String, line: Int) -> Diagnostic {
    Diagnostic(
      .fileTooLarge, file: path, range: SourceRange(line: line, columns: 1..<1),
      notes: [Diagnostic.Note("habits reads files of at most 2 GiB; this line goes past that, and nothing of the file is read")])
  }
}
