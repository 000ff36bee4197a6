"""Asynchronous I/O: an event loop, futures, tasks and their tools.

pyex writes asyncio in Python on top of the VM's coroutines: programs
spend their time in their own coroutines, and what matters here is that
every callback, wake-up and task step happens in the order CPython 3.11's
asyncio produces, because programs print their interleavings. The rules
that order them:

- The loop runs in turns. A turn moves the timers that are due onto the
  ready queue (FIFO), then runs exactly the callbacks that were ready when
  the turn began; what they schedule waits for the next turn.
- A task's first step is scheduled when the task is made, so it starts at
  the next turn. A task whose coroutine yields a pending future sleeps
  until the future's done callbacks run; they are scheduled (call_soon)
  when the future completes, never run inline. A bare yield (sleep(0))
  reschedules the task at the back of the queue. Awaiting a future that
  is already done does not suspend.
- The loop's clock is the run's clock (time.monotonic). It is virtual
  unless the host hands in a real one: when nothing is ready the clock
  jumps to the next timer, so sleep(5) costs nothing and runs are
  deterministic. Timers due at the same instant fire in the order they
  were scheduled, as they do under CPython's real clock.
- Host awaitables: awaiting an async host function starts the Go call
  on the host's side (many may run at once) and waits on a future. When
  nothing is ready and calls are in flight, the loop waits for the
  oldest and completes its future, so calls are delivered in the order
  they started whatever order the host finishes them in. On a virtual
  clock host calls take no time: they are delivered before the clock
  moves to the next timer.

Deliberate differences: no threads, executors, subprocesses, sockets or
signals; an idle loop with tasks still waiting and nothing scheduled
raises RuntimeError instead of blocking forever; contexts (contextvars)
are accepted and ignored; task reprs show the coroutine's first line.
"""

from _heapq import heappush as _heappush
from _collections import deque as _deque
import sys as _sys
from _asyncio import (_is_coroutine_function, _coro_lineno, _FutureCore,
                      _yield_once, _gather_children, _TaskCounter, _turn)
from _functools import partial as _partial
from _asyncio import (monotonic_ns as _monotonic_ns, sleep_ns as _sleep_ns,
                      clock_is_virtual as _clock_is_virtual,
                      host_start as _host_start, host_wait as _host_wait,
                      host_cancel as _host_cancel,
                      agen_suspended as _agen_suspended)

__all__ = (
    'BaseEventLoop', 'AbstractEventLoop', 'Handle', 'TimerHandle',
    'get_event_loop', 'get_running_loop', 'new_event_loop', 'set_event_loop',
    'run', 'Runner', 'Future', 'Task', 'isfuture', 'iscoroutine',
    'iscoroutinefunction', 'create_task', 'ensure_future', 'gather', 'shield',
    'sleep', 'wait', 'wait_for', 'as_completed', 'current_task', 'all_tasks',
    'timeout', 'timeout_at', 'Timeout', 'TaskGroup', 'Queue', 'LifoQueue',
    'PriorityQueue', 'QueueEmpty', 'QueueFull', 'Lock', 'Event', 'Condition',
    'Semaphore', 'BoundedSemaphore', 'Barrier', 'BrokenBarrierError',
    'CancelledError', 'InvalidStateError', 'TimeoutError',
    'IncompleteReadError', 'LimitOverrunError', 'SendfileNotAvailableError',
    'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'to_thread',
    'run_coroutine_threadsafe', 'wrap_future',
)

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'


# ---------------------------------------------------------------- errors

class CancelledError(BaseException):
    """The Future or Task was cancelled."""
    __module__ = 'asyncio.exceptions'


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""
    __module__ = 'asyncio.exceptions'


class SendfileNotAvailableError(RuntimeError):
    """Sendfile syscall is not available."""
    __module__ = 'asyncio.exceptions'


