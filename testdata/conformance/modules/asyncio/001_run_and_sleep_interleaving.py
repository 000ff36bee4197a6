import asyncio

shared = []

async def worker(name, steps):
    for i in range(steps):
        shared.append((name, i))
        await asyncio.sleep(0)
    shared.append((name, "done"))
    return name

async def main():
    results = await asyncio.gather(worker("a", 3), worker("b", 2), worker("c", 4))
    print(results)
    for item in shared:
        print(item)

asyncio.run(main())
