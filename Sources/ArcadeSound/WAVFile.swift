/// A mono 16-bit PCM WAV file's bytes (RIFF, little-endian), for `arcade sound --write`.
public enum WAVFile {
  public static func bytes(_ samples: [Int16], sampleRate: Int) -> [UInt8] {
    let dataBytes = samples.count * 2
    var out: [UInt8] = []
    out.reserveCapacity(44 + dataBytes)
    func text(_ s: String) { out += Array(s.utf8) }
    func u32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { out += $0 } }
    func u16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { out += $0 } }
    text("RIFF")
    u32(36 + dataBytes)
    text("WAVE")
    text("fmt ")
    u32(16)
    u16(1)  // PCM
    u16(1)  // mono
    u32(sampleRate)
    u32(sampleRate * 2)
    u16(2)
    u16(16)
    text("data")
    u32(dataBytes)
    for s in samples { withUnsafeBytes(of: s.littleEndian) { out += $0 } }
    return out
  }
}
