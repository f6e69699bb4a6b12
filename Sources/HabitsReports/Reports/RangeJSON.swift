import HabitsKit

extension JSONWriter {
  /// A range of days as `{"start", "end"}`, both included, or null: one spelling for every
  /// report that names a period (docs/json.md, "range").
  mutating func write(_ key: String?, range: ClosedRange<Day>?) {
    guard let range else {
      write(key, .null)
      return
    }
    beginObject(key)
    write("start", range.lowerBound.description)
    write("end", range.upperBound.description)
    endObject()
  }
}
