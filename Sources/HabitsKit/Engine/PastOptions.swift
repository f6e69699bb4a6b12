/// The options a habit's past days are judged with, as types, so that `StatusPass` has one
/// loop for each combination with only the state it needs.
protocol PastOptions {
  /// Whether a deficit is kept to be caught up (§9, §11).
  static var backlog: Bool { get }
  /// Whether work done ahead covers later due days (§10).
  static var ahead: Bool { get }
}

extension PastOptions {
  /// Whether completing ahead looks back over runs of days (§10 without backlog): the only
  /// case that needs the segment's first completion and a running minimum.
  static var tracksRuns: Bool { ahead && !backlog }
}

enum BacklogAndAhead: PastOptions {
  static var backlog: Bool { true }
  static var ahead: Bool { true }
}

enum BacklogOnly: PastOptions {
  static var backlog: Bool { true }
  static var ahead: Bool { false }
}

enum AheadOnly: PastOptions {
  static var backlog: Bool { false }
  static var ahead: Bool { true }
}

enum Neither: PastOptions {
  static var backlog: Bool { false }
  static var ahead: Bool { false }
}
