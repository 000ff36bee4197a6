def parse(cmd):
    match cmd.split():
        case ["quit" | "exit" | "q"]:
            return "bye"
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["go", other]:
            return f"can't go {other}"
        case ["take", *items] if items:
            return "taking " + ", ".join(items)
        case [("drop" | "throw") as verb, item]:
            return f"{verb}ping {item}"
        case []:
            return "say something"
        case [word, *_]:
            return f"unknown command {word!r}"

for c in ["quit", "q", "go north", "go up", "take lamp key", "take", "drop sword", "throw rock", "", "dance now"]:
    print(f"{c!r:18} -> {parse(c)}")
