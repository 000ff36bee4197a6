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
        # Tasks waiting for an item, and for room, oldest first.
        self._getters, self._putters = _deque(), _deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()        # nothing to join on yet
        self._init(maxsize)

    # The storage hooks subclasses replace (PriorityQueue, LifoQueue).

    def _init(self, maxsize):
        self._queue = _deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        # Wake the oldest waiter still waiting; cancelled ones leave the
        # queue on the way.
        while waiters:
            turn = waiters.popleft()
            if not turn.done():
                turn.set_result(None)
                return

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._format()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._format()}>'

    # Queue[int] is a generic alias, as for the builtin containers.
    __class_getitem__ = classmethod(type(list[int]))

    def _format(self):
        parts = [f'maxsize={self._maxsize!r}']
        if getattr(self, '_queue', None):
            parts.append(f'_queue={list(self._queue)!r}')
        for label, waiters in (('_getters', self._getters), ('_putters', self._putters)):
            if waiters:
                parts.append(f'{label}[{len(waiters)}]')
        if self._unfinished_tasks:
            parts.append(f'tasks={self._unfinished_tasks}')
        return ' '.join(parts)

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        # A maxsize of zero or less means no bound.
        return 0 < self._maxsize <= self.qsize()

    async def _wait_turn(self, waiters, blocked):
        # Queue up in waiters until blocked() no longer holds. A task woken
        # but cancelled before it could act passes its turn on, so that a
        # free slot or an item is not left with others waiting.
        while blocked():
            turn = self._get_loop().create_future()
            waiters.append(turn)
            try:
                await turn
            except:
                woken = turn.done() and not turn.cancelled()
                turn.cancel()
                if turn in waiters:
                    waiters.remove(turn)
                if woken and not blocked():
                    self._wakeup_next(waiters)
                raise

    async def put(self, item):
        if self.full():
            await self._wait_turn(self._putters, self.full)
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        # Every item put is a task join() waits for until task_done().
        self._unfinished_tasks += 1
        self._finished._value = False  # Event.clear(), inline
        if self._getters:
            self._wakeup_next(self._getters)

    async def get(self):
        if self.empty():
            await self._wait_turn(self._getters, self.empty)
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        taken = self._get()
        if self._putters:
            self._wakeup_next(self._putters)
        return taken

    def task_done(self):
        if self._unfinished_tasks < 1:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if not self._unfinished_tasks:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


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
