class Future:
    def __init__(self):
        self.done = False
        self.result = None
        self.callbacks = []
    def set_result(self, value):
        self.done = True
        self.result = value
        for cb in self.callbacks:
            cb(self)
    def __await__(self):
        if not self.done:
            yield self
        return self.result

class Loop:
    def __init__(self):
        self.ready = []
        self.timers = []
        self.now = 0
    def spawn(self, coro):
        self.ready.append((coro, None))
    def sleep(self, delay):
        fut = Future()
        self.timers.append((self.now + delay, len(self.timers), fut))
        self.timers.sort(key=lambda t: (t[0], t[1]))
        return fut
    def run(self):
        while self.ready or self.timers:
            if not self.ready:
                when, _, fut = self.timers.pop(0)
                self.now = when
                fut.set_result(when)
                continue
            coro, value = self.ready.pop(0)
            try:
                fut = coro.send(value)
            except StopIteration as e:
                print(f"t={self.now}: {coro.__qualname__} returned {e.value!r}")
                continue
            fut.callbacks.append(lambda f, c=coro: self.ready.append((c, f.result)))

loop = Loop()

async def worker(name, delays):
    total = 0
    for d in delays:
        woke = await loop.sleep(d)
        total += d
        print(f"t={loop.now}: {name} woke (scheduled for {woke}) {f'{total=}'}")
    return f"{name}:{total}"

async def parent():
    r = await worker("inner", [1])
    print(f"t={loop.now}: parent got {r}")
    return [r, await worker("inner2", [2, 2])]

loop.spawn(worker("a", [3, 1]))
loop.spawn(worker("b", [1, 1, 1]))
loop.spawn(parent())
loop.run()
