import asyncio

async def main():
    await asyncio.wait_for(asyncio.sleep(10), timeout=0.1)

asyncio.run(main())
