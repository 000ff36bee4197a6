import asyncio

log = []

async def child(name):
    log.append(f"{name} start")
    await asyncio.sleep(0)
    log.append(f"{name} end")
    return name.upper()

async def main():
    t1 = asyncio.create_task(child("one"))
    t2 = asyncio.create_task(child("two"))
    log.append("created")
    print("done yet?", t1.done(), t2.done())
    await asyncio.sleep(0)
    log.append("after first sleep")
    r1 = await t1
    log.append(f"got {r1}")
    r2 = await t2
    log.append(f"got {r2}")
    print(t1.result(), t2.result(), t1.done())
    print(t1.get_name(), t2.get_name())
    t2.set_name("renamed")
    print(t2.get_name())
    t3 = asyncio.create_task(child("three"), name="custom")
    print(t3.get_name())
    await t3

asyncio.run(main())
print("\n".join(log))
