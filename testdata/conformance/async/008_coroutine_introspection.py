class Pause:
    def __await__(self):
        return (yield "paused")

async def child():
    return await Pause()

async def parent():
    r = await child()
    return r

c = parent()
print(c.cr_code.co_name, c.cr_running, c.cr_await, c.cr_suspended if hasattr(c, "cr_suspended") else "")
print(c.send(None))
inner = c.cr_await
print(type(inner).__name__, inner.cr_code.co_name, type(inner.cr_await).__name__)
try:
    c.send("value")
except StopIteration as e:
    print("result", e.value)
print(c.cr_await, c.cr_running)

async def check_running():
    return me.cr_running
me = check_running()
try:
    me.send(None)
except StopIteration as e:
    print("running inside itself:", e.value)

async def aw():
    return 1
c = aw()
print(c.__name__, c.__qualname__)
c.__name__ = "renamed"
print(c.__name__)
c.close()
try:
    compile("async def f():\n    yield 1\n    return 2\n", "<s>", "exec")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
try:
    compile("def f():\n    await x\n", "<s>", "exec")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
try:
    compile("def f():\n    async for x in y: pass\n", "<s>", "exec")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
