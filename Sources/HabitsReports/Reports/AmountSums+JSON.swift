import HabitsKit

extension AmountSums {
  /// The last day with something logged and its amount, `"last":{"date","amount"}`, or
  /// `"last":null` without one: one spelling for `history --json` and `stats --json`.
  func writeLast(into w: inout JSONWriter) {
    guard let last else { return w.write("last", .null) }
    w.beginObject("last")
    w.write("date", last.day.description)
    w.write("amount", .number(Amount.text(last.total)))
    w.endObject()
  }
}
