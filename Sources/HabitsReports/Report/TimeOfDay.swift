/// A time of day on the local clock, to the minute (`07:30`): when a habit is meant to be done.
package struct TimeOfDay: Hashable, Sendable, Comparable {
  /// 0...23.
  package var hour: Int
  /// 0...59.
  package var minute: Int

  /// The time `hour:minute`, or nil outside 00:00...23:59.
  package init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  package static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
  }
}
