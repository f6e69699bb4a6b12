import HabitsKit

extension JSONWriter {
  /// A streak as `{"start", "end", "days"}`, or null: one spelling for every report that
  /// names a streak (`streaks`, `stats`, `graph`; docs/json.md).
  mutating func write(_ key: String?, streak: Streak?) {
    guard let streak else {
      write(key, .null)
      return
    }
    beginObject(key)
    write("start", streak.start.description)
    write("end", streak.end.description)
    write("days", streak.days)
    endObject()
  }
}
