import asyncio

log = []

async def a():
    log.append("a1")
    await asyncio.sleep(0)
    log.append("a2")
    t = asyncio.create_task(c())
    log.append("a3")
    await asyncio.sleep(0)
    log.append("a4")
    await t
    log.append("a5")

async def b():
    log.append("b1")
    await asyncio.sleep(0)
    log.append("b2")
    await asyncio.sleep(0)
    log.append("b3")

async def c():
    log.append("c1")
    await asyncio.sleep(0)
    log.append("c2")
    return "c"

async def immediate():
    log.append("imm")
    return 1

async def main():
    t1 = asyncio.create_task(a())
    t2 = asyncio.create_task(b())
    log.append("main1")
    await immediate()
    log.append("main2")
    await asyncio.sleep(0)
    log.append("main3")
    fut = asyncio.get_running_loop().create_future()
    fut.set_result(5)
    await fut
    log.append("main4 (done future did not yield)")
    await asyncio.gather(t1, t2)
    log.append("main5")
    d = asyncio.create_task(immediate())
    await asyncio.sleep(0)
    log.append(f"main6 d.done={d.done()}")

asyncio.run(main())
print("\n".join(log))
