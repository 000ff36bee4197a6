class Tick:
    def __await__(self):
        yield "tick"

def run(aw):
    it = aw.__await__()
    n = 0
    while True:
        try:
            it.send(None)
            n += 1
        except StopIteration as e:
            return e.value

async def agen(log):
    try:
        for i in range(5):
            try:
                yield i
            except ValueError as e:
                log.append(f"caught {e}")
                yield -1
    finally:
        log.append("cleanup")
        await Tick()
        log.append("cleanup done")

log = []
g = agen(log)
print(run(g.__anext__()))
print(run(g.athrow(ValueError("bad"))))
print(run(g.__anext__()))
print(run(g.aclose()))
print(log)
try:
    run(g.__anext__())
except StopAsyncIteration:
    print("closed: StopAsyncIteration")
print(run(g.aclose()))

log = []
g = agen(log)
try:
    run(g.athrow(KeyError("k")))
except KeyError as e:
    print("KeyError", e, log)

g = agen([])
print(run(g.aclose()))

async def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print("ignoring exit")
    yield 2

g = stubborn()
run(g.__anext__())
try:
    run(g.aclose())
except RuntimeError as e:
    print("RuntimeError:", e)

async def stops():
    yield 1
    raise StopAsyncIteration

g = stops()
run(g.__anext__())
try:
    run(g.__anext__())
except RuntimeError as e:
    print("RuntimeError:", e)

async def stops2():
    yield 1
    raise StopIteration

g = stops2()
run(g.__anext__())
try:
    run(g.__anext__())
except RuntimeError as e:
    print("RuntimeError:", e)

g = agen([])
a = g.aclose()
run(a)
try:
    a.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)

async def thrower():
    yield 1
g = thrower()
run(g.__anext__())
try:
    run(g.athrow(ValueError))
except ValueError as e:
    print("ValueError propagated", repr(e))
