# bench: agent
# An agent loop on asyncio: tool calls limited by a semaphore and guarded
# by timeouts, results streamed through as_completed, a TaskGroup per
# step, an Event that gates workers and a lock around shared state.
import asyncio


class Budget:
    def __init__(self):
        self.lock = asyncio.Lock()
        self.spent = 0

    async def charge(self, n):
        async with self.lock:
            self.spent += n


async def tool(name, arg, sem, budget):
    if arg % 41 == 0:
        await asyncio.sleep(3600)  # a hung call: its timeout cuts it off
    async with sem:
        await asyncio.sleep(0)
        await budget.charge(len(name))
        return f"{name}:{arg * 7 % 101}"


async def guarded(name, arg, sem, budget):
    # Only the hung calls may time out, whatever the machine's speed.
    limit = 0.001 if arg % 41 == 0 else 3600
    try:
        return await asyncio.wait_for(tool(name, arg, sem, budget), timeout=limit)
    except TimeoutError:
        return f"{name}:timeout"


async def plan_step(step, sem, budget):
    names = ("search", "fetch", "parse", "rank")
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(guarded(n, step * 4 + i, sem, budget)) for i, n in enumerate(names)]
    return [t.result() for t in tasks]


async def streamer(items, sem, budget):
    got = []
    for fut in asyncio.as_completed([guarded("stream", i, sem, budget) for i in items]):
        got.append(await fut)
    return sorted(got)


async def gated_worker(gate, inbox, outbox):
    await gate.wait()
    while True:
        job = await inbox.get()
        if job is None:
            inbox.task_done()
            return
        await asyncio.sleep(0)
        outbox.append(job * job % 1009)
        inbox.task_done()


async def main():
    sem = asyncio.Semaphore(16)
    budget = Budget()
    steps = await asyncio.gather(*(plan_step(s, sem, budget) for s in range(1500)))
    timeouts = sum(r.endswith("timeout") for step in steps for r in step)
    print(len(steps), steps[0], timeouts, budget.spent)
    streamed = await streamer(range(3000), sem, budget)
    print(len(streamed), streamed[:3])
    gate = asyncio.Event()
    inbox = asyncio.Queue(maxsize=64)
    outbox = []
    workers = [asyncio.create_task(gated_worker(gate, inbox, outbox)) for _ in range(12)]
    gate.set()
    for job in range(20000):
        await inbox.put(job)
    for _ in workers:
        await inbox.put(None)
    await inbox.join()
    print(len(outbox), sum(outbox))


asyncio.run(main())
