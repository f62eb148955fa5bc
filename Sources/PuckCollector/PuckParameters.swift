import ArcadeCore

/// The game's parameters, each declared once; the defaults are the tutorial's numbers.
public enum PuckParameters {
  public static let pucks = ParameterKey.integer("pucks", 20, in: 2...60, "Pucks on the stage at the start")
  public static let colors = ParameterKey.integer("colors", 4, in: 1...8, "Puck colors, chosen uniformly at random")
    .aliased("colours")
  public static let puckRadius = ParameterKey.real("puck-radius", 12, in: 4...30, unit: "px", "Radius of a puck")
  public static let duration = ParameterKey.real(
    "duration", 16, in: 1...600, unit: "s", "Time until the bar reaches 20 % and time is up")
  public static let points = ParameterKey.integer("points", 50, in: 1...10_000, "Points for each puck collected")
  public static let timeBonus = ParameterKey.integer(
    "time-bonus", 10, in: 0...10_000, "Points per whole second left at a win (no pair left, or the goal reached)")
  public static let cursorSpeed = ParameterKey.real(
    "cursor-speed", 150, in: 10...2000, unit: "px/s", "Keyboard cursor speed while an arrow is held")
  public static let cursorStep = ParameterKey.real(
    "cursor-step", 1, in: 0...16, unit: "cells",
    "Keyboard cursor step for each arrow press, in cells of the smallest stage (7.5 px across, 15.2 px down)")
  public static let goal = ParameterKey.integer(
    "goal", 0, in: 0...1_000_000, unit: "points",
    "Score that wins at once, with the time bonus (0: none; a board with no pair left wins either way)")
  public static let drift = ParameterKey.real(
    "drift", 0, in: 0...120, unit: "px/s", "Speed at which loose pucks drift, bouncing off the stage's edges")

  /// Every parameter, in the order of `arcade params` and of tapes.
  public static let all: [any AnyParameterKey] = [
    pucks, colors, puckRadius, duration, points, timeBonus, cursorSpeed, cursorStep, goal, drift,
  ]
}
