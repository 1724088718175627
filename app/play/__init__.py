"""The running game: the session (seats, the true state, undo, saves after every action), the AI
service that thinks in its own process, and the driver that decides who acts next.

Nothing here draws: the table scene and ``castletop demo`` read a session and its driver.
"""
