class Suspend:
    def __await__(self):
        yield "suspended"

async def worker(log):
    try:
        log.append("start")
        await Suspend()
        log.append("after first")
        await Suspend()
    except ValueError as e:
        log.append(f"caught {e}")
        await Suspend()
        return "recovered"
    finally:
        log.append("finally")

log = []
c = worker(log)
print(c.send(None))
print(c.throw(ValueError("boom")))
try:
    c.send(None)
except StopIteration as e:
    print("stop", e.value)
print(log)

log = []
c = worker(log)
c.send(None)
c.close()
print(log)

async def stubborn():
    try:
        await Suspend()
    except GeneratorExit:
        await Suspend()

c = stubborn()
c.send(None)
try:
    c.close()
except RuntimeError as e:
    print("RuntimeError:", e)

c = worker([])
try:
    c.throw(KeyError, "k")
except KeyError as e:
    print("KeyError before start", e)
try:
    c.send(None)
except RuntimeError as e:
    print(e)

async def nested_inner():
    try:
        await Suspend()
    except ZeroDivisionError:
        return "inner handled"

async def nested_outer():
    r = await nested_inner()
    return r + "!"

c = nested_outer()
c.send(None)
try:
    c.throw(ZeroDivisionError())
except StopIteration as e:
    print(e.value)
