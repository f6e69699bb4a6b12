/// A question a reader asks of a schedule's kind, answered by the kind's own type
/// (`Schedule.ask`): generic over the kind, so that each case's answer is specialised and
/// inlined rather than asked through an `any ScheduleKind` made for the purpose.
protocol KindQuestion {
  /// What the question gives.
  associatedtype Answer
  /// The answer for `kind`.
  func answer<Kind: ScheduleKind>(for kind: Kind) -> Answer
}

/// The kind itself, as a value of its own (`Schedule.kind`).
struct KindItself: KindQuestion {
  func answer<Kind: ScheduleKind>(for kind: Kind) -> any ScheduleKind { kind }
}
