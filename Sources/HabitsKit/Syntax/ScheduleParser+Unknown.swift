extension ScheduleParser {
  /// The first word is not the start of any schedule: suggest the nearest keyword or weekday
  /// ("montly" is "monthly", one letter away, rather than "Monday", two).
  mutating func unknownSchedule(_ token: Token) -> Schedule? {
    let keywords = [
      "every", "daily", "weekly", "monthly", "quarterly", "never", "yearly", "weekdays", "weekends", "on", "once", "twice",
      "tracked",
    ]
    let word = cursor.text(token)
    if let weekday = Suggestions.closest(to: word, in: Vocabulary.weekdaySuggestions),
      Suggestions.closest(to: word, in: keywords).map({ Suggestions.distance(word, $0) >= Suggestions.distance(word, weekday) }) ?? true
    {
      let fix = DiagnosticFix.replacing(cursor.here, with: weekday)
      return cursor.fail(.unknownWeekday(word), notes: [fix.note], fix: fix)
    }
    var notes: [String] = []
    // The diagnostic spans the whole schedule; the fix replaces its first word.
    let fix = Suggestions.closest(to: cursor.text(token), in: keywords).map { DiagnosticFix.replacing(token.range, with: $0) }
    if let fix { notes.append(fix.note) }
    notes.append("schedules look like 'every day', 'Mon, Wed', '3 days a week', 'every 2nd Sunday'; see grammar.md")
    let text = cursor.tokens.map { cursor.text($0) }.joined(separator: " ")
    let range = SourceRange(start: token.range.start, end: cursor.tokens.last!.range.end)
    return cursor.fail(.unknownSchedule(text), at: range, notes: notes, fix: fix)

  }
}
