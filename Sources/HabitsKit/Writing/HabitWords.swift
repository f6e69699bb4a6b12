/// The habit names (and counts) typed after `habits log`, `skip`, `vacation` or `resume`.
///
/// Rules, in the order they apply:
/// - Commas separate names as in the log (`Gym, Read` or `Gym,Read`); so do separate
///   arguments, except that consecutive words are joined when together they name a habit:
///   `habits log Deep clean` is "Deep clean", the longest run of words that names a habit
///   (exactly or as a unique prefix) wins, so `Gym 2` is "Gym 2" when both "Gym" and "Gym 2"
///   exist; but words that end in an amount after a habit with a unit are that habit's
///   amount, as the log reads the line (`Run 5 km` beside a habit "Run 5").
/// - A name matches case-insensitively, or as a unique prefix (`HabitLookup`).
/// - A count `xN` (also `XN`, `×N`) applies to the name just before it:
///   `habits log Pushups x2 Gym` logs Pushups twice and Gym once.
/// - Naming a habit twice is refused: `Gym x2` says it better.
/// - An amount `5.2 km` (or `5.2km`) after the name of a habit with a unit is the amount
///   done, in the habit's unit; a habit with a unit needs one, a habit without takes none,
///   and another unit is refused, all before anything is written (grammar.md, "amounts").
package enum HabitWords {
  /// One name with the count typed after it.
  package struct Item: Hashable, Sendable {
    /// The words of the name (several when a name was typed without quotes).
    package var words: [String]
    /// The count typed after it, if any.
    package var count: Int?
  }

  /// Why the words could not be read. Each message is one lowercase line.
  package enum Problem: Error, Equatable, Sendable {
    case countWithoutName(String)
    case countNotAccepted(String)
    case invalidCount(String)
    case zeroCount(String)
    case countTooLarge(String)
    case twoCounts(String)
    case noName
    case lookup(HabitLookup.Problem)
    /// A habit named twice: its name, and its unit for a habit measured in one.
    case namedTwice(String, unit: String?)
    /// An amount for a habit without a unit: the habit, the amount as typed.
    case unexpectedAmount(String, String)
    /// A habit with a unit named without an amount (or with a count): the habit, its unit.
    case missingAmount(String, String)
    /// An amount in another unit: the habit, its unit, the unit typed.
    case unitMismatch(String, String, String)
    /// An amount that does not read (`Amount.message`).
    case invalidAmount(String)
    /// A count after an amount (`Run 5 km x2`): the habit, the amount written, the amount meant.
    case countAfterAmount(String, String, String)
    /// A bare number after a habit counted in completions (`Coffee 3`): the habit, the number.
    case bareNumber(String, String)
    /// A count with a blank after its x (`Gym x 2`): the habit, the number.
    case spacedCount(String, String)
    /// A decimal comma (`1,5`), which the log reads as two entries: the number as typed.
    case decimalComma(String)
    /// A control character (`ControlCharacters`), which no name holds: its code point.
    case controlCharacter(UInt32)

    /// The code the log gives the same words written in a line (grammar.md §8): `x0` is
    /// `zero-count` in both, `Gym 3` an `unknown-habit` ("Gym 3"), `Run 5 km x2` too.
    package var code: DiagnosticCode {
      switch self {
      case .countWithoutName, .countNotAccepted, .twoCounts, .noName: .syntax
      case .invalidCount, .countTooLarge: .invalidCount
      case .zeroCount: .zeroCount
      case .lookup, .countAfterAmount, .bareNumber, .spacedCount: .unknownHabit
      case .namedTwice: .duplicateEntry
      case .unexpectedAmount: .unexpectedAmount
      case .missingAmount: .missingAmount
      case .unitMismatch: .unitMismatch
      case .invalidAmount, .decimalComma: .invalidAmount
      case .controlCharacter: .controlCharacter
      }
    }

    /// The message.
    package var message: String {
      switch self {
      case .countWithoutName(let word): "the count '\(word)' must follow a habit name, as in 'Pushups \(word)'"
      case .countNotAccepted(let word): "unexpected count '\(word)': only 'habits log' takes counts"
      case .invalidCount(let word): "invalid count '\(word)': a count is a whole number 1 or more"
      case .zeroCount(let word): "the count '\(word)' logs nothing: a count is a whole number 1 or more"
      case .countTooLarge(let word): "the count '\(word)' is too large: at most \(maximumCount) per entry"
      case .twoCounts(let word): "a second count '\(word)' for the same habit"
      case .noName: "expected a habit name"
      case .lookup(let problem): problem.message
      case .namedTwice(let name, let unit):
        unit.map { "'\(name)' is named twice; log the total amount once, as in '\(name) 10 \($0)'" }
          ?? "'\(name)' is named twice; write one name with a count such as '\(name) x2'"
      case .unexpectedAmount(let name, let amount): "'\(name)' has no unit, so it takes no amount such as '\(amount)'"
      case .missingAmount(let name, let unit): "'\(name)' is measured in \(unit): give the amount done, as in '\(name) 5 \(unit)'"
      case .unitMismatch(let name, let unit, let written) where unit.isEmpty:
        "'\(name)' is logged in bare numbers, not in '\(written)': log the number alone, as in '\(name) 7'"
      case .unitMismatch(let name, let unit, let written):
        "'\(name)' is measured in \(unit), not '\(written)'"
          + (Suggestions.closest(to: written, in: [unit]) != nil ? "; did you mean '\(unit)'?" : "")
      case .invalidAmount(let message): message
      case .decimalComma(let number):
        "'\(number)': an amount is written with a decimal point, as in '\(TextReplace.replacing([",": "."], in: number))'; a comma separates entries"
      case .bareNumber(let name, let number):
        "'\(name) \(number)': a count is written with an x, as in '\(name) x\(number)'"
      case .spacedCount(let name, let number):
        "'\(name) x \(number)': a count is written without a blank after its x, as in '\(name) x\(number)'"
      case .controlCharacter(let scalar):
        "a habit name cannot hold the control character \(ControlCharacters.name(scalar))"
      case .countAfterAmount(let name, let written, let meant):
        "an amount takes no count: for '\(name) \(written)' that many times, log the total, '\(name) \(meant)'"
      }
    }
  }

  /// The largest count the log grammar accepts in one entry.
  package static let maximumCount = 1_000_000

  /// Splits the arguments into names and counts, before any habit is known.
  /// - Parameter counts: whether `xN` counts are allowed (only `habits log` takes them).
  package static func items(_ arguments: [String], counts: Bool) -> Result<[Item], Problem> {
    var items: [Item] = []
    // Whether the next word continues the last name (no comma between them).
    var continues = false
    // Refused before anything else, so that no message prints the character raw.
    for argument in arguments {
      if let scalar = ControlCharacters.first(in: argument) { return .failure(.controlCharacter(scalar)) }
    }
    for argument in arguments {
      let pieces = argument.split(separator: ",", omittingEmptySubsequences: false)
      // `Water 1,5 l`: a comma between digits is a decimal comma, not two entries.
      for index in pieces.indices.dropLast() {
        if let before = pieces[index].last, let after = pieces[index + 1].first, before.isASCII, before.isNumber,
          after.isASCII, after.isNumber
        {
          let number = String(pieces[index].split(separator: " ").last ?? "") + "," + String(pieces[index + 1].split(separator: " ").first ?? "")
          return .failure(.decimalComma(number))
        }
      }
      for (position, piece) in pieces.enumerated() {
        if position > 0 { continues = false }
        for word in piece.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
          if isCountShaped(word) {
            guard counts else { return .failure(.countNotAccepted(word)) }
            guard !items.isEmpty else { return .failure(.countWithoutName(word)) }
            guard items[items.count - 1].count == nil else { return .failure(.twoCounts(word)) }
            switch parseCount(word) {
            case .success(let count): items[items.count - 1].count = count
            case .failure(let problem): return .failure(problem)
            }
            continues = false
          } else if continues, items[items.count - 1].count == nil {
            items[items.count - 1].words.append(word)
          } else {
            items.append(Item(words: [word], count: nil))
            continues = true
          }
        }
      }
    }
    return .success(items)
  }

  /// Resolves items to habits: each item's words name one or more habits, and a count goes to
  /// the last of them.
  /// - Parameter amounts: whether the habits are being logged as done (`habits log`), so that
  ///   a habit with a unit needs its amount; `skip`, `vacation` and `resume` name habits alone.
  package static func resolve(_ items: [Item], in habits: [Habit], amounts: Bool = true) -> Result<[LogWrite.Completed], Problem> {
    var result: [LogWrite.Completed] = []
    for item in items {
      var start = 0
      while start < item.words.count {
        var found: (index: Int, end: Int)?
        for end in stride(from: item.words.count, to: start, by: -1) {
          let name = item.words[start..<end].joined(separator: " ")
          if case .success(let index) = HabitLookup.find(name, in: habits) {
            found = (index, end)
            break
          }
        }
        // The log reads an item ending in an amount by the words before it when those name a
        // habit with a unit (grammar.md, Amounts): `Run 5 km` is 5 km of Run even beside a
        // habit "Run 5", and `Drink 8 glasses` is an amount of "Drink" when that has a unit. A
        // longer name wins where it goes on past the amount ("Run 5 km daily"), and a name
        // with a count after it is read whole (`Drink 8 glasses x2`), as the log reads it.
        if amounts, let split = amountSplit(item.words, from: start, in: habits) {
          let end = found?.end ?? start
          let countFollows = item.count != nil && split.amountEnd == item.words.count
          if split.amountEnd > end || (split.amountEnd == end && !countFollows) { found = (split.index, split.nameEnd) }
        }
        guard let found else {
          // `Gym x 2`: the log reads a count only with its x against the number, and would take
          // these words for a name.
          if start > 0, let last = result.last, start + 1 < item.words.count, ["x", "X", "×"].contains(item.words[start]),
            item.words[start + 1].allSatisfy({ $0.isASCII && $0.isNumber })
          {
            return .failure(.spacedCount(habits[last.habit].name, item.words[start + 1]))
          }
          if case .failure(let problem) = HabitLookup.find(item.words[start], in: habits) {
            return .failure(.lookup(problem))
          }
          return .failure(.noName)
        }
        if result.contains(where: { $0.habit == found.index }) {
          return .failure(.namedTwice(habits[found.index].name, unit: amounts ? habits[found.index].unit : nil))
        }
        result.append(LogWrite.Completed(habit: found.index))
        start = found.end
        guard amounts else { continue }
        let habit = habits[found.index]
        switch amount(item.words, at: start, habit: habit) {
        case .success(let read):
          if let read {
            if let count = item.count, let unit = habit.unit {
              // `Run 5 km x2` would log 0.002 km if the count stood for the amount.
              let written = Amount.text(read.thousandths, unit: unit) + " x\(count)"
              let (total, overflow) = read.thousandths.multipliedReportingOverflow(by: count)
              let meant = overflow ? "…" : Amount.text(total, unit: unit)
              return .failure(.countAfterAmount(habit.name, written, meant))
            }
            result[result.count - 1].count = read.thousandths
            result[result.count - 1].isAmount = true
            start += read.words
          } else if let unit = habit.unit, !unit.isEmpty, start == item.words.count || item.count != nil {
            // A tracked habit's bare numbers (the empty unit) may also be logged plain.
            return .failure(.missingAmount(habit.name, unit))
          }
        case .failure(let problem):
          return .failure(problem)
        }
      }
      if let count = item.count, !(result.last.map { $0.isAmount } ?? false) { result[result.count - 1].count = count }
    }
    guard !result.isEmpty else { return .failure(.noName) }
    return .success(result)
  }

  /// The reading the log gives words that end in an amount with a unit: the habit with a
  /// unit named by `words[start..<nameEnd]` (the longest such name), followed by a number and
  /// a unit word (`5 km`, `5km`) that end at `amountEnd`; nil when there is none.
  private static func amountSplit(
    _ words: [String], from start: Int, in habits: [Habit]
  ) -> (index: Int, nameEnd: Int, amountEnd: Int)? {
    for nameEnd in stride(from: words.count - 1, to: start, by: -1) {
      guard let length = unitAmountLength(words, at: nameEnd),
        case .success(let index) = HabitLookup.find(words[start..<nameEnd].joined(separator: " "), in: habits),
        let unit = habits[index].unit, !unit.isEmpty
      else { continue }
      return (index, nameEnd, nameEnd + length)
    }
    return nil
  }

  /// How many words the amount with a unit at `words[index]` takes (`5km` 1, `5 km` 2), or
  /// nil when no such amount starts there.
  private static func unitAmountLength(_ words: [String], at index: Int) -> Int? {
    let word = Array(words[index].utf8)
    if Amount.looksNumeric(word) {
      guard index + 1 < words.count, Amount.isUnit(Array(words[index + 1].utf8)) else { return nil }
      return 2
    }
    guard let split = word.firstIndex(where: { !Bytes.isDigit($0) && $0 != 0x2E && $0 != 0x2D && $0 != 0x2B }),
      split > 0, Amount.looksNumeric(word[..<split]), Amount.isUnit(word[split...])
    else { return nil }
    return 1
  }

  /// The amount typed at `words[index]` after the name of `habit` (`5.2 km` or `5.2km`):
  /// its thousandths and how many words it took, nil when no amount is there, or why it is
  /// refused.
  private static func amount(_ words: [String], at index: Int, habit: Habit) -> Result<(thousandths: Int, words: Int)?, Problem> {
    guard index < words.count else { return .success(nil) }
    let word = Array(words[index].utf8)
    var number = word[...]
    var unit: ArraySlice<UInt8>?
    var taken = 1
    if !Amount.looksNumeric(word) {
      // `5.2km`: the number with its unit attached.
      guard let split = word.firstIndex(where: { !Bytes.isDigit($0) && $0 != 0x2E && $0 != 0x2D && $0 != 0x2B }),
        split > 0, Amount.looksNumeric(word[..<split]), Amount.isUnit(word[split...])
      else { return .success(nil) }
      number = word[..<split]
      unit = word[split...]
    } else if index + 1 < words.count, Amount.isUnit(Array(words[index + 1].utf8)) {
      unit = Array(words[index + 1].utf8)[...]
      taken = 2
    }
    let numberText = String(decoding: number, as: UTF8.self)
    guard let unit else {
      // A bare number: an amount without its unit, for a habit with one; for a habit counted
      // in completions, a count missing its x (unless the words go on to name a habit).
      guard let habitUnit = habit.unit else {
        let isWholeNumber = !numberText.isEmpty && numberText.allSatisfy { $0.isASCII && $0.isNumber }
        return isWholeNumber && index + 1 == words.count ? .failure(.bareNumber(habit.name, numberText)) : .success(nil)
      }
      guard habitUnit.isEmpty else {
        return .failure(.invalidAmount("the amount '\(numberText)' needs its unit: '\(habit.name) \(numberText) \(habitUnit)'"))
      }
      // A tracked habit without a unit: the bare number is its value.
      switch Amount.parse(number) {
      case .success(let thousandths): return .success((thousandths, taken))
      case .failure(let problem): return .failure(.invalidAmount(Amount.message(problem, numberText)))
      }
    }
    let unitText = String(decoding: unit, as: UTF8.self)
    guard let habitUnit = habit.unit else {
      return .failure(.unexpectedAmount(habit.name, numberText + " " + unitText))
    }
    guard unitText.lowercased() == habitUnit.lowercased() else {
      return .failure(.unitMismatch(habit.name, habitUnit, unitText))
    }
    switch Amount.parse(number) {
    case .success(let thousandths): return .success((thousandths, taken))
    case .failure(let problem): return .failure(.invalidAmount(Amount.message(problem, numberText)))
    }
  }

  /// Whether `word` is shaped like a count: a marker `x`, `X` or `×`, then digits, possibly
  /// signed (`x2`, `X10`, `×3`, and `x0`, `x-1` so that they can be refused by name).
  package static func isCountShaped(_ word: String) -> Bool {
    // As the log parser tells a count: the marker, then a digit or a sign (`x1.5` is an
    // invalid count there, not a name).
    guard let marker = word.first, ["x", "X", "×"].contains(marker), let next = word.dropFirst().first else { return false }
    return next == "-" || next == "+" || (next.isASCII && next.isNumber)
  }

  /// The count of a count-shaped word, or why it is refused.
  private static func parseCount(_ word: String) -> Result<Int, Problem> {
    let text = word.dropFirst()
    if text.hasPrefix("-") || text.hasPrefix("+") || !text.allSatisfy({ $0.isASCII && $0.isNumber }) {
      return .failure(.invalidCount(word))
    }
    let significant = text.drop(while: { $0 == "0" })
    if significant.isEmpty { return .failure(.zeroCount(word)) }
    guard significant.count <= 7, let value = Int(significant), value <= maximumCount else {
      return .failure(.countTooLarge(word))
    }
    return .success(value)
  }
}
