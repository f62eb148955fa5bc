extension Result {
  /// The failure, or nil for a success: for comparing with what a test expects.
  var failure: Failure? {
    guard case .failure(let failure) = self else { return nil }
    return failure
  }
}
