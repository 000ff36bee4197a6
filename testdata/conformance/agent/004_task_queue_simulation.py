tasks = [
    {"name": "fetch", "duration": 3, "priority": 2, "deps": []},
    {"name": "parse", "duration": 2, "priority": 1, "deps": ["fetch"]},
    {"name": "index", "duration": 4, "priority": 3, "deps": ["parse"]},
    {"name": "thumbs", "duration": 1, "priority": 1, "deps": ["fetch"]},
    {"name": "report", "duration": 2, "priority": 5, "deps": ["index", "thumbs"]},
]
WORKERS = 2
clock = 0
done = set()
running = {}
pending = {t["name"]: t for t in tasks}
timeline = []
while pending or running:
    ready = sorted((t for t in pending.values() if all(d in done for d in t["deps"])),
                   key=lambda t: (t["priority"], t["name"]))
    while ready and len(running) < WORKERS:
        t = ready.pop(0)
        del pending[t["name"]]
        running[t["name"]] = clock + t["duration"]
        timeline.append(f"t={clock:>2} start  {t['name']}")
    clock = min(running.values())
    for name in sorted(n for n, end in running.items() if end == clock):
        del running[name]
        done.add(name)
        timeline.append(f"t={clock:>2} finish {name}")
print("\n".join(timeline))
print("makespan:", clock)
