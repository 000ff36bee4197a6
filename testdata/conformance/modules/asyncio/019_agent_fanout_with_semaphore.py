import asyncio

LATENCY = {"search": 0.3, "fetch": 0.5, "summarize": 0.2, "translate": 0.4}

async def call_tool(sem, name, arg, active, peak):
    async with sem:
        active[0] += 1
        peak[0] = max(peak[0], active[0])
        await asyncio.sleep(LATENCY[name])
        active[0] -= 1
        if arg == "bad":
            raise ValueError(f"{name} rejected {arg!r}")
        return f"{name}({arg})"

async def main():
    loop = asyncio.get_running_loop()
    start = loop.time()
    sem = asyncio.Semaphore(3)
    active, peak = [0], [0]
    calls = [(n, a) for n in LATENCY for a in ("x", "y")] + [("fetch", "bad")]
    results = await asyncio.gather(*(call_tool(sem, n, a, active, peak) for n, a in calls),
                                   return_exceptions=True)
    for (n, a), r in zip(calls, results):
        status = "error" if isinstance(r, Exception) else "ok"
        print(f"{n:10} {a:4} {status:6} {r}")
    print("peak concurrency", peak[0])
    print("elapsed", round(loop.time() - start, 1))

asyncio.run(main())
