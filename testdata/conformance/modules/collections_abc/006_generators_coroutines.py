from collections.abc import Generator, Iterator, Coroutine, Awaitable, AsyncIterable, AsyncIterator, AsyncGenerator

def gen():
    yield 1
async def coro():
    return 1
async def agen():
    yield 1

g, c, a = gen(), coro(), agen()
print(isinstance(g, Generator), isinstance(g, Iterator), isinstance(c, Coroutine), isinstance(c, Awaitable))
print(isinstance(a, AsyncGenerator), isinstance(a, AsyncIterator), isinstance(a, AsyncIterable), isinstance(g, Coroutine))
c.close()

class Countdown(Generator):
    def __init__(self, n):
        self.n = n
    def send(self, value):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
    def throw(self, typ, val=None, tb=None):
        raise StopIteration

cd = Countdown(3)
print(list(cd), isinstance(cd, Iterator), next(Countdown(5)))
cd2 = Countdown(2)
cd2.close()
print('closed')

class Ticker(AsyncIterator):
    def __init__(self):
        self.i = 0
    async def __anext__(self):
        self.i += 1
        if self.i > 3:
            raise StopAsyncIteration
        return self.i
t = Ticker()
print(t.__aiter__() is t)

class Aw(Awaitable):
    def __await__(self):
        yield
print(isinstance(Aw(), Awaitable), issubclass(Aw, Coroutine))
try:
    Generator()
except TypeError as e:
    print(e)
