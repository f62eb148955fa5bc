/// Expected screens, checked by eye once and kept to catch unintended drawing changes.
enum Snapshots {
  /// Seed 1 at tick 0: five grey circles, each with its label 0 and its underlined key.
  static let startSeed1 = """
                            ▐▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▌
     H U N D R E D S        ▐  ▄█0█                        ▌ HOW TO PLAY
                            ▐  ▀▀5▀                        ▌
     Score                  ▐                  ▄▄3▄        ▌ Press a circle: it
     0 / 100                ▐                  ██0█        ▌ turns red, grows
     +2 per press           ▐                              ▌ and scores.
                            ▐                              ▌ Let go: its number
     Key  Circle            ▐                              ▌ goes up.
      1   ● 0               ▐               ▄2▄            ▌
      2   ● 0               ▐               █0██           ▌ Never let a pressed
      3   ● 0               ▐                              ▌ circle touch another.
      4   ● 0               ▐                  ▄█0█        ▌ Reach 100 to win.
      5   ● 0               ▐                  ▀█1▀        ▌
                            ▐                              ▌ Mouse: press & hold
                            ▐                              ▌ Keys 1-5: hold the
                            ▐                              ▌ circle whose key is
                            ▐                              ▌ underlined.
                            ▐                              ▌ Arrows: cursor (+)
                            ▐                              ▌ Space: hold under +
                            ▐                          ▄   ▌
                            ▐                        ██0█  ▌
                            ▐                         ▀4▀  ▌
                            ▐▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▌
    """
}