class IncompleteReadError(EOFError):
    """Incomplete read error."""
    __module__ = 'asyncio.exceptions'

    def __init__(self, partial, expected):
        r_expected = 'undefined' if expected is None else repr(expected)
        super().__init__(f'{len(partial)} bytes read on a total of '
                         f'{r_expected} expected bytes')
        self.partial = partial
        self.expected = expected


class LimitOverrunError(Exception):
    """Reached the buffer limit while looking for a separator."""
    __module__ = 'asyncio.exceptions'

    def __init__(self, message, consumed):
        super().__init__(message)
        self.consumed = consumed


class BrokenBarrierError(RuntimeError):
    """Barrier is broken by barrier.abort() call."""
    __module__ = 'asyncio.exceptions'


TimeoutError = TimeoutError  # 3.11: asyncio.TimeoutError is the builtin


# ---------------------------------------------------------------- helpers

def _coroutine_type():
    async def probe():
        pass
    c = probe()
    t = type(c)
    c.close()
    return t


_CoroutineType = _coroutine_type()


def iscoroutine(obj):
    """Return True if obj is a coroutine object."""
    return type(obj) is _CoroutineType or (
        hasattr(obj, 'send') and hasattr(obj, 'throw') and
        hasattr(obj, 'close') and hasattr(obj, '__await__') and
        not isfuture(obj))


def iscoroutinefunction(func):
    """Return True if func is a coroutine function (async def)."""
    while True:
        if hasattr(func, '__func__'):
            func = func.__func__
        elif type(func).__name__ == 'partial' and hasattr(func, 'func'):
            func = func.func
        else:
            break
    if getattr(func, '_is_coroutine', None) is _is_coroutine:
        return True
    return _is_coroutine_function(func)


_is_coroutine = object()


def isfuture(obj):
    """Return True if obj is a Future (has the asyncio future protocol)."""
    return (hasattr(obj.__class__, '_asyncio_future_blocking') and
            obj._asyncio_future_blocking is not None)


def _describe_callback(fn, args=()):
    """A callback as asyncio's reprs and messages name it: the call it
    makes, with short reprs of its arguments (a partial's own arguments
    first), and where it was defined when it is a Python function."""
    kwargs = None
    tail = ''
    while isinstance(fn, _partial):
        tail = _argument_list(args, kwargs) + tail
        fn, args, kwargs = fn.func, fn.args, fn.keywords
    name = getattr(fn, '__qualname__', None) or getattr(fn, '__name__', None) or repr(fn)
    text = name + _argument_list(args, kwargs) + tail
    where = _defined_at(fn)
    return text if where is None else f'{text} at {where}'


def _argument_list(args, kwargs):
    from reprlib import repr as short
    parts = [short(a) for a in args or ()]
    parts.extend(f'{k}={short(v)}' for k, v in (kwargs or {}).items())
    return '(' + ', '.join(parts) + ')'


def _defined_at(fn):
    seen = 0
    while hasattr(fn, '__wrapped__') and seen < 100:
        fn, seen = fn.__wrapped__, seen + 1
    while isinstance(fn, _partial):
        fn = fn.func
    if type(fn) is _FunctionType:
        code = fn.__code__
        return f'{code.co_filename}:{code.co_firstlineno}'
    return None


_FunctionType = type(_defined_at)


def _callback_repr(fn):
    return _describe_callback(fn)


def _format_coro(coro):
    name = getattr(coro, '__qualname__', None) or getattr(coro, '__name__', None) or type(coro).__name__
    code = getattr(coro, 'cr_code', None) or getattr(coro, 'gi_code', None)
    if code is None:
        return f'{name}()'
    line = _coro_lineno(coro)
    if line is not None:
        return f'{name}() running at {code.co_filename}:{line}'
    return f'{name}() done, defined at {code.co_filename}:{code.co_firstlineno}'


def _report(context):
    """The default exception handler: the message and the exception on
    standard error, as CPython's logger prints them (without the
    traceback's lines)."""
    lines = [context.get('message') or 'Unhandled exception in event loop']
    for key in sorted(context):
        if key in ('message', 'exception'):
            continue
        lines.append(f'{key}: {context[key]!r}')
    exc = context.get('exception')
    if exc is not None:
        lines.append(f'{type(exc).__name__}: {exc}' if str(exc) else type(exc).__name__)
    print('\n'.join(lines), file=_sys.stderr)


