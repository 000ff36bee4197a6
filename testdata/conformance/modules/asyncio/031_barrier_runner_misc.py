import asyncio

async def party(barrier, name, delay, log):
    await asyncio.sleep(delay)
    log.append(f"{name} arrives")
    idx = await barrier.wait()
    log.append(f"{name} passes (index {idx})")

async def main():
    log = []
    barrier = asyncio.Barrier(3)
    print(barrier.parties, barrier.n_waiting, barrier.broken)
    await asyncio.gather(party(barrier, "a", 0.3, log), party(barrier, "b", 0.1, log),
                         party(barrier, "c", 0.2, log))
    print("\n".join(log))
    b2 = asyncio.Barrier(2)
    async def stuck():
        try:
            await b2.wait()
        except asyncio.BrokenBarrierError:
            print("barrier broken")
    t = asyncio.create_task(stuck())
    await asyncio.sleep(0.1)
    print("waiting:", b2.n_waiting)
    await b2.abort()
    await t
    print(b2.broken)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print("ValueError:", e)
    print(await asyncio.to_thread(sum, [1, 2, 3]))
    loop = asyncio.get_running_loop()
    print(await loop.run_in_executor(None, max, 4, 9))

with asyncio.Runner() as runner:
    runner.run(main())
    async def second():
        return "second run on the same loop"
    print(runner.run(second()))
    print(runner.get_loop().is_closed())
print("closed:", runner.get_loop.__name__)
