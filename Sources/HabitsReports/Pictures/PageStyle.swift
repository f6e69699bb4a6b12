import HabitsKit

/// The HTML report's stylesheet, inline in the page: the colours of both schemes as custom
/// properties (the dark ones by `prefers-color-scheme`), a layout that never scrolls sideways
/// on a 375-pixel phone (heatmaps in halves that wrap and scale, tables whose words may break),
/// and print rules for A4 in the light colours.
enum PageStyle {
  /// The stylesheet.
  static let css: String = {
    var css = ":root{color-scheme:light dark;" + variables(StatusPicture.Scheme.light, dark: false) + "}\n"
    css += "@media (prefers-color-scheme:dark){:root{" + variables(StatusPicture.Scheme.dark, dark: true) + "}}\n"
    css += layout
    for status in HabitStatus.allCases {
      css += "." + StatusPicture.className(status) + "{fill:var(--" + StatusPicture.className(status) + ")}"
    }
    css += "\n" + print
    return css
  }()

  /// The custom properties of one scheme.
  private static func variables(_ scheme: StatusPicture.Scheme, dark: Bool) -> String {
    var text = "--bg:\(scheme.background);--fg:\(scheme.text);--muted:\(scheme.muted);--rule:\(scheme.rule);"
    text += "--today:\(scheme.today);--change:\(scheme.change);--link:\(dark ? "#4493f8" : "#0969da");"
    text += "--panel:\(dark ? "#151b23" : "#f6f8fa");"
    for status in HabitStatus.allCases {
      text += "--" + StatusPicture.className(status) + ":" + StatusPicture.colour(status, dark: dark) + ";"
    }
    return text
  }

  /// Everything but the colours and print.
  private static let layout = """
    *{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
    body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,sans-serif}
    a{color:var(--link)}
    .page{max-width:62rem;margin:0 auto;padding:1rem}
    .skip{position:absolute;left:-100vw}
    .skip:focus{position:static}
    header h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 .25rem}
    header p,footer p,.muted{color:var(--muted)}
    h2{font-size:1.35rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--rule);padding-bottom:.25rem}
    h3{font-size:1.15rem;margin:0 0 .25rem}
    h4{font-size:1rem;margin:1rem 0 .25rem}
    h1,h2,h3,h4,li,p{overflow-wrap:anywhere}
    td,th{overflow-wrap:break-word}
    nav ul{list-style:none;padding:0;margin:.5rem 0;display:flex;flex-wrap:wrap;gap:.125rem 1rem}
    table{border-collapse:collapse;width:100%;font-size:.9rem;font-variant-numeric:tabular-nums}
    caption{text-align:left;color:var(--muted);padding:.25rem 0}
    th,td{text-align:left;vertical-align:top;padding:.2rem .4rem;border-bottom:1px solid var(--rule)}
    th{font-weight:600}
    td.n,th.n{text-align:right}
    .board{table-layout:fixed}
    .c-habit{width:27%}.c-status{width:28%}.c-todo{width:32%}.c-streak{width:13%}
    .st{display:flex;align-items:flex-start}.st .mark{margin-top:.2em}
    .scroll{overflow-x:auto}
    tfoot td,tfoot th{font-weight:600;border-bottom:0}
    .mark{display:inline-block;vertical-align:-2px;margin-right:.35rem;flex:none}
    .legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;font-size:.9rem}
    .legend li{display:flex;align-items:center}
    .summary{font-weight:600}
    .warnings{margin:.25rem 0 0;padding-left:1.25rem}
    .habit{margin:1.25rem 0 2rem;padding:1rem;border:1px solid var(--rule);border-radius:8px;background:var(--panel)}
    .facts{margin:0 0 .5rem}
    figure{margin:.5rem 0}
    figcaption{font-size:.85rem;color:var(--muted)}
    .heatmap{display:flex;flex-wrap:wrap;gap:.5rem 1rem}
    .heatmap svg{display:block;max-width:100%;height:auto}
    .label{fill:var(--muted)}
    .today{fill:var(--today)}
    .change{stroke:var(--change)}
    .bar{display:inline-block;width:4rem;height:.6rem;margin-right:.4rem;background:var(--rule);border-radius:3px;vertical-align:middle;overflow:hidden}
    .bar span{display:block;height:100%;background:var(--s-completed)}
    @media (max-width:30rem){.page{padding:.75rem}.bar{display:none}table{font-size:.85rem}th,td{padding:.2rem .25rem}
    .c-habit{width:25%}.c-status{width:29%}.c-todo{width:29%}.c-streak{width:17%}.habit{padding:.75rem}}

    """

  /// Print: A4 with margins, the light colours whatever the screen's scheme, no navigation,
  /// a habit never split across pages, and a heatmap's halves side by side.
  private static let print = """
    @media print{
    @page{size:A4;margin:12mm}
    :root{\(variables(StatusPicture.Scheme.light, dark: false))}
    *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
    body{font-size:10pt}
    .page{max-width:none;padding:0}
    nav,.skip{display:none}
    a{color:inherit;text-decoration:none}
    h2{break-after:avoid}
    .habit{break-inside:avoid;border:0;padding:0;background:none}
    .heatmap{flex-wrap:nowrap;gap:2%}
    .heatmap svg{flex:0 1 auto;min-width:0}
    }

    """
}