# ---------------------------------------------------------------- handles

class Handle:
    """A callback scheduled on the loop, with its arguments."""

    __slots__ = ('_callback', '_args', '_cancelled', '_loop', '_repr',
                 '__weakref__', '_context')

    def __init__(self, callback, args, loop, context=None):
        self._loop = loop
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._repr = None
        self._context = context

    def _repr_info(self):
        info = [self.__class__.__name__]
        if self._cancelled:
            info.append('cancelled')
        if self._callback is not None:
            info.append(_describe_callback(self._callback, self._args))
        return info

    def __repr__(self):
        return '<{}>'.format(' '.join(self._repr_info()))

    def get_context(self):
        return self._context

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            self._loop.call_exception_handler({
                'message': f'Exception in callback {_describe_callback(self._callback, self._args)}',
                'exception': exc,
                'handle': self,
            })


class TimerHandle(Handle):
    """A callback scheduled for a given time of the loop's clock."""

    __slots__ = ('_scheduled', '_when')

    def __init__(self, when, callback, args, loop, context=None):
        # Handle.__init__, inline: a timer is made per sleep and timeout.
        self._loop = loop
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._repr = None
        self._context = context
        self._when = when
        self._scheduled = False

    def _repr_info(self):
        info = super()._repr_info()
        pos = 2 if self._cancelled else 1
        info.insert(pos, f'when={self._when}')
        return info

    def __hash__(self):
        return hash(self._when)

    def __lt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when or self.__eq__(other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when or self.__eq__(other)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, TimerHandle):
            return (self._when == other._when and
                    self._callback == other._callback and
                    self._args == other._args and
                    self._cancelled == other._cancelled)
        return NotImplemented

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_handle_cancelled(self)
            # Handle.cancel, inline.
            self._cancelled = True
            self._callback = None
            self._args = None

    def when(self):
        return self._when


# ---------------------------------------------------------------- the loop

# The loop running now (one per interpreter: pyex runs one thread), and the
# loop get_event_loop() hands out when none runs.
_running_loop = None
_event_loop = None
_all_tasks = {}  # task -> None, in creation order


def _get_running_loop():
    return _running_loop


def get_running_loop():
    """Return the running event loop; RuntimeError when none runs."""
    if _running_loop is None:
        raise RuntimeError('no running event loop')
    return _running_loop


async def _host_coroutine(call):
    """What awaiting an async host function runs: start the call on the
    host's side and wait for the loop to deliver its outcome."""
    loop = get_running_loop()
    fut = loop.create_future()
    ident = _host_start(call)
    loop._host_futures[ident] = fut

    def abandon(f, ident=ident, futures=loop._host_futures):
        if f.cancelled() and futures.pop(ident, None) is not None:
            _host_cancel(ident)

    fut.add_done_callback(abandon)
    return await fut


def get_event_loop():
    """Return the running loop, or the current thread's loop."""
    global _event_loop
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None:
        _event_loop = new_event_loop()
    return _event_loop


def _get_event_loop():
    return get_event_loop()


def set_event_loop(loop):
    """Make loop the loop get_event_loop() returns."""
    global _event_loop
    _event_loop = loop


def new_event_loop():
    """Return a new event loop."""
    return _UnixSelectorEventLoop()


def _ns(when):
    # Timers are ordered on integer nanoseconds (CPython's clock
    # resolution), then on the order they were scheduled in.
    return round(when * 1e9)


class AbstractEventLoop:
    """The interface of event loops."""


