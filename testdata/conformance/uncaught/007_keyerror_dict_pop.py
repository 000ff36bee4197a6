sessions = {"u1": "active", "u2": "idle"}
print(sessions.pop("u1"))
print(sessions)
print(sessions.pop("u3", "no such session"))
sessions.pop("u3")
