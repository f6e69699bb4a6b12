/// Which options of a habit line conflict or repeat when given twice: options of one kind set
/// the same thing (`backlog` and `no backlog`, `3 times` and `5 km`). A one-byte value, so the
/// resolver compares a line's options by kind without making a string for each question
/// (asked in words, `HabitOption.kind`, each question made and compared strings: about 60
/// instructions, five questions a line).
enum OptionKind: UInt8, Equatable {
  case times, since, from, until, occurrences, weekStart, backlog, ahead, carryOver
  case periodsFromStart, grace, points, priority, tags, time
}

extension HabitOption {
  /// The option's kind: options of the same kind conflict or repeat (as `kind` words it).
  var optionKind: OptionKind {
    switch self {
    case .goal, .amount, .unit: .times
    case .since: .since
    case .from: .from
    case .until: .until
    case .occurrences: .occurrences
    case .weekStart: .weekStart
    case .backlog: .backlog
    case .ahead: .ahead
    case .carryOver: .carryOver
    case .periodsFromStart: .periodsFromStart
    case .grace: .grace
    case .points: .points
    case .priority: .priority
    case .tags: .tags
    case .time: .time
    }
  }
}