class BaseEventLoop(AbstractEventLoop):
    """A single-threaded event loop over a virtual clock."""

    def __init__(self):
        self._ready = _deque()
        self._scheduled = []
        self._seq = 0
        self._host_futures = {}  # host call id -> its future, in start order
        # The async generators started on this loop, in start order (a
        # dict as an ordered set): shutdown_asyncgens closes the ones
        # still suspended. CPython keeps them weakly and closes a dropped
        # one when it is collected; pyex has no such moment, so it keeps
        # them until shutdown (docs/DIFFERENCES.md).
        self._asyncgens = {}
        self._asyncgens_prune_at = 64
        self._asyncgens_shutdown_called = False
        self._stopping = False
        self._closed = False
        self._running = False
        self._debug = False
        self._exception_handler = None
        self._task_factory = None
        self._timer_cancelled_count = 0
        self._current_task = None

    def __repr__(self):
        return (f'<{self.__class__.__name__} running={self.is_running()} '
                f'closed={self.is_closed()} debug={self.get_debug()}>')

    # -- state
    def time(self):
        """The loop's clock, in seconds: the run's monotonic clock."""
        return _monotonic_ns() / 1e9

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = enabled

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def close(self):
        if self._running:
            raise RuntimeError('Cannot close a running event loop')
        if self._closed:
            return
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()

    # -- scheduling
    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        handle = Handle(callback, args, self, context)
        self._ready.append(handle)
        return handle

    def call_soon_threadsafe(self, callback, *args, context=None):
        return self.call_soon(callback, *args, context=context)

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self.time() + delay, callback, *args, context=context)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError('when cannot be None')
        if self._closed:
            raise RuntimeError('Event loop is closed')
        timer = TimerHandle(when, callback, args, self, context)
        self._seq += 1
        # Ordered on integer nanoseconds (_ns), then on scheduling order.
        _heappush(self._scheduled, (round(when * 1e9), self._seq, timer))
        timer._scheduled = True
        return timer

    def _timer_handle_cancelled(self, handle):
        if handle._scheduled:
            self._timer_cancelled_count += 1

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        if self._task_factory is None:
            task = Task(coro, loop=self, name=name, context=context)
        else:
            task = self._task_factory(self, coro)
            if name is not None:
                task.set_name(name)
        return task

    def set_task_factory(self, factory):
        if factory is not None and not callable(factory):
            raise TypeError('task factory must be a callable or None')
        self._task_factory = factory

    def get_task_factory(self):
        return self._task_factory

    # -- exceptions
    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f'A callable object or None is expected, got {handler!r}')
        self._exception_handler = handler

    def get_exception_handler(self):
        return self._exception_handler

    def default_exception_handler(self, context):
        _report(context)

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            self.default_exception_handler(context)
            return
        try:
            self._exception_handler(self, context)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            _report({'message': 'Unhandled error in exception handler',
                     'exception': exc, 'context': context})

    # -- running
    def run_forever(self):
        global _running_loop
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')
        self._running = True
        _running_loop = self
        old_hooks = _sys.get_asyncgen_hooks()
        _sys.set_asyncgen_hooks(firstiter=self._asyncgen_firstiter_hook,
                                finalizer=self._asyncgen_finalizer_hook)
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _running_loop = None
            _sys.set_asyncgen_hooks(*old_hooks)

    def _asyncgen_firstiter_hook(self, agen):
        gens = self._asyncgens
        gens[agen] = None
        if len(gens) > self._asyncgens_prune_at:
            # Finished generators need no closing: dropping them keeps a
            # long-lived loop from holding every generator it ever ran.
            for g in [g for g in gens if not _agen_suspended(g)]:
                del gens[g]
            self._asyncgens_prune_at = 2 * len(gens) + 64

    def _asyncgen_finalizer_hook(self, agen):
        self._asyncgens.pop(agen, None)
        self.call_soon(self.create_task, agen.aclose())

    def run_until_complete(self, future):
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        future.add_done_callback(_run_until_complete_cb)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def stop(self):
        self._stopping = True

    async def shutdown_asyncgens(self):
        """Close the async generators started on this loop that are still
        suspended, as asyncio.run does before it closes the loop."""
        self._asyncgens_shutdown_called = True
        closing = [g for g in self._asyncgens if _agen_suspended(g)]
        self._asyncgens.clear()
        if not closing:
            return
        results = await gather(*[g.aclose() for g in closing], return_exceptions=True)
        for result, agen in zip(results, closing):
            if isinstance(result, Exception):
                self.call_exception_handler({
                    'message': f'an error occurred during closing of asynchronous generator {agen!r}',
                    'exception': result,
                    'asyncgen': agen,
                })

    async def shutdown_default_executor(self):
        pass

    def _host_deliver(self, done):
        if done is None:
            return
        ident, exc, result = done
        fut = self._host_futures.pop(ident, None)
        if fut is None or fut.done():
            return
        if exc is not None:
            fut.set_exception(exc)
        else:
            fut.set_result(result)

    def run_in_executor(self, executor, func, *args):
        """Run func(*args) now (pyex has no threads) and return a future
        that completes with its outcome."""
        fut = self.create_future()
        try:
            fut.set_result(func(*args))
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            fut.set_exception(exc)
        return fut

    def _run_once(self):
        # One turn (_asyncio._turn, Go): cancelled timers leave the heap
        # (all of them once they are most of it, as in CPython), the due
        # timers join the ready queue, and what was ready runs. When
        # nothing is ready the turn waits first, here.
        if not _turn(self, 0):
            return
        scheduled = self._scheduled
        if self._host_futures:
            # Host calls are in flight. On a virtual clock they take no
            # time: deliver the oldest before any timer. On a real clock,
            # wait for it until the next timer is due.
            timeout = None
            if scheduled and not _clock_is_virtual():
                timeout = scheduled[0][0] - _monotonic_ns()
            self._host_deliver(_host_wait(timeout))
        elif scheduled:
            delay = scheduled[0][0] - _monotonic_ns()
            if delay > 0:
                _sleep_ns(delay)  # a virtual clock jumps to the timer
        else:
            raise RuntimeError('Event loop is idle: every task waits and nothing '
                               'is scheduled, so the program would wait forever')
        _turn(self, 1)

    def _report_callback_error(self, callback, arg, exc):
        # An internal callback (a future's done callback, a task's step)
        # raised: reported as the Handle CPython would have made for it.
        self.call_exception_handler({
            'message': f'Exception in callback {_describe_callback(callback, (arg,))}',
            'exception': exc,
            'handle': Handle(callback, (arg,), self),
        })


