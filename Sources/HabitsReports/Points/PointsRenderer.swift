import HabitsKit

/// Renders ``PointsReport`` for people and, as JSON, for programs (docs/json.md, "points").
///
/// ```
/// Points on Sun 2026-11-22
///   balance    60 points
///   this week  earned 70 · spent 50  (from Mon Nov 16)
///   this month earned 70 · spent 50
///
/// Rewards
///   Movie night   50 points  affordable
///   New book     120 points  60 more to go
///
/// Purchases, newest first
///   2026-11-21  Movie night      50 points
/// ```
package struct PointsRenderer {
  /// Creates a renderer.
  /// What joins "earned N" and "spent N" (`RenderSettings.separator`).
  var separator = RenderSettings.separator(ascii: false)

  /// Creates a renderer; `ascii` for ASCII only.
  package init(ascii: Bool = false) { separator = RenderSettings.separator(ascii: ascii) }

  /// The report as text.
  package func text(_ report: PointsReport) -> String {
    var out = "Points on " + DayText.weekdayAndDate(report.today) + "\n"
    var rows: [(String, String)] = []
    if let opening = report.opening, let window = report.windows.first {
      rows.append(("before \(window.days.lowerBound)", DayText.count(opening, "point")))
      rows.append(("earned", DayText.count(window.earned, "point")))
      rows.append(("spent", DayText.count(window.spent, "point")))
      rows.append(("on \(window.days.upperBound)", DayText.count(report.closing ?? 0, "point")))
      if window.days.upperBound != report.today { rows.append(("today", DayText.count(report.balance, "point"))) }
    } else {
      rows.append(("balance", DayText.count(report.balance, "point")))
      for window in report.windows {
        let name = window.key == "week" ? "this week" : "this month"
        var text = "earned \(window.earned)" + separator + "spent \(window.spent)"
        if window.key == "week" { text += "  (from " + DayText.monthDay(window.days.lowerBound, from: report.today) + ")" }
        rows.append((name, text))
      }
    }
    let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    for (label, value) in rows { out += "  " + DisplayWidth.padRight(label, to: width) + "  " + value + "\n" }
    if !report.rewards.isEmpty {
      out += "\nRewards\n"
      let nameWidth = report.rewards.map { DisplayWidth.of($0.name) }.max() ?? 0
      let priceWidth = report.rewards.map { String($0.price).count }.max() ?? 0
      for reward in report.rewards {
        let state = reward.affordable ? "affordable" : "\(reward.toGo) more to go"
        out += "  " + DisplayWidth.padRight(reward.name, to: nameWidth) + "  "
          + DisplayWidth.padLeft(String(reward.price), to: priceWidth) + " points  " + state + "\n"
      }
    }
    out += "\n"
    if report.purchases.isEmpty {
      out += report.opening == nil ? "No purchases yet\n" : "No purchases in the range\n"
    } else {
      out += "Purchases, newest first\n"
      let names = report.purchases.map { $0.reward + ($0.count == 1 ? "" : " x\($0.count)") }
      let nameWidth = names.map { DisplayWidth.of($0) }.max() ?? 0
      let pointsWidth = report.purchases.map { String($0.points).count }.max() ?? 0
      for (purchase, name) in zip(report.purchases, names) {
        out += "  \(purchase.date)  " + DisplayWidth.padRight(name, to: nameWidth) + "  "
          + DisplayWidth.padLeft(String(purchase.points), to: pointsWidth) + " points\n"
      }
    }
    return out
  }

  /// The report as JSON: `{"version":1,"today":...,"balance":N,"earned":{...},"spent":{...},
  /// "rewards":[...],"purchases":[...]}`; with a range, `from`, `to`, `opening` and `closing`,
  /// and `earned` and `spent` keyed `range` rather than `week` and `month`.
  package func json(_ report: PointsReport) -> String {
    JSONWriter.document(today: report.today) { w in
      if let opening = report.opening, let window = report.windows.first {
        w.write("from", window.days.lowerBound.description)
        w.write("to", window.days.upperBound.description)
        w.write("opening", opening)
        w.write("closing", report.closing ?? 0)
      }
      w.write("balance", report.balance)
      for (key, value) in [("earned", \PointsReport.Window.earned), ("spent", \PointsReport.Window.spent)] {
        w.beginObject(key)
        for window in report.windows { w.write(window.key, window[keyPath: value]) }
        w.endObject()
      }
      w.beginArray("rewards")
      for reward in report.rewards {
        w.beginObject()
        w.write("reward", reward.name)
        w.write("price", reward.price)
        w.write("affordable", reward.affordable)
        w.endObject()
      }
      w.endArray()
      w.beginArray("purchases")
      for purchase in report.purchases {
        w.beginObject()
        w.write("date", purchase.date.description)
        w.write("reward", purchase.reward)
        w.write("count", purchase.count)
        w.write("points", purchase.points)
        w.endObject()
      }
      w.endArray()
    }
  }
}
