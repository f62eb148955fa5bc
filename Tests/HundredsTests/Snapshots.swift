/// Expected screens, checked by eye once and kept to catch unintended drawing changes.
enum Snapshots {
  /// Seed 1 at tick 0: five grey circles, each with its label 0 and its underlined key.
  static let startSeed1 = """
                            ▐▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▌
     H U N D R E D S        ▐  ▄█0█                        ▌ HOW TO PLAY
                            ▐  ▀▀⑤▀                        ▌
     Score                  ▐                  ▄▄③▄        ▌ Press a circle: it
     0 / 100                ▐                  ██0█        ▌ turns red, grows
     +2 per press           ▐                              ▌ and scores.
                            ▐                              ▌ Let go: its number
     Key  Circle            ▐                              ▌ goes up.
      ①   ● 0               ▐               ▄②▄            ▌
      ②   ● 0               ▐               █0██           ▌ Never let a pressed
      ③   ● 0               ▐                              ▌ circle touch another.
      ④   ● 0               ▐                  ▄█0█        ▌ Reach 100 to win.
      ⑤   ● 0               ▐                  ▀█①▀        ▌
                            ▐                              ▌ Mouse: press & hold
                            ▐                              ▌ Keys 1-5: hold the
                            ▐                              ▌ circle marked with
                            ▐                              ▌ its key, ① to ⑤.
                            ▐                              ▌ Arrows: cursor (+)
                            ▐                              ▌ Space: hold under +
                            ▐                          ▄   ▌
                            ▐                        ██0█  ▌
                            ▐                         ▀④▀  ▌
                            ▐▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▌
    """

  /// Seed 1 at tick 0 in a 120x40 terminal: the stage 51 columns by 38 rows, the panels beside it.
  static let startSeed1At120x39 = """
                                     ▐▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▌
              H U N D R E D S        ▐    ▄▄██▄▄                                         ▌ HOW TO PLAY
                                     ▐    ███0██                                         ▌
              Score                  ▐    ███⑤██                                         ▌ Press a circle: it
              0 / 100                ▐     ▀▀▀▀                                          ▌ turns red, grows
              +2 per press           ▐                                ▄▄▄▄               ▌ and scores.
                                     ▐                               ███③██              ▌ Let go: its number
              Key  Circle            ▐                               ███0██              ▌ goes up.
               ①   ● 0               ▐                                ▀▀▀▀               ▌
               ②   ● 0               ▐                                                   ▌ Never let a pressed
               ③   ● 0               ▐                                                   ▌ circle touch another.
               ④   ● 0               ▐                                                   ▌ Reach 100 to win.
               ⑤   ● 0               ▐                                                   ▌
                                     ▐                                                   ▌ Mouse: press & hold
                                     ▐                          ▄███▄                    ▌ Keys 1-5: hold the
                                     ▐                         ███0███                   ▌ circle marked with
                                     ▐                          ██②██▀                   ▌ its key, ① to ⑤.
                                     ▐                           ▀▀▀                     ▌ Arrows: cursor (+)
                                     ▐                                 ▄▄▄               ▌ Space: hold under +
                                     ▐                               ▄██①██▄             ▌
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
                                     ▐                                         ▄██④██▄   ▌
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
                                                  Score                  ▐      ████⑤█████                                                               ▌ Press a circle: it
                                                  0 / 100                ▐      ████0█████                                                               ▌ turns red, grows
                                                  +2 per press           ▐      ▀████████                                                                ▌ and scores.
                                                                         ▐        ▀▀▀▀▀                                                                  ▌ Let go: its number
                                                  Key  Circle            ▐                                                                               ▌ goes up.
                                                   ①   ● 0               ▐                                                 ▄▄████▄▄                      ▌
                                                   ②   ● 0               ▐                                                █████████▄                     ▌ Never let a pressed
                                                   ③   ● 0               ▐                                                ████0█████                     ▌ circle touch another.
                                                   ④   ● 0               ▐                                                ████③████▀                     ▌ Reach 100 to win.
                                                   ⑤   ● 0               ▐                                                 ▀█████▀▀                      ▌
                                                                         ▐                                                                               ▌ Mouse: press & hold
                                                                         ▐                                                                               ▌ Keys 1-5: hold the
                                                                         ▐                                                                               ▌ circle marked with
                                                                         ▐                                                                               ▌ its key, ① to ⑤.
                                                                         ▐                                                                               ▌ Arrows: cursor (+)
                                                                         ▐                                                                               ▌ Space: hold under +
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                         ▄▄███▄▄                               ▌
                                                                         ▐                                        █████████                              ▌
                                                                         ▐                                       █████0█████                             ▌
                                                                         ▐                                       ▀████②████                              ▌
                                                                         ▐                                        ▀██████▀▀                              ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                  ▄█████▄                      ▌
                                                                         ▐                                                ▄████①████                     ▌
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
                                                                         ▐                                                                █████④████     ▌
                                                                         ▐                                                                 ▀██████▀      ▌
                                                                         ▐                                                                               ▌
                                                                         ▐                                                                               ▌
                                                                         ▐▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▌
    """
}
