import ArcadeCore
import CNcurses
