import asyncio
from contextlib import asynccontextmanager

class Connection:
    def __init__(self, name, log):
        self.name = name
        self.log = log
    async def __aenter__(self):
        await asyncio.sleep(0.1)
        self.log.append(f"open {self.name}")
        return self
    async def __aexit__(self, et, ev, tb):
        await asyncio.sleep(0.1)
        self.log.append(f"close {self.name} ({et.__name__ if et else 'ok'})")
        return False

@asynccontextmanager
async def session(name, log):
    log.append(f"begin {name}")
    await asyncio.sleep(0)
    try:
        yield name.upper()
    except ValueError as e:
        log.append(f"rollback {name}: {e}")
        raise
    finally:
        log.append(f"end {name}")

async def main():
    log = []
    async with Connection("db", log) as conn, session("tx", log) as s:
        log.append(f"using {conn.name} {s}")
    try:
        async with session("tx2", log):
            raise ValueError("bad row")
    except ValueError:
        log.append("caught bad row")
    async def user(n):
        async with Connection(f"c{n}", log):
            await asyncio.sleep(0.05 * n)
    await asyncio.gather(user(1), user(2))
    print("\n".join(log))

asyncio.run(main())
