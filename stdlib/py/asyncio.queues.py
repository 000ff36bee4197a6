"""asyncio's queues: Queue (FIFO), PriorityQueue and LifoQueue, whose
getters and putters wait on futures in the order they came."""

from _collections import deque as _deque
from _heapq import heappush as _heappush, heappop as _heappop
from asyncio.locks import Event, _LoopBound

__all__ = ('Queue', 'PriorityQueue', 'LifoQueue', 'QueueFull', 'QueueEmpty')


class QueueEmpty(Exception):
    """Raised by get_nowait() on an empty Queue."""
    __module__ = 'asyncio.queues'


class QueueFull(Exception):
    """Raised by put_nowait() on a full Queue."""
    __module__ = 'asyncio.queues'


class Queue(_LoopBound):
    """A FIFO queue for tasks; maxsize <= 0 means unbounded."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = _deque()
        self._putters = _deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = _deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        # The first waiter still waiting is given its turn; those cancelled
        # meanwhile are dropped.
        while waiters and waiters[0].done():
            waiters.popleft()
        if waiters:
            waiters.popleft().set_result(None)

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._format()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._format()}>'

    # Queue[int] is a types.GenericAlias, as in CPython.
    __class_getitem__ = classmethod(type(list[int]))

    def _format(self):
        shown = [f'maxsize={self._maxsize!r}']
        if getattr(self, '_queue', None):
            shown.append(f'_queue={list(self._queue)!r}')
        for label, waiters in (('_getters', self._getters), ('_putters', self._putters)):
            if waiters:
                shown.append(f'{label}[{len(waiters)}]')
        if self._unfinished_tasks:
            shown.append(f'tasks={self._unfinished_tasks}')
        return ' '.join(shown)

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        await _wait_while(self, self.full, self._putters)
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        _count_tasks(self, 1)
        self._wakeup_next(self._getters)

    async def get(self):
        await _wait_while(self, self.empty, self._getters)
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        taken = self._get()
        # Room was made: the first waiting putter may go on.
        self._wakeup_next(self._putters)
        return taken

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        _count_tasks(self, -1)

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


async def _wait_while(queue, blocked, waiters):
    # Parks a future among waiters until the queue wakes it, as long as
    # blocked() holds. A waiter that is cancelled (or fails) leaves the line
    # and hands its wake-up on if it could have gone ahead.
    while blocked():
        waiter = queue._get_loop().create_future()
        waiters.append(waiter)
        try:
            await waiter
        except BaseException:
            waiter.cancel()
            if waiter in waiters:
                waiters.remove(waiter)
            if not blocked() and not waiter.cancelled():
                queue._wakeup_next(waiters)
            raise


def _count_tasks(queue, step):
    # join() waits on _finished, which is set exactly when no task is
    # unfinished.
    queue._unfinished_tasks += step
    if queue._unfinished_tasks:
        queue._finished.clear()
    else:
        queue._finished.set()


class PriorityQueue(Queue):
    """A Queue that hands out its smallest item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        _heappush(self._queue, item)

    def _get(self):
        return _heappop(self._queue)


class LifoQueue(Queue):
    """A Queue that hands out its newest item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()