class _UnixSelectorEventLoop(BaseEventLoop):
    """The loop new_event_loop() makes, named as CPython's on Unix."""


def _run_until_complete_cb(fut):
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            return
    fut.get_loop().stop()


# ---------------------------------------------------------------- futures

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'


class Future(_FutureCore):
    """The eventual result of an asynchronous operation."""

    # What the Go core (_asyncio._FutureCore, which holds the state and
    # the methods) needs of this run's asyncio.
    _cancelled_error = CancelledError
    _invalid_state_error = InvalidStateError
    _get_event_loop = staticmethod(get_event_loop)

    def __repr__(self):
        return '<{} {}>'.format(self.__class__.__name__, ' '.join(self._repr_info()))

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f'exception={self._exception!r}')
            else:
                info.append(f'result={self._result!r}')
        if self._callbacks:
            names = ['Task.task_wakeup()' if getattr(cb, '__name__', '') == '_wakeup'
                     else _callback_repr(cb) for cb, ctx in self._callbacks]
            if len(names) > 2:
                names = [names[0], f'<{len(names) - 2} more>', names[-1]]
            info.append('cb=[{}]'.format(', '.join(names)))
        return info

    def __class_getitem__(cls, item):
        return cls


Future.__module__ = '_asyncio'


def _set_result_unless_cancelled(fut, result):
    if not fut.cancelled():
        fut.set_result(result)


def wrap_future(future, *, loop=None):
    """Wrap a future-like object in an asyncio Future."""
    if isfuture(future):
        return future
    raise TypeError(f'concurrent.futures.Future is expected, got {future!r}')


