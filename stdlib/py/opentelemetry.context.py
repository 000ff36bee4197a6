"""opentelemetry.context for pyex: the current context, as far as spans
go (attach, detach, get_current). A context made with
trace.set_span_in_context and attached makes its span current until it is
detached. Written in Python over the Go helper _pyex_trace."""

import _pyex_trace

_SPAN_KEY = "current-span"


def get_current():
    """A Context holding the current span."""
    from opentelemetry import trace
    return trace.set_span_in_context(trace.get_current_span())


def attach(context):
    """Make context current; returns the token that detach takes."""
    from opentelemetry import trace
    span = context.get(_SPAN_KEY) if context is not None else None
    handle = getattr(span, "_handle", 0)
    previous = None
    if handle:
        _pyex_trace.push(handle)
        previous = trace._open_spans.get(handle)
        trace._open_spans[handle] = span
    return ("pyex-context-token", handle, previous)


def detach(token):
    """Undo the attach that returned token."""
    from opentelemetry import trace
    if not (isinstance(token, tuple) and len(token) == 3 and token[0] == "pyex-context-token"):
        return
    handle, previous = token[1], token[2]
    if handle:
        _pyex_trace.pop(handle)
        if previous is None:
            trace._open_spans.pop(handle, None)
        else:
            trace._open_spans[handle] = previous


def get_value(key, context=None):
    """The value of key in context (or the current context)."""
    if context is None:
        context = get_current()
    return context.get(key)


def set_value(key, value, context=None):
    """A copy of context (or the current context) with key set."""
    from opentelemetry import trace
    if context is None:
        context = get_current()
    ctx = trace.Context(context)
    ctx[key] = value
    return ctx


def create_key(keyname):
    """A key for set_value and get_value."""
    return keyname
