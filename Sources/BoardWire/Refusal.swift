/// Why a board refused a request: a stable code the client decides by, the board's one line for the player, and,
/// for a stream out of step, the tick the board has. Sent as `{"code": "...", "error": "...", "tick": N}`.
public struct Refusal: Error, Codable, Sendable, Equatable {
  public let code: RefusalCode
  public let error: BoardText
  public let tick: Int?

  public init(_ code: RefusalCode, _ error: String, tick: Int? = nil) {
    self.code = code
    self.error = BoardText(error)
    self.tick = tick
  }

  /// The HTTP status it is sent with.
  public var status: Int { code.status }
}

/// Every refusal a board can make. The raw values are the wire's and never change; a client that meets a code it
/// does not know goes by the status (`RefusalCode.unknown`).
public enum RefusalCode: String, Codable, Sendable, CaseIterable {
  // The request itself.
  case malformedRequest, badName, badToken, badKey, badDate, badTick
  case notFound, methodNotAllowed, bodyTooLarge
  case unknownGame, unknownRun, unknownTape, unknownPlayer
  // Players and names.
  case nameTaken, notYourRun, tapeNotYet
  // A run's start and its stream.
  case notToday, dateToCome, tooManyOpenRuns, streamGap, expired
  // A run's tape.
  case alreadySent, duplicateRun, copiedRun
  case tapeDamaged, wrongRun, unfinished, tooLong, tooFast, streamDiffers, doesNotVerify, overBudget
  // The board's own state.
  case rateLimited, databaseUnavailable, serverError
  /// A code this client does not know (a newer board's).
  case unknown

  public init(from decoder: any Decoder) throws {
    self = RefusalCode(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unknown
  }

  /// The HTTP status the board sends it with.
  public var status: Int {
    switch self {
    case .malformedRequest, .badName, .badToken, .badKey, .badDate, .badTick: 400
    case .nameTaken, .notYourRun, .tapeNotYet: 403
    case .notFound, .unknownGame, .unknownRun, .unknownTape, .unknownPlayer: 404
    case .methodNotAllowed: 405
    case .alreadySent, .duplicateRun, .streamGap: 409
    case .expired: 410
    case .bodyTooLarge: 413
    case .notToday, .dateToCome, .copiedRun, .tapeDamaged, .wrongRun, .unfinished, .tooLong, .tooFast,
      .streamDiffers, .doesNotVerify, .overBudget:
      422
    case .rateLimited, .tooManyOpenRuns: 429
    case .serverError, .unknown: 500
    case .databaseUnavailable: 503
    }
  }

  /// Whether asking again later may succeed (the board is busy or its database away): a run is then kept and sent
  /// again; any other refusal is the board's last word on that request.
  public var mayPass: Bool { status == 429 || status >= 500 }
}
