import HabitsKit

/// Says a ``WhyReport`` in plain words: the status, the period and its due days, what
/// was logged, the deviation before the day, and the rule that decided, e.g.
/// "Tue Nov 24 is backlog: you missed Sun Nov 22, so the week is 1 due day behind; the week
/// runs to Sat Nov 28, and Tue Nov 24 is the first free day from today."
package struct WhyRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// The explanation as labelled, wrapped paragraphs.
  package func text(_ why: WhyReport) -> String {
    let glyph = StatusGlyph.glyph(why.status, ascii: ascii)
    var out =
      palette.paint(DisplayWidth.truncate(why.habit, to: max(10, width - 40)), .bold) + " on "
      + DayText.weekdayAndDate(why.day) + (why.day == why.today ? " (today)" : "") + ": "
      + palette.paint(
        (glyph == " " ? "" : glyph + " ") + why.statusWords, StatusGlyph.style(why.status))
      + "\n\n"
    let sentences = WhySentences(why)
    let facts = sentences.facts()
    for (label, text) in facts {
      out += paragraph(label, text)
    }
    if let note = why.note { out += paragraph("Note", note) }
    out += (facts.isEmpty ? "" : "\n") + paragraph("Rule", sentences.rule())
    return out
  }

  /// "Label:" and the text, wrapped with continuation lines under the text.
  private func paragraph(_ label: String, _ text: String) -> String {
    let head = DisplayWidth.padRight(label + ":", to: 9)
    let lines = ViewText.wrap(text, width: max(20, width - 9))
    var out = ""
    for (i, line) in lines.enumerated() {
      out += (i == 0 ? palette.paint(head, .dim) : String(repeating: " ", count: 9)) + line + "\n"
    }
    return out
  }

  /// `{"version":1,"today":D,"habit":NAME,"date":D,"status":S,"rule":R,"count":N,"goal":N,"due":B,
  /// "on_vacation":B,["line":{"number","schedule","from"},]"period":{"start","end"}|null,"due_days":[D],"logged":[{"date","count"}],
  /// "deviation":{"as_of":D,"window":{"start","end"}|null,"logged":N,"due":N,"value":N},
  /// "made_up_by":D|null,"explanation":TEXT[,"note":TEXT]}`.
  package func json(_ why: WhyReport) -> String {
    JSONWriter.document(today: why.today) { w in
      w.write("habit", why.habit)
      w.write("date", why.day.description)
      w.write("status", why.status.rawValue)
      w.write("rule", why.rule.rawValue)
      w.write("count", why.count)
      w.writeAmount(why.count, unit: why.unit)
      w.write("goal", why.goal)
      w.write("due", why.scheduledDue)
      w.write("on_vacation", why.onVacation)
      if let pause = why.pausedBy { w.write("paused_by", pause.rawValue) }
      if let line = why.line {
        w.beginObject("line")
        w.write("number", line.number)
        w.write("schedule", line.schedule)
        w.write("from", line.from.description)
        w.endObject()
      }
      w.write("period", range: why.period)
      w.beginArray("due_days")
      for d in why.dueDays { w.write(nil, d.description) }
      w.endArray()
      w.beginArray("logged")
      for c in why.logged {
        w.beginObject()
        w.write("date", c.day.description)
        w.write("count", c.count)
        if why.unit != nil { w.write("amount", .number(Amount.text(c.count))) }
        w.endObject()
      }
      w.endArray()
      w.beginObject("deviation")
      w.write("as_of", why.asOf.description)
      w.write("window", range: why.window)
      w.write("logged", why.windowLogged)
      w.write("due", why.windowDue * why.goal)
      w.write("value", why.deviation)
      w.endObject()
      w.write("made_up_by", why.rule == .completedLater ? why.madeUpBy?.description : nil)
      w.write("explanation", WhySentences(why).rule())
      if let note = why.note { w.write("note", note) }
    }
  }
}
