/// The command line's own flags, one case each: commands ask for them by case (`parsed.has(.daily)`), so a
/// misspelt flag does not compile; `CommandTable` gives each its value's name and help. (Games' parameters are
/// flags too, read by their declared names.)
package enum Flag: String, CaseIterable, Sendable {
  case all
  case arcade
  case ascii
  case at
  case best
  case board
  case cast
  case daily
  case connections
  case database
  case date
  case export
  case fps
  case ghost
  case help
  case hold
  case json
  case level
  case list
  case listen
  case music
  case noAttract = "no-attract"
  case noColor = "no-color"
  case noMouse = "no-mouse"
  case noSound = "no-sound"
  case openRuns = "open-runs"
  case pending
  case rate
  case record
  case rename
  case seed
  case sound
  case threads
  case tokenRate = "token-rate"
  case version
  case watch
  case whoami
  case write
}