# ---------------------------------------------------------------- tasks

# A bare yield, what sleep(0) awaits: the task running it is rescheduled
# at the back of the ready queue (CPython's __sleep0).
_sleep0 = _yield_once


class Task(Future):
    """A coroutine scheduled on the loop, stepped as its awaits allow (by
    the Go core: _step, _wakeup, cancel)."""

    _log_destroy_pending = True
    _iscoroutine = staticmethod(iscoroutine)
    _all_tasks = _all_tasks
    _task_counter = _TaskCounter()

    # __init__(self, coro, *, loop=None, name=None, context=None) is Go.
    __init__ = _FutureCore._task_init

    def _repr_info(self):
        # A future's, with the task's name, coroutine and what it waits on
        # after the state (which says "cancelling" once cancel() is due).
        info = super()._repr_info()
        if self.cancelling() and not self.done():
            info[0] = 'cancelling'
        info.insert(1, f'name={self.get_name()!r}')
        info.insert(2, f'coro=<{_format_coro(self._coro)}>')
        if self._fut_waiter is not None:
            info.insert(3, f'wait_for={self._fut_waiter!r}')
        return info

    def get_stack(self, *, limit=None):
        return []

    def print_stack(self, *, limit=None, file=None):
        pass


Task.__module__ = '_asyncio'


def create_task(coro, *, name=None, context=None):
    """Schedule coro as a task of the running loop; it starts at the next
    turn."""
    loop = get_running_loop()
    # Made unnamed, then named: as in CPython, the task takes a number
    # (Task-<n>) even when it is given a name.
    task = loop.create_task(coro, context=context)
    if name is not None:
        task.set_name(name)
    return task


def current_task(loop=None):
    """The task running now, or None."""
    if loop is None:
        loop = get_running_loop()
    return loop._current_task


def all_tasks(loop=None):
    """The tasks of the loop not yet done."""
    if loop is None:
        loop = get_running_loop()
    return {t for t in list(_all_tasks) if t._loop is loop and not t.done()}


async def _wrap_awaitable(awaitable):
    return await awaitable


def ensure_future(coro_or_future, *, loop=None):
    """Wrap a coroutine or awaitable in a task; a future is returned as it
    is."""
    if type(coro_or_future) is _CoroutineType:
        # The common argument, without the checks that cannot match it.
        if loop is None:
            loop = get_event_loop()
        return loop.create_task(coro_or_future)
    if isfuture(coro_or_future):
        if loop is not None and loop is not coro_or_future.get_loop():
            raise ValueError('The future belongs to a different loop than '
                             'the one specified as the loop argument')
        return coro_or_future
    if not iscoroutine(coro_or_future):
        if hasattr(coro_or_future, '__await__'):
            coro_or_future = _wrap_awaitable(coro_or_future)
        else:
            raise TypeError('An asyncio.Future, a coroutine or an awaitable '
                            'is required')
    if loop is None:
        loop = get_event_loop()
    return loop.create_task(coro_or_future)


async def sleep(delay, result=None):
    """Coroutine that completes after delay seconds of the loop's clock."""
    if delay <= 0:
        await _sleep0()
        return result
    loop = get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


class _GatheringFuture(Future):
    """gather()'s outer future: cancelling it cancels the children."""

    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    """Run the awaitables concurrently; the result is the list of their
    results in argument order."""
    if not coros_or_futures:
        outer = get_event_loop().create_future()
        outer.set_result([])
        return outer
    # The children and their shared done callback are made in Go
    # (_asyncio._gather_children); the callback completes outer.
    children, loop, done_callback = _gather_children(
        coros_or_futures, return_exceptions, ensure_future)
    outer = _GatheringFuture(children, loop=loop)
    done_callback._set_outer(outer)
    return outer


