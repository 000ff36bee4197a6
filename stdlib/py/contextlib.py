"""Utilities for with-statement contexts.  See PEP 343.

pyex writes this module in Python: its classes are thin layers over the
with statement and generators.
"""
import sys
from functools import wraps

try:
    from abc import ABC as _ABC, abstractmethod as _abstractmethod
except ImportError:
    # abc not there yet: plain classes, without the virtual subclassing.
    class _ABC:
        __slots__ = ()

    def _abstractmethod(f):
        f.__isabstractmethod__ = True
        return f

# CPython's order, which programs printing __all__ see.
__all__ = """asynccontextmanager contextmanager closing nullcontext
    AbstractContextManager AbstractAsyncContextManager AsyncExitStack
    ContextDecorator ExitStack redirect_stdout redirect_stderr suppress
    aclosing chdir""".split()

_GenericAlias = type(list[int])


def _has_methods(C, *methods):
    """Whether each of methods is defined, and not None, along C's MRO."""
    mro = C.__mro__
    for method in methods:
        for B in mro:
            if method in B.__dict__:
                if B.__dict__[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


class AbstractContextManager(_ABC):
    """An abstract base class for context managers."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __enter__(self):
        """Return `self` upon entering the runtime context."""
        return self

    @_abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        """Raise any exception triggered within the runtime context."""
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            return _has_methods(C, "__enter__", "__exit__")
        return NotImplemented


class AbstractAsyncContextManager(_ABC):
    """An abstract base class for asynchronous context managers."""

    __class_getitem__ = classmethod(_GenericAlias)

    async def __aenter__(self):
        """Return `self` upon entering the runtime context."""
        return self

    @_abstractmethod
    async def __aexit__(self, exc_type, exc_value, traceback):
        """Raise any exception triggered within the runtime context."""
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractAsyncContextManager:
            return _has_methods(C, "__aenter__", "__aexit__")
        return NotImplemented


class ContextDecorator(object):
    "A base class or mixin that lets a context manager decorate functions."

    def _recreate_cm(self):
        # The manager to enter for one call: self, since it can be reused.
        return self

    def __call__(self, func):
        def inner(*args, **kwargs):
            with self._recreate_cm():
                return func(*args, **kwargs)
        return wraps(func)(inner)


class AsyncContextDecorator(object):
    "A base class or mixin that lets an async context manager decorate functions."

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        async def inner(*args, **kwargs):
            async with self._recreate_cm():
                return await func(*args, **kwargs)
        return wraps(func)(inner)


def _thrown_outcome(exc, value, tb, finished, converted):
    """What __exit__ returns once throwing value into the generator ended
    in exc: False to let value propagate, True to suppress it, None when
    exc is a new exception the caller must re-raise.

    finished is the exception a generator that returned raises; converted
    the exceptions that PEP 479 turns into a RuntimeError caused by them."""
    if isinstance(exc, finished):
        # The generator caught value and returned, which suppresses it
        # (unless value was that very stop exception).
        return exc is not value
    if exc is value:
        exc.__traceback__ = tb
        return False
    if (isinstance(exc, RuntimeError) and isinstance(value, converted)
            and exc.__cause__ is value):
        value.__traceback__ = tb
        return False
    return None


class _GeneratorContextManagerBase:
    """What @contextmanager and @asynccontextmanager managers share."""

    def __init__(self, func, args, kwds):
        self.func, self.args, self.kwds = func, args, kwds
        self.gen = func(*args, **kwds)
        # The manager documents itself with the generator function's doc.
        own = getattr(func, "__doc__", None)
        self.__doc__ = type(self).__doc__ if own is None else own

    def _recreate_cm(self):
        # A generator runs once: each use as a decorator needs a new one.
        return self.__class__(self.func, self.args, self.kwds)

    def _forget_arguments(self):
        # They serve only to recreate the manager, which an entered one
        # never is; dropping them frees what they hold.
        del self.args, self.kwds, self.func


class _GeneratorContextManager(
    _GeneratorContextManagerBase,
    AbstractContextManager,
    ContextDecorator,
):
    """The manager @contextmanager functions return."""

    def __enter__(self):
        self._forget_arguments()
        for first in self.gen:
            return first
        raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            # A clean exit: the generator must finish without yielding.
            for _extra in self.gen:
                raise RuntimeError("generator didn't stop")
            return False
        if value is None:
            value = typ()       # raised as a class: make the instance
        try:
            self.gen.throw(value)
        except BaseException as exc:
            verdict = _thrown_outcome(exc, value, traceback,
                                      StopIteration, StopIteration)
            if verdict is None:
                raise
            return verdict
        raise RuntimeError("generator didn't stop after throw()")


class _AsyncGeneratorContextManager(
    _GeneratorContextManagerBase,
    AbstractAsyncContextManager,
    AsyncContextDecorator,
):
    """The manager @asynccontextmanager functions return."""

    async def __aenter__(self):
        self._forget_arguments()
        async for first in self.gen:
            return first
        raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            async for _extra in self.gen:
                raise RuntimeError("generator didn't stop")
            return False
        thrown = typ() if value is None else value
        try:
            await self.gen.athrow(thrown)
        except BaseException as exc:
            verdict = _thrown_outcome(exc, thrown, traceback, StopAsyncIteration,
                                      (StopIteration, StopAsyncIteration))
            if verdict is None:
                raise
            return verdict
        raise RuntimeError("generator didn't stop after athrow()")


def contextmanager(func):
    """Make a generator function that yields once into a context manager factory."""
    @wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


def asynccontextmanager(func):
    """Make an async generator function that yields once into an async context manager factory."""
    @wraps(func)
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return helper


class closing(AbstractContextManager):
    """Context manager that calls thing.close() when the block ends."""
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class aclosing(AbstractAsyncContextManager):
    """Async context manager that awaits thing.aclose() when the block ends."""
    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class _RedirectStream(AbstractContextManager):

    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        # A stack, so that one object can be entered again while active.
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(sys, self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    """Context manager that points sys.stdout at another file for a while."""

    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    """Context manager that points sys.stderr at another file for a while."""

    _stream = "stderr"


class suppress(AbstractContextManager):
    """Context manager that silences the given exception classes."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        # Suppressing an exception means returning a true value, which
        # also stops it in the with statement.
        return exctype is not None and issubclass(exctype, self._exceptions)


class _Probe:
    def method(self):
        pass

_MethodType = type(_Probe().method)
del _Probe

_MISSING = object()


def _manager_methods(cm, enter_name, exit_name, protocol):
    # The enter and exit functions of cm's type, looked up as the with
    # statement does (on the type, not the instance).
    kind = type(cm)
    enter = getattr(kind, enter_name, _MISSING)
    leave = getattr(kind, exit_name, _MISSING)
    if enter is _MISSING or leave is _MISSING:
        raise TypeError(f"'{kind.__module__}.{kind.__qualname__}' object does "
                        f"not support the {protocol} protocol") from None
    return enter, leave


class _BaseExitStack:
    """What ExitStack and AsyncExitStack share: the stack of callbacks.

    Each entry is (is_sync, fn) where fn takes (type, value, traceback) and
    returns whether it suppresses the exception; async entries are awaited."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        """Move every callback to a new stack of the same type and return it."""
        moved = type(self)()
        moved._exit_callbacks, self._exit_callbacks = self._exit_callbacks, []
        return moved

    def push(self, exit):
        """Push an __exit__-like callable, or the __exit__ of a context manager."""
        leave = getattr(type(exit), "__exit__", _MISSING)
        if leave is _MISSING:
            self._push_exit_callback(exit)
        else:
            self._push_cm_exit(exit, leave)
        return exit             # so that push works as a decorator

    def enter_context(self, cm):
        """Enter cm and push its __exit__; return what __enter__ returned."""
        enter, leave = _manager_methods(cm, "__enter__", "__exit__",
                                        "context manager")
        entered = enter(cm)
        self._push_cm_exit(cm, leave)
        return entered

    def callback(self, callback, /, *args, **kwds):
        """Push callback(*args, **kwds), which cannot suppress exceptions."""
        def _call_back(exc_type, exc, tb):
            callback(*args, **kwds)
        _call_back.__wrapped__ = callback      # for introspection
        self._push_exit_callback(_call_back)
        return callback

    def _push_cm_exit(self, cm, cm_exit):
        self._push_exit_callback(_MethodType(cm_exit, cm), True)

    def _push_exit_callback(self, callback, is_sync=True):
        self._exit_callbacks.append((is_sync, callback))


def _fix_exception_context(new_exc, old_exc, frame_exc):
    # new_exc was raised by a callback while old_exc was on its way out of
    # the stack. Its context chain runs through the exceptions it was
    # raised in the handling of; where that chain reaches frame_exc (what
    # was being handled when the stack's __exit__ began), put old_exc
    # instead, so the traceback shows old_exc led to new_exc.
    node = new_exc
    while (ctx := node.__context__) is not None and ctx is not old_exc:
        if ctx is frame_exc:
            node.__context__ = old_exc
            return
        node = ctx


class _Unwinding:
    """The state of one unwinding of an exit stack: which exception is
    travelling through the callbacks, and whether one suppressed it."""

    def __init__(self, exc_details):
        self.details = exc_details
        self.received = exc_details[0] is not None
        self.frame_exc = sys.exc_info()[1]
        self.suppressed = False
        self.pending = False

    def swallowed(self):
        # A callback returned true: nothing travels on.
        self.suppressed, self.pending = True, False
        self.details = (None, None, None)

    def failed(self):
        # Called inside the except clause: the callback raised, and its
        # exception replaces the travelling one.
        fresh = sys.exc_info()
        _fix_exception_context(fresh[1], self.details[1], self.frame_exc)
        self.pending, self.details = True, fresh

    def result(self):
        if not self.pending:
            return self.received and self.suppressed
        err = self.details[1]
        # Raising err here would make its context the exception being
        # handled now; keep the context it has.
        keep = err.__context__
        try:
            raise err
        except BaseException:
            err.__context__ = keep
            raise


class ExitStack(_BaseExitStack, AbstractContextManager):
    """Context manager holding a stack of exit callbacks, run in reverse order."""

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        state = _Unwinding(exc_details)
        while self._exit_callbacks:
            is_sync, fn = self._exit_callbacks.pop()
            assert is_sync
            try:
                if fn(*state.details):
                    state.swallowed()
            except:
                state.failed()
        return state.result()

    def close(self):
        """Run every callback now, as a clean exit would."""
        self.__exit__(None, None, None)


class AsyncExitStack(_BaseExitStack, AbstractAsyncContextManager):
    """Async context manager holding a stack of exit callbacks, run in reverse order."""

    async def enter_async_context(self, cm):
        """Enter cm asynchronously and push its __aexit__."""
        enter, leave = _manager_methods(cm, "__aenter__", "__aexit__",
                                        "asynchronous context manager")
        entered = await enter(cm)
        self._push_async_cm_exit(cm, leave)
        return entered

    def push_async_exit(self, exit):
        """Push an __aexit__-like coroutine function, or the __aexit__ of a manager."""
        leave = getattr(type(exit), "__aexit__", _MISSING)
        if leave is _MISSING:
            self._push_exit_callback(exit, False)
        else:
            self._push_async_cm_exit(exit, leave)
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        """Push an awaited callback(*args, **kwds), which cannot suppress exceptions."""
        async def _call_back(exc_type, exc, tb):
            await callback(*args, **kwds)
        _call_back.__wrapped__ = callback
        self._push_exit_callback(_call_back, False)
        return callback

    async def aclose(self):
        """Run every callback now, as a clean exit would."""
        await self.__aexit__(None, None, None)

    def _push_async_cm_exit(self, cm, cm_exit):
        self._push_exit_callback(_MethodType(cm_exit, cm), False)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        state = _Unwinding(exc_details)
        while self._exit_callbacks:
            is_sync, fn = self._exit_callbacks.pop()
            try:
                outcome = fn(*state.details)
                if not is_sync:
                    outcome = await outcome
                if outcome:
                    state.swallowed()
            except:
                state.failed()
        return state.result()


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):
    """Context manager that does nothing; entering it gives enter_result."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass

    async def __aenter__(self):
        return self.enter_result

    async def __aexit__(self, *excinfo):
        pass


class chdir(AbstractContextManager):
    """Context manager that changes the working directory (pyex has none)."""

    def __init__(self, path):
        self.path = path
        self._old_cwd = []

    def __enter__(self):
        raise PermissionError("chdir: pyex has no working directory to change")

    def __exit__(self, *excinfo):
        pass
