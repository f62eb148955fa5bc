import ArcadeCore
import BoardWire
import Synchronization

/// The views of runs being watched in browsers (`WatchView`), in memory: at most `capacity` at once and `perAddress`
/// from one address, each forgotten once idle for `idle` ms. A view is used by one request at a time: taken out to
/// make its frame, then put back. Each server keeps its own (a watcher's requests come back to it).
final class WatchViews: Sendable {
  /// The bounds of the views.
  struct Limits: Sendable {
    var capacity = 256
    var perAddress = 8
    var idle: Int64 = 30_000
    /// The terminal sizes a view draws for, in cells (larger or smaller sizes asked for are brought within).
    var columns = 20...160
    var rows = 10...60
  }

  private struct Slot {
    /// Nil while a request makes its frame.
    var view: WatchView?
    let run: Int
    let client: String
    var usedAt: Int64
  }

  let limits: Limits
  private let slots = Mutex<[String: Slot]>([:])

  init(_ limits: Limits = Limits()) { self.limits = limits }

  /// The room a view draws for when a watcher asks for `columns` x `rows` (a terminal's size; none: 80x24): the
  /// canvas's room is the terminal less the arcade's bar row.
  func room(columns: Int?, rows: Int?) -> CanvasSize {
    let columns = min(max(columns ?? 80, limits.columns.lowerBound), limits.columns.upperBound)
    let rows = min(max(rows ?? 24, limits.rows.lowerBound), limits.rows.upperBound)
    return CanvasSize(columns: columns, rows: rows - 1)
  }

  /// Whether `id` is a view of run `run` that `client` made and that is still kept at `now` (being made a frame, or
  /// used within `idle` ms).
  func holds(_ id: String, run: Int, client: String, now: Int64) -> Bool {
    slots.withLock { slots in
      slots[id].map { $0.run == run && $0.client == client && ($0.view == nil || now - $0.usedAt < limits.idle) }
        ?? false
    }
  }

  /// View `id` of run `run` made by `client`, taken out at `now` to make a frame; nil when there is none (never made,
  /// forgotten, idle too long, another's) or a frame of it is being made.
  func take(_ id: String, run: Int, client: String, now: Int64) -> WatchView? {
    slots.withLock { slots in
      guard let slot = slots[id], slot.run == run, slot.client == client, let view = slot.view else { return nil }
      guard now - slot.usedAt < limits.idle else {
        slots.removeValue(forKey: id)
        return nil
      }
      slots[id]?.view = nil
      return view
    }
  }

  /// Puts a view back after its frame.
  func put(_ view: WatchView) {
    slots.withLock { $0[view.id] = Slot(view: view, run: view.run.id, client: view.client, usedAt: view.usedAt) }
  }

  /// Forgets a view (it could not be made, or its run is gone).
  func drop(_ id: String) { _ = slots.withLock { $0.removeValue(forKey: id) } }

  /// A place for a new view of run `run` by `client` at `now`, and its id; a refusal when the board has as many views
  /// as it keeps, or `client` as many as an address may have, once the idle ones are forgotten.
  func admit(run: Int, client: String, now: Int64) -> Result<String, Refusal> {
    slots.withLock { slots in
      slots = slots.filter { $0.value.view == nil || now - $0.value.usedAt < limits.idle }
      guard slots.count < limits.capacity else {
        return .failure(Refusal(.rateLimited, "the board shows as many views as it can; try again in a minute"))
      }
      guard slots.values.count(where: { $0.client == client }) < limits.perAddress else {
        return .failure(
          Refusal(.rateLimited, "\(limits.perAddress) views are open from \(client); close one, or wait 30 s"))
      }
      var id = Self.newID()
      while slots[id] != nil { id = Self.newID() }
      slots[id] = Slot(view: nil, run: run, client: client, usedAt: now)
      return .success(id)
    }
  }

  /// Views kept now (those being made a frame included).
  var count: Int { slots.withLock { $0.count } }

  /// A view's id: 16 hex digits from the system's random numbers, so nobody takes another's view by guessing it.
  private static func newID() -> String {
    let value = UInt64.random(in: .min ... .max)
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A view id as a watcher sends it: 16 lowercase hex digits.
  static func isID(_ text: String) -> Bool {
    text.utf8.count == 16
      && text.utf8.allSatisfy {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      }
  }
}
