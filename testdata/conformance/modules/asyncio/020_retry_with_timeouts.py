import asyncio

attempts = {}

async def flaky(name, fail_times, delay):
    n = attempts.get(name, 0)
    attempts[name] = n + 1
    await asyncio.sleep(delay)
    if n < fail_times:
        raise ConnectionError(f"{name} attempt {n + 1} failed")
    return f"{name} ok after {n + 1}"

async def with_retry(name, fail_times, delay, retries=3, timeout=1.0):
    for attempt in range(1, retries + 1):
        try:
            return await asyncio.wait_for(flaky(name, fail_times, delay), timeout)
        except (ConnectionError, asyncio.TimeoutError) as e:
            print(f"{name}: attempt {attempt}: {type(e).__name__} {e}")
            await asyncio.sleep(0.1 * attempt)
    return f"{name} gave up"

async def main():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    results = await asyncio.gather(
        with_retry("a", 0, 0.2),
        with_retry("b", 2, 0.3),
        with_retry("c", 0, 2.0),
        with_retry("d", 5, 0.1),
    )
    for r in results:
        print(r)
    print(attempts)
    print("elapsed", round(loop.time() - t0, 1))

asyncio.run(main())
