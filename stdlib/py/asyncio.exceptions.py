"""asyncio's exception classes (defined in asyncio, where pyex keeps the
whole package; this module names them as CPython's asyncio.exceptions)."""

from asyncio import (CancelledError, InvalidStateError, TimeoutError,
                     IncompleteReadError, LimitOverrunError,
                     SendfileNotAvailableError, BrokenBarrierError)

__all__ = ('BrokenBarrierError', 'CancelledError', 'InvalidStateError',
           'TimeoutError', 'IncompleteReadError', 'LimitOverrunError',
           'SendfileNotAvailableError')
