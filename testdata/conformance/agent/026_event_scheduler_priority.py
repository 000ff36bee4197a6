events = []
def schedule(time, priority, name):
    events.append((time, priority, len(events), name))

schedule(5, 1, "backup")
schedule(1, 2, "email digest")
schedule(1, 1, "health check")
schedule(3, 5, "cleanup")
schedule(5, 0, "urgent alert")
schedule(3, 5, "cleanup (dup)")
clock = 0
for time, prio, seq, name in sorted(events):
    if time != clock:
        print(f"-- advance clock {clock} -> {time}")
        clock = time
    print(f"t={time} p={prio} #{seq} {name}")
print("total events:", len(events), "last time:", clock)