def shield(arg):
    """Protect an awaitable from being cancelled by its awaiter."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner.get_loop()
    outer = loop.create_future()

    def inner_done(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def outer_done(outer):
        if not inner.done():
            inner.remove_done_callback(inner_done)

    inner.add_done_callback(inner_done)
    outer.add_done_callback(outer_done)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut, loop):
    waiter = loop.create_future()

    def release(_):
        _release_waiter(waiter)

    fut.add_done_callback(release)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(release)


async def wait_for(fut, timeout):
    """Wait for an awaitable, cancelling it after timeout seconds (then
    TimeoutError)."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)

    def release(_):
        _release_waiter(waiter)

    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(release)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(release)
            await _cancel_and_wait(fut, loop=loop)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(release)
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures and tasks of fs; returns (done, pending)."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    loop = get_running_loop()
    fs = list(dict.fromkeys(fs))
    fs = list(dict.fromkeys(ensure_future(f, loop=loop) for f in fs))
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = [len(fs)]

    def on_completion(f):
        counter[0] -= 1
        if (counter[0] <= 0 or return_when == FIRST_COMPLETED or
                return_when == FIRST_EXCEPTION and
                (not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    """Iterate over awaitables that give the results of fs in the order
    they complete."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    done = Queue()
    loop = get_event_loop()
    todo = {}
    for f in dict.fromkeys(fs):
        todo[ensure_future(f, loop=loop)] = None
    handle = [None]

    def on_timeout():
        for f in todo:
            f.remove_done_callback(on_completion)
            done.put_nowait(None)
        todo.clear()

    def on_completion(f):
        if not todo:
            return
        del todo[f]
        done.put_nowait(f)
        if not todo and handle[0] is not None:
            handle[0].cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(on_completion)
    if todo and timeout is not None:
        handle[0] = loop.call_later(timeout, on_timeout)

    def results(n):
        for _ in range(n):
            yield _wait_for_one()

    return results(len(todo))


async def to_thread(func, /, *args, **kwargs):
    """Run func(*args, **kwargs); pyex has no threads, so it runs in the
    calling task after one turn of the loop."""
    await _sleep0()
    return func(*args, **kwargs)


def run_coroutine_threadsafe(coro, loop):
    raise RuntimeError('run_coroutine_threadsafe() needs threads, which pyex does not have')


# ---------------------------------------------------------------- running

def _cancel_all_tasks(loop):
    to_cancel = all_tasks(loop)
    if not to_cancel:
        return
    ordered = [t for t in _all_tasks if t in to_cancel]
    for task in ordered:
        task.cancel()
    loop.run_until_complete(gather(*ordered, return_exceptions=True))
    for task in ordered:
        if task.cancelled():
            continue
        if task.exception() is not None:
            loop.call_exception_handler({
                'message': 'unhandled exception during asyncio.run() shutdown',
                'exception': task.exception(),
                'task': task,
            })


class Runner:
    """A context manager that runs coroutines on one loop and closes it."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._state = 'created'
        self._debug = debug
        self._loop_factory = loop_factory
        self._loop = None

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        if self._state != 'initialized':
            return
        try:
            loop = self._loop
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.run_until_complete(loop.shutdown_default_executor())
        finally:
            set_event_loop(None)
            loop.close()
            self._loop = None
            self._state = 'closed'

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError('a coroutine was expected, got {!r}'.format(coro))
        if _running_loop is not None:
            raise RuntimeError('Runner.run() cannot be called from a running event loop')
        self._lazy_init()
        task = self._loop.create_task(coro, context=context)
        return self._loop.run_until_complete(task)

    def _lazy_init(self):
        if self._state == 'closed':
            raise RuntimeError('Runner is closed')
        if self._state == 'initialized':
            return
        if self._loop_factory is None:
            self._loop = new_event_loop()
            set_event_loop(self._loop)
        else:
            self._loop = self._loop_factory()
        if self._debug is not None:
            self._loop.set_debug(self._debug)
        self._state = 'initialized'


def run(main, *, debug=None):
    """Run coroutine main on a new event loop and return its result."""
    if _running_loop is not None:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    with Runner(debug=debug) as runner:
        return runner.run(main)


# ---------------------------------------------------------------- timeouts

class Timeout:
    """An async context manager that cancels the enclosing task at a time
    of the loop's clock and turns that into TimeoutError."""

    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._when = when
        self._cancelling = 0

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != 'active':
            raise RuntimeError(f'Cannot change state of {self._state} Timeout')
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ('expiring', 'expired')

    def __repr__(self):
        info = ''
        if self._state == 'active':
            when = round(self._when, 3) if self._when is not None else None
            info = f' when={when}'
        return f'<Timeout [{self._state}]{info}>'

    async def __aenter__(self):
        if self._state != 'created':
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._state = 'active'
        self._task = task
        self._cancelling = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == 'active':
            self._state = 'finished'
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None


def timeout(delay):
    """A Timeout that expires delay seconds from now (None: never)."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """A Timeout that expires at loop time when (None: never)."""
    return Timeout(when)


# ---------------------------------------------------------------- task groups

class TaskGroup:
    """An async context manager that waits for the tasks it created; the
    first failure cancels the rest and all failures leave together as an
    ExceptionGroup."""

    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = {}
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = ['']
        if self._tasks:
            info.append(f'tasks={len(self._tasks)}')
        if self._errors:
            info.append(f'errors={len(self._errors)}')
        if self._aborting:
            info.append('cancelling')
        elif self._entered:
            info.append('entered')
        return '<TaskGroup{}>'.format(' '.join(info))

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has already been entered')
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        self._entered = True
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        propagate_cancellation_error = exc if et is CancelledError else None
        if self._parent_cancel_requested:
            if self._parent_task.uncancel() == 0:
                propagate_cancellation_error = None
        if et is not None:
            if not self._aborting:
                self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate_cancellation_error and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            try:
                me = BaseExceptionGroup('unhandled errors in a TaskGroup', self._errors)
                raise me from None
            finally:
                self._errors = None

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has not been entered')
        if self._exiting and not self._tasks:
            raise RuntimeError(f'TaskGroup {self!r} is finished')
        if self._aborting:
            raise RuntimeError(f'TaskGroup {self!r} is shutting down')
        task = self._loop.create_task(coro, context=context)
        if name is not None:
            task.set_name(name)
        task.add_done_callback(self._on_task_done)
        self._tasks[task] = None
        return task

    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))

    def _abort(self):
        self._aborting = True
        for t in list(self._tasks):
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.pop(task, None)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            self._loop.call_exception_handler({
                'message': f'Task {task!r} has errored out but its parent '
                           f'task {self._parent_task} is already completed',
                'exception': exc,
                'task': task,
            })
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


# The submodules import names defined above, so they come last.
import asyncio.exceptions as exceptions  # noqa: E402
import asyncio.locks as locks  # noqa: E402
import asyncio.queues as queues  # noqa: E402
from asyncio.locks import (Lock, Event, Condition, Semaphore,  # noqa: E402
                           BoundedSemaphore, Barrier)
from asyncio.queues import (Queue, PriorityQueue, LifoQueue,  # noqa: E402
                            QueueEmpty, QueueFull)


def _set_modules():
    # Classes report the submodule CPython defines them in (their reprs
    # and those of their instances show it).
    for mod, names in (
            ('asyncio.events', ('Handle', 'TimerHandle', 'AbstractEventLoop')),
            ('asyncio.base_events', ('BaseEventLoop',)),
            ('asyncio.unix_events', ('_UnixSelectorEventLoop',)),
            ('asyncio.locks', ('Lock', 'Event', 'Condition', 'Semaphore',
                               'BoundedSemaphore', 'Barrier')),
            ('asyncio.queues', ('Queue', 'PriorityQueue', 'LifoQueue')),
            ('asyncio.taskgroups', ('TaskGroup',)),
            ('asyncio.timeouts', ('Timeout',)),
            ('asyncio.runners', ('Runner',))):
        for name in names:
            globals()[name].__module__ = mod


_set_modules()
