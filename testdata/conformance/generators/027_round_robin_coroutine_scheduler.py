class Yield:
    def __await__(self):
        yield

async def worker(name, steps, log):
    for i in range(steps):
        log.append(f"{name}{i}")
        await Yield()
    return name.upper()

def run(coros):
    log_results = {}
    queue = list(coros.items())
    while queue:
        name, coro = queue.pop(0)
        try:
            coro.send(None)
            queue.append((name, coro))
        except StopIteration as stop:
            log_results[name] = stop.value
    return log_results

log = []
results = run({"a": worker("a", 3, log), "b": worker("b", 1, log), "c": worker("c", 2, log)})
print(log)
print(results)
