def handle(event):
    match event:
        case {"type": "click", "pos": (x, y)}:
            return f"click at {x},{y}"
        case {"type": "key", "key": str(k), **mods} if mods:
            return f"key {k} with {sorted(mods)}"
        case {"type": "key", "key": k}:
            return f"key {k}"
        case {"type": t}:
            return f"unknown event {t}"
        case _:
            return "not an event"

events = [
    {"type": "click", "pos": (3, 4)},
    {"type": "click", "pos": [5, 6], "extra": 1},
    {"type": "key", "key": "a"},
    {"type": "key", "key": "b", "shift": True, "ctrl": False},
    {"type": "scroll"},
    {"kind": "x"},
    ["type", "click"],
]
for e in events:
    print(handle(e))
