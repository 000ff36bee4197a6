TRANSITIONS = {
    ("idle", "coin"): "paid",
    ("paid", "coin"): "paid",
    ("paid", "select"): "vending",
    ("paid", "refund"): "idle",
    ("vending", "done"): "idle",
}

def run(events):
    state, credit, log = "idle", 0, []
    for ev in events:
        nxt = TRANSITIONS.get((state, ev))
        if nxt is None:
            log.append(f"ignored {ev!r} in {state}")
            continue
        if ev == "coin":
            credit += 25
        elif ev == "refund":
            log.append(f"refunded {credit}")
            credit = 0
        elif ev == "select":
            if credit < 50:
                log.append(f"need {50 - credit} more")
                continue
            credit -= 50
        log.append(f"{state} --{ev}--> {nxt}")
        state = nxt
    return state, credit, log

final, credit, log = run(["select", "coin", "select", "coin", "coin", "select", "done", "coin", "refund", "done"])
print("\n".join(log))
print("final:", final, "credit:", credit)
