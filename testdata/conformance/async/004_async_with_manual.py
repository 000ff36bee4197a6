class Tick:
    def __await__(self):
        yield "tick"

class Resource:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    async def __aenter__(self):
        print("enter", self.name)
        await Tick()
        return self.name.upper()
    async def __aexit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        await Tick()
        return self.suppress

async def main():
    async with Resource("a") as a:
        print("inside", a)
    async with Resource("b", suppress=True) as b:
        raise ValueError("swallowed " + b)
    try:
        async with Resource("c"):
            raise KeyError("kept")
    except KeyError as e:
        print("caught", repr(e))
    async with Resource("d") as d, Resource("e") as e:
        print(d, e)
    return "done"

def run(coro):
    ticks = 0
    while True:
        try:
            coro.send(None)
            ticks += 1
        except StopIteration as e:
            return e.value, ticks

print(run(main()))

class NotAsync:
    def __enter__(self): return self
    def __exit__(self, *a): return False

async def bad():
    async with NotAsync():
        pass

try:
    run(bad())
except TypeError as e:
    print("TypeError:", e)

class OnlyEnter:
    async def __aenter__(self):
        return 1

async def bad4():
    async with OnlyEnter():
        pass

try:
    run(bad4())
except TypeError as e:
    print("TypeError:", e)
