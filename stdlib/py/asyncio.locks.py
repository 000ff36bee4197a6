"""asyncio's synchronization primitives: Lock, Event, Condition,
Semaphore, BoundedSemaphore and Barrier. Waiters queue in FIFO order on
futures of the running loop, and wake as CPython 3.11's do."""

from _collections import deque as _deque
from asyncio import get_running_loop, CancelledError, BrokenBarrierError

__all__ = ('Lock', 'Event', 'Condition', 'Semaphore', 'BoundedSemaphore',
           'Barrier')


class _LoopBound:
    _loop = None

    def _get_loop(self):
        loop = get_running_loop()
        if self._loop is None:
            self._loop = loop
        if loop is not self._loop:
            raise RuntimeError(f'{self!r} is bound to a different event loop')
        return loop

    def _base_repr(self):
        return f'{self.__class__.__module__}.{self.__class__.__qualname__} object at {id(self):#x}'


async def _wait_in(queue, fut):
    # Wait on fut as one of queue's waiters; it leaves the queue however
    # the wait ends (result, cancellation).
    queue.append(fut)
    try:
        return await fut
    finally:
        queue.remove(fut)


def _first_pending(queue):
    # The first waiter of queue not yet woken or cancelled, or None.
    for fut in queue or ():
        if not fut.done():
            return fut
    return None


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin, _LoopBound):
    """A mutual-exclusion lock for tasks, granted in request order."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        extra = 'locked' if self._locked else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{self._base_repr()} [{extra}]>'

    def locked(self):
        return self._locked

    async def acquire(self):
        # The lock is taken at once only when free and nobody (not
        # cancelled) queues for it: tasks get it in request order.
        waiters = self._waiters
        if self._locked or (waiters and not all(w.cancelled() for w in waiters)):
            await self._queue_for_lock()
        self._locked = True
        return True

    async def _queue_for_lock(self):
        if self._waiters is None:
            self._waiters = _deque()
        try:
            await _wait_in(self._waiters, self._get_loop().create_future())
        except CancelledError:
            # Woken but cancelled before taking the lock: the wake-up
            # passes to the next waiter, or the lock would stay free
            # with tasks waiting on it.
            if not self._locked:
                self._wake_up_first()
            raise

    def release(self):
        was_locked, self._locked = self._locked, False
        if not was_locked:
            raise RuntimeError('Lock is not acquired.')
        self._wake_up_first()

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)


class Event(_LoopBound):
    """A flag tasks can wait on until it is set."""

    def __init__(self):
        self._waiters = _deque()
        self._value = False

    def __repr__(self):
        extra = 'set' if self._value else 'unset'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{self._base_repr()} [{extra}]>'

    def is_set(self):
        return self._value

    def set(self):
        if self._value:
            return
        self._value = True
        for fut in [w for w in self._waiters if not w.done()]:
            fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if not self._value:
            await _wait_in(self._waiters, self._get_loop().create_future())
        return True


class Condition(_ContextManagerMixin, _LoopBound):
    """A condition variable over a Lock."""

    def __init__(self, lock=None):
        self._lock = lock = Lock() if lock is None else lock
        # The lock's own methods, bound, serve as the condition's.
        self.locked, self.acquire, self.release = lock.locked, lock.acquire, lock.release
        self._waiters = _deque()

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{self._base_repr()} [{extra}]>'

    def _require_lock(self, action):
        if not self.locked():
            raise RuntimeError(f'cannot {action} on un-acquired lock')

    async def wait(self):
        self._require_lock('wait')
        self.release()
        try:
            await _wait_in(self._waiters, self._get_loop().create_future())
            return True
        finally:
            await self._take_lock_back()

    async def _take_lock_back(self):
        # However the wait ended, the caller holds the lock again on
        # return; a cancellation meanwhile is raised only once it does.
        interrupted = False
        while True:
            try:
                await self.acquire()
            except CancelledError:
                interrupted = True
            else:
                break
        if interrupted:
            raise CancelledError

    async def wait_for(self, predicate):
        while True:
            outcome = predicate()
            if outcome:
                return outcome
            await self.wait()

    def notify(self, n=1):
        self._require_lock('notify')
        budget = n
        for fut in self._waiters:
            if budget <= 0:
                break
            if not fut.done():
                budget -= 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin, _LoopBound):
    """A counter tasks decrement to enter and increment to leave, waiting
    while it is zero."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{self._base_repr()} [{extra}]>'

    def locked(self):
        if self._value == 0:
            return True
        waiters = self._waiters
        return bool(waiters) and any(not w.cancelled() for w in waiters)

    async def acquire(self):
        if self.locked():
            await self._queue_for_unit()
        else:
            self._value -= 1
        return True

    async def _queue_for_unit(self):
        if self._waiters is None:
            self._waiters = _deque()
        ticket = self._get_loop().create_future()
        try:
            await _wait_in(self._waiters, ticket)
        except CancelledError:
            # Handed a unit, then cancelled before using it: the unit
            # goes to the next waiter instead.
            if not ticket.cancelled():
                self._return_unit()
            raise
        if self._value > 0:
            # Several units came back at once: another waiter can go too.
            self._wake_up_next()

    def release(self):
        self._return_unit()

    def _return_unit(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        # Hand a unit to the first waiter still waiting.
        fut = _first_pending(self._waiters)
        if fut is not None:
            self._value -= 1
            fut.set_result(True)


class BoundedSemaphore(Semaphore):
    """A Semaphore that refuses to be released above its initial value."""

    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()


class Barrier(_LoopBound):
    """Blocks tasks until `parties` of them wait, then releases them all."""

    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._cond = Condition()
        self._parties = parties
        self._state = 'filling'
        self._count = 0

    def __repr__(self):
        extra = self._state
        if not self.broken:
            extra += f', waiters:{self.n_waiting}/{self.parties}'
        return f'<{self._base_repr()} [{extra}]>'

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            await self._block()
            # Arrival order gives each task its index; the last to arrive
            # releases the others.
            arrived = self._count
            self._count += 1
            try:
                if arrived + 1 != self._parties:
                    await self._wait()
                else:
                    await self._release()
                return arrived
            finally:
                self._count -= 1
                self._exit()

    async def _block(self):
        await self._cond.wait_for(lambda: self._state not in ('draining', 'resetting'))
        if self._state == 'broken':
            raise BrokenBarrierError('Barrier aborted')

    async def _release(self):
        self._state = 'draining'
        self._cond.notify_all()

    async def _wait(self):
        await self._cond.wait_for(lambda: self._state != 'filling')
        if self._state in ('broken', 'resetting'):
            raise BrokenBarrierError('Abort or reset of barrier')

    def _exit(self):
        if self._count == 0:
            if self._state in ('resetting', 'draining'):
                self._state = 'filling'
            self._cond.notify_all()

    async def reset(self):
        async with self._cond:
            if self._count > 0:
                if self._state != 'resetting':
                    self._state = 'resetting'
            else:
                self._state = 'filling'
            self._cond.notify_all()

    async def abort(self):
        async with self._cond:
            self._state = 'broken'
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        if self._state == 'filling':
            return self._count
        return 0

    @property
    def broken(self):
        return self._state == 'broken'
