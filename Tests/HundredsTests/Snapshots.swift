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

  /// Seed 1 at tick 0 in a 120x40 terminal: the stage 51 columns by 38 rows, the panels beside it.
  static let startSeed1At120x39 = """
                                     ▐▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▌
              H U N D R E D S        ▐    ▄▄██▄▄                                         ▌ HOW TO PLAY
                                     ▐    ███0██                                         ▌
              Score                  ▐    ███5██                                         ▌ Press a circle: it
              0 / 100                ▐     ▀▀▀▀                                          ▌ turns red, grows
              +2 per press           ▐                                ▄▄▄▄               ▌ and scores.
                                     ▐                               ███3██              ▌ Let go: its number
              Key  Circle            ▐                               ███0██              ▌ goes up.
               1   ● 0               ▐                                ▀▀▀▀               ▌
               2   ● 0               ▐                                                   ▌ Never let a pressed
               3   ● 0               ▐                                                   ▌ circle touch another.
               4   ● 0               ▐                                                   ▌ Reach 100 to win.
               5   ● 0               ▐                                                   ▌
                                     ▐                                                   ▌ Mouse: press & hold
                                     ▐                          ▄███▄                    ▌ Keys 1-5: hold the
                                     ▐                         ███0███                   ▌ circle whose key is
                                     ▐                          ██2██▀                   ▌ underlined.
                                     ▐                           ▀▀▀                     ▌ Arrows: cursor (+)
                                     ▐                                 ▄▄▄               ▌ Space: hold under +
                                     ▐                               ▄██1██▄             ▌
                                     ▐                               ███0███             ▌
                                     ▐                                ▀▀█▀▀              ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                                   ▌
                                     ▐                                            ▄▄     ▌
                                     ▐                                         ▄██4██▄   ▌
                                     ▐                                         ███0███   ▌
                                     ▐                                          ▀███▀    ▌
                                     ▐                                                   ▌
                                     ▐▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▌
    """

  /// Seed 1 at tick 0 in a 220x60 terminal: the stage 79 columns by 58 rows, circles 10 columns wide.
  static let startSeed1At220x59 = """
                                                                         ▐▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▌
                                                  H U N D R E D S        ▐        ▄▄▄▄▄                                                                  ▌ HOW TO PLAY
                                                                         ▐      ▄████████                                                                ▌
                                                  Score                  ▐      ████5█████                                                               ▌ Press a circle: it
                                                  0 / 100                ▐      ████0█████                                                               ▌ turns red, grows
                                                  +2 per press           ▐      ▀████████                                                                ▌ and scores.
                                                                         ▐        ▀▀▀▀▀                                                                  ▌ Let go: its number
                                                  Key  Circle            ▐                                                                               ▌ goes up.
                                                   1   ● 0               ▐                                                 ▄▄████▄▄                      ▌
                                                   2   ● 0               ▐                                                █████████▄                     ▌ Never let a pressed
                                                   3   ● 0               ▐                                                ████0█████                     ▌ circle touch another.
                                                   4   ● 0               ▐                                                ████3████▀                     ▌ Reach 100 to win.
                                                   5   ● 0               ▐                                                 ▀█████▀▀                      ▌
                                                                         ▐                                                                               ▌ Mouse: press & hold
                                                                         ▐                                                                               ▌ Keys 1-5: hold the
                                                                         ▐                                                                               ▌ circle whose key is
                                                                         ▐                                                                               ▌ underlined.
                                                                         ▐                                                                               ▌ Arrows: cursor (+)
                                                                         ▐                                                                               ▌ Space: hold under +
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                         ▄▄███▄▄                               ▌
                                                                         ▐                                        █████████                              ▌
                                                                         ▐                                       █████0█████                             ▌
                                                                         ▐                                       ▀████2████                              ▌
                                                                         ▐                                        ▀██████▀▀                              ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                  ▄█████▄                      ▌
                                                                         ▐                                                ▄████1████                     ▌
                                                                         ▐                                                █████0████                     ▌
                                                                         ▐                                                ▀█████████                     ▌
                                                                         ▐                                                  ▀█████▀                      ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                  ▄▄███▄▄      ▌
                                                                         ▐                                                                ▄████████▄     ▌
                                                                         ▐                                                                █████0████     ▌
                                                                         ▐                                                                █████4████     ▌
                                                                         ▐                                                                 ▀██████▀      ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▌
    """
}
