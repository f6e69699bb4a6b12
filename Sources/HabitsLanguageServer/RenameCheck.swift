import HabitsKit

/// What a rename may not do to the files: give a habit a name another habit already has (the
/// habits file would hold two, and log lines naming both would read `Gym, Gym`), or a name the
/// habits file would not accept as written. The habits file itself says which names it
/// accepts: the new name is parsed as a habit line.
enum RenameCheck {
  /// Why `newName` cannot replace the name of the habit whose key is `key`, declared in
  /// `habits` (its text), or nil when it can.
  static func refusal(renaming key: String, to newName: String, habits: [UInt8], path: String) -> LanguageServer.Failure? {
    let line = Array((newName + ": every day\n").utf8)
    let parsed = HabitsFileParser.parse(SourceFile(path: path, bytes: line))
    guard parsed.diagnostics.isEmpty, parsed.declarations.count == 1, parsed.declarations[0].name == newName,
      !newName.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else {
      return LanguageServer.Failure(
        code: .invalidParams,
        message: "'\(newName)' cannot be a habit name: a name cannot be empty, contain ':', ',', ';' or '#', or end with a count such as ' x2'")
    }
    // Every habit line of the file, those with errors too.
    let newKey = Habit.key(for: newName)
    for declaration in HabitsFileParser.parse(SourceFile(path: path, bytes: habits)).declarations
    where Habit.key(for: declaration.name) == newKey && newKey != key {
      return LanguageServer.Failure(
        code: .requestFailed,
        message: "'\(declaration.name)' is already the name of a habit (line \(declaration.nameRange.start.line)); choose another name")
    }
    return nil
  }
}
