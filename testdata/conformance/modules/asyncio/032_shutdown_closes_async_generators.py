# asyncio.run closes async generators left suspended when main returns:
# their finally blocks run after main, before run() returns. (Each case
# keeps to what CPython does whatever its garbage collector's timing: no
# awaits between abandoning a generator and main's return.)
import asyncio


async def ticker(name, n):
    try:
        for i in range(n):
            yield f"{name}{i}"
            await asyncio.sleep(0)
    finally:
        print("closing", name)


async def pages():
    try:
        yield "page1"
        yield "page2"
    except GeneratorExit:
        print("pages got GeneratorExit")
        raise
    finally:
        print("pages finally")


async def broken_loop():
    async for x in ticker("a", 10):
        print(x)
        if x == "a1":
            break
    print("main returns")


keep = []


async def kept_suspended():
    g = pages()
    keep.append(g)
    print(await g.__anext__())
    print("main returns")


async def exhausted():
    async for x in ticker("done", 2):
        print(x)
    print("main returns")


for main in (broken_loop, kept_suspended, exhausted):
    asyncio.run(main())
    print("after run")
