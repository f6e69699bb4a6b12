/// The journal as the reports organise it: in board order, and narrowed to a group or a tag.
extension Journal {
  /// The journal in board order (conventions item 28): the habits before the first heading,
  /// then each group in the order its first habit appears; within a section, by the priority
  /// of the line in force on `day` (do first, plan, delay, delegate, then none), then its time
  /// of day (as the day is lived, untimed last), then file order. The journal itself when no
  /// habit has a group, a time or a priority, so a file without them costs a glance at each
  /// habit.
  package func inBoardOrder(on day: Day) -> Journal {
    // Indexed in place: a closure over the habits copied each one.
    var organised = false
    for index in loaded.indices where loaded[index].habit.isOrganised {
      organised = true
      break
    }
    guard organised else { return self }
    var sections: [String?] = [nil]
    var keys: [(section: Int, priority: Int, minutes: Int, index: Int)] = []
    keys.reserveCapacity(loaded.count)
    for (index, habit) in loaded.enumerated() {
      let group = habit.habit.group
      let section = sections.firstIndex(of: group) ?? sections.count
      if section == sections.count { sections.append(group) }
      let line = habit.plan.era(on: day)
      // Untimed last: one minute past the last minute of the day as it is lived.
      keys.append((section, Priority.rank(line.priority), line.time?.livedMinutes(dayEnd: dayEnd) ?? 1440, index))
    }
    keys.sort { ($0.section, $0.priority, $0.minutes, $0.index) < ($1.section, $1.priority, $1.minutes, $1.index) }
    if keys.enumerated().allSatisfy({ $0.offset == $0.element.index }) { return self }
    return reordered(keys.map(\.index))
  }

  /// The habits whose group is `group`, that have every tag of `tags` (ignoring case and
  /// spacing) and, with `priority`, whose line in force on its day has that priority; nil
  /// `group`, no tags and no priority keep every habit. A habit of no group is in none.
  package func selecting(group: String?, tags: [String], priority: (level: Priority, on: Day)? = nil) -> Journal {
    guard group != nil || !tags.isEmpty || priority != nil else { return self }
    return filter { loaded in
      (group.map { loaded.habit.isInGroup($0) } ?? true) && tags.allSatisfy { loaded.habit.hasTag($0) }
        && (priority.map { loaded.plan.era(on: $0.on).priority == $0.level } ?? true)
    }
  }

  /// The groups of the habits, each once, in the order their first habit appears.
  package var groups: [String] {
    var seen: [String] = []
    for habit in loaded {
      if let group = habit.habit.group, !seen.contains(group) { seen.append(group) }
    }
    return seen
  }

  /// The tags of the habits, each once ignoring case, in the order they first appear.
  package var tags: [String] {
    var seen: [String] = []
    var keys: Set<String> = []
    for habit in loaded {
      for tag in habit.habit.tags where keys.insert(Habit.key(for: tag)).inserted { seen.append(tag) }
    }
    return seen
  }

  /// The journal with the notes of `log` (`EntryNotes`) on the entries they are on: read
  /// only by the reports that show notes.
  package func withNotes(from log: SourceFile?) -> Journal {
    guard let log else { return self }
    let notes = EntryNotes.notes(log)
    guard !notes.isEmpty else { return self }
    var journal = Journal(loaded.map { $0.withNotes(from: notes) })
    journal.dayEnd = dayEnd
    journal.rewards = rewards
    journal.redeems = redeems
    return journal
  }
}
