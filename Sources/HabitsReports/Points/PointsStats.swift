import HabitsKit

/// Points earned per day, week and month in a range (`habits stats`, as Quint's progress view
/// shows them): only the days, weeks and months that earned or lost something.
package struct PointsStats: Sendable, Equatable {
  /// A stretch of days and the points earned in it (less what slips cost).
  package struct Bucket: Sendable, Equatable {
    /// Its first day (clipped to the range).
    package var start: Day
    /// Its last day (clipped to the range).
    package var end: Day
    /// Points earned in it.
    package var earned: Int
  }

  /// Each day with points, in date order.
  package var days: [Bucket] = []
  /// Each week with points (starting on the report's week start), in date order.
  package var weeks: [Bucket] = []
  /// Each calendar month with points, in date order.
  package var months: [Bucket] = []

  /// The buckets of `earnings` (a day and its points, in date order) within `range`.
  package init(earnings: [(day: Day, points: Int)], range: ClosedRange<Day>, weekStart: Weekday) {
    func add(_ day: Day, _ points: Int, start: Day, end: Day, to buckets: inout [Bucket]) {
      let (first, last) = (max(start, range.lowerBound), min(end, range.upperBound))
      if let index = buckets.indices.last, buckets[index].start == first {
        buckets[index].earned = PointsEarnings.adding(buckets[index].earned, points)
      } else {
        buckets.append(Bucket(start: first, end: last, earned: points))
      }
    }
    for (day, points) in earnings where range.contains(day) && points != 0 {
      add(day, points, start: day, end: day, to: &days)
      let week = ViewWeekStart.weekBeginning(day, start: weekStart)
      add(day, points, start: week, end: week + 6, to: &weeks)
      add(day, points, start: day.firstOfMonth, end: day.lastOfMonth, to: &months)
    }
  }

  /// Whether nothing was earned in the range.
  package var isEmpty: Bool { days.isEmpty }

  /// The section of `habits stats`: points per month, per week and per day.
  package func text(today: Day) -> String {
    var out = "\npoints earned per month\n"
    for month in months { out += "  " + DisplayWidth.padRight(MonthName.short(month.start.month) + " " + DayText.year(month.start.year), to: 16) + String(month.earned) + "\n" }
    out += "points earned per week\n"
    for week in weeks { out += "  \(week.start) .. \(week.end)  " + String(week.earned) + "\n" }
    out += "points earned per day\n"
    for day in days { out += "  " + DayText.weekdayAndDate(day.start) + "  " + String(day.earned) + "\n" }
    return out
  }

  /// The `points` object of `habits stats --json`.
  package func write(to w: inout JSONWriter) {
    w.beginObject("points")
    for (key, buckets) in [("days", days), ("weeks", weeks), ("months", months)] {
      w.beginArray(key)
      for bucket in buckets {
        w.beginObject()
        if key == "days" {
          w.write("date", bucket.start.description)
        } else {
          w.write("start", bucket.start.description)
          w.write("end", bucket.end.description)
        }
        w.write("earned", bucket.earned)
        w.endObject()
      }
      w.endArray()
    }
    w.endObject()
  }
}
