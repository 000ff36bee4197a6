class Sleep:
    def __init__(self, ticks):
        self.ticks = ticks
    def __await__(self):
        for i in range(self.ticks):
            yield f"tick {i + 1}/{self.ticks}"
        return self.ticks * 10

async def fetch(name, ticks):
    print(f"{name}: start")
    result = await Sleep(ticks)
    print(f"{name}: got {result}")
    return f"{name}-done"

async def main():
    a = await fetch("a", 2)
    b = await fetch("b", 1)
    return [a, b]

coro = main()
print(type(coro).__name__)
while True:
    try:
        signal = coro.send(None)
        print("scheduler saw:", signal)
    except StopIteration as stop:
        print("result:", stop.value)
        break
