extension LogWrite {
  /// Whether `text`, read back by the log parser as a line of its own, says exactly this write.
  ///
  /// The parser reads a line that starts with `skip`, `vacation` or `resume` as completions
  /// when every name on it is a habit (so a habit may be called "Skip rope"); with habits named
  /// "Skip Gym" and "Gym", `2026-12-24 skip Gym` would log "Skip Gym" instead of skipping Gym.
  /// Checking the round trip before writing catches every such clash, present or future.
  package func readsBack(_ text: String, habits: [Habit]) -> Bool {
    let keys = Dictionary(habits.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
    let file = SourceFile(path: "", text: text)
    let syntax = LogFileParser(file: file).parse()
    guard syntax.diagnostics.isEmpty, syntax.lines.count == 1, let line = syntax.lines.first, line.day == day else {
      return false
    }
    func indices(_ names: [NameSyntax]) -> [Int?] { names.map { keys[Habit.key(for: syntax.text(of: $0))] } }
    let kind = line.meaning(entries: syntax.entries) { spelling in
      Tracked.namesHabit(syntax.spellings[spelling]) { name in keys[Habit.key(for: name)].map { habits[$0] } }
    }
    switch (kind, action) {
    case (.completions(let range), .completions(let expected)):
      // An amount names its habit by the words before it, unless those are not a habit with
      // a unit and the whole item is a habit ("Drink 8 glasses"), as the resolver reads it.
      let read = syntax.entries[range].map { entry -> (Int?, Int) in
        let index = keys[Habit.key(for: syntax.text(of: entry.name))]
        // A tracked habit's bare number (`Mood 7`), read as the resolver reads it.
        if index == nil, let (name, number) = Tracked.bareNumber(in: Array(syntax.text(of: entry.name).utf8)),
          let habit = keys[Habit.key(for: String(decoding: name, as: UTF8.self))], habits[habit].unit == "",
          case .success(let thousandths) = Amount.parse(number)
        {
          return (habit, thousandths)
        }
        if let item = entry.itemName, index.map({ habits[$0].unit == nil }) ?? true {
          return (keys[Habit.key(for: syntax.spellings[item])], 1)
        }
        return (index, entry.count)
      }
      return read.map(\.0) == expected.map(\.habit) && read.map(\.1) == expected.map(\.count)
    case (.vacation(let range, let until), .vacation(let expected, let expectedUntil)):
      return indices(Array(syntax.names[range])) == expected && until == expectedUntil
    case (.skip(let range), .skip(let expected)), (.resume(let range), .resume(let expected)):
      return indices(Array(syntax.names[range])) == expected
    case (.redeem(let index), .redeem(let reward, let count)):
      let entry = syntax.entries[index]
      return Habit.key(for: syntax.text(of: entry.name)) == Habit.key(for: reward) && entry.count == count
    default:
      return false
    }
  }
}
