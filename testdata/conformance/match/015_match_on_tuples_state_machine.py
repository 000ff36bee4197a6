def traffic(state, event):
    match (state, event):
        case ("red", "timer"):
            return "green"
        case ("green", "timer"):
            return "yellow"
        case ("yellow", "timer"):
            return "red"
        case (_, "emergency"):
            return "flashing"
        case ("flashing", "reset"):
            return "red"
        case (s, e):
            return s

state = "red"
for ev in ["timer", "timer", "noop", "timer", "emergency", "timer", "reset", "timer"]:
    new = traffic(state, ev)
    print(f"{state:>8} --{ev}--> {new}")
    state = new
