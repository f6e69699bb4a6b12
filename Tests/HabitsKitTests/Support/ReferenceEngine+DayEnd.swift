@testable import HabitsKit

/// The day boundary of scheduling-semantics §18 ("Day boundary"), written as the sentence
/// says it, for the reference: the clock moved back by the day's end falls on today. (The
/// shipped rule, `LocalTime.today(dayEnd:)`, compares the time with the boundary instead.)
extension ReferenceEngine {
  /// Today for a clock reading `minutes` past midnight on `day`, in a file whose day ends
  /// `dayEnd` minutes past midnight (nil: at midnight).
  static func today(clock day: Day, minutes: Int, dayEnd: Int?) -> Day {
    let instant = day.number * 1440 + minutes - (dayEnd ?? 0)
    let days = instant >= 0 ? instant / 1440 : (instant - 1439) / 1440
    return Day(number: days)
  }

  /// Where a time falls in the day as it is lived: the hours before the boundary come after
  /// the others, a day later.
  static func lived(_ minutes: Int, dayEnd: Int?) -> Int {
    guard let dayEnd, minutes < dayEnd else { return minutes }
    return minutes + 1440
  }
}
