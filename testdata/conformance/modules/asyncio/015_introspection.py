import asyncio

async def coro_fn():
    return 1

def plain():
    return 1

class K:
    async def meth(self):
        pass

async def main():
    c = coro_fn()
    print(asyncio.iscoroutine(c), asyncio.iscoroutine(plain()), asyncio.iscoroutine(1))
    await c
    print(asyncio.iscoroutinefunction(coro_fn), asyncio.iscoroutinefunction(plain))
    print(asyncio.iscoroutinefunction(K().meth), asyncio.iscoroutinefunction(K.meth))
    me = asyncio.current_task()
    print(me.get_name(), type(me).__name__)
    t = asyncio.create_task(asyncio.sleep(1))
    print(len(asyncio.all_tasks()), me in asyncio.all_tasks(), t in asyncio.all_tasks())
    await t
    print(len(asyncio.all_tasks()))
    print(asyncio.get_running_loop() is asyncio.get_event_loop())
    print(me.get_coro().__name__ if hasattr(me.get_coro(), "__name__") else "?")

print(asyncio.run(main()))
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    asyncio.run(plain)
except ValueError as e:
    print("ValueError:", e.args[0].split(" at ")[0])
try:
    asyncio.current_task()
except RuntimeError as e:
    print("RuntimeError:", e)

async def nested():
    c = coro_fn()
    try:
        asyncio.run(c)
    except RuntimeError as e:
        print("RuntimeError:", e)
    c.close()
asyncio.run(nested())
