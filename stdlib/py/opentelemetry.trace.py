"""opentelemetry.trace for pyex: the OpenTelemetry tracing API whose spans
are recorded in the run's ledger, beside the spans of the run's effects
(host calls, files, requests), so the host sees one tree.

    from opentelemetry import trace
    tracer = trace.get_tracer(__name__)
    with tracer.start_as_current_span("step") as span:
        span.set_attribute("k", 1)

Written in Python over the Go helper _pyex_trace, which holds spans as
handles into the ledger (0: a span that is not recorded). When the host
records no ledger, spans are non-recording: the program runs the same and
nothing is kept. The current span is kept by the ledger as a stack; the
run's root span is current when the program opened none, so
get_current_span() at top level annotates the run itself.
"""

import enum
import functools

import _pyex_trace
from opentelemetry.trace.status import Status, StatusCode

__all__ = [
    "INVALID_SPAN", "INVALID_SPAN_CONTEXT", "INVALID_SPAN_ID", "INVALID_TRACE_ID",
    "NonRecordingSpan", "Span", "SpanContext", "SpanKind", "Status", "StatusCode",
    "TraceFlags", "Tracer", "TracerProvider", "format_span_id", "format_trace_id",
    "get_current_span", "get_tracer", "get_tracer_provider", "set_span_in_context",
    "set_tracer_provider", "use_span",
]

INVALID_TRACE_ID = 0
INVALID_SPAN_ID = 0


class SpanKind(enum.Enum):
    """The role of a span in a trace."""

    INTERNAL = 0
    SERVER = 1
    CLIENT = 2
    PRODUCER = 3
    CONSUMER = 4


class TraceFlags(int):
    """A span context's flags: SAMPLED (1) or DEFAULT (0)."""

    DEFAULT = 0x00
    SAMPLED = 0x01

    @classmethod
    def get_default(cls):
        return cls(cls.DEFAULT)

    @property
    def sampled(self):
        return bool(self & TraceFlags.SAMPLED)


class TraceState(dict):
    """Vendor trace state; pyex keeps it empty."""

    def __repr__(self):
        return str([f"{{key={k}, value={v}}}" for k, v in self.items()])


class SpanContext(tuple):
    """The ids that name a span: trace_id (128 bits), span_id (64 bits)."""

    def __new__(cls, trace_id, span_id, is_remote, trace_flags=None, trace_state=None):
        if trace_flags is None:
            trace_flags = TraceFlags(TraceFlags.DEFAULT)
        if trace_state is None:
            trace_state = TraceState()
        valid = (0 < trace_id < 2 ** 128) and (0 < span_id < 2 ** 64)
        return tuple.__new__(cls, (trace_id, span_id, is_remote, trace_flags, trace_state, valid))

    @property
    def trace_id(self):
        return self[0]

    @property
    def span_id(self):
        return self[1]

    @property
    def is_remote(self):
        return self[2]

    @property
    def trace_flags(self):
        return self[3]

    @property
    def trace_state(self):
        return self[4]

    @property
    def is_valid(self):
        return self[5]

    def __repr__(self):
        return (
            f"{type(self).__name__}(trace_id=0x{format_trace_id(self.trace_id)}, "
            f"span_id=0x{format_span_id(self.span_id)}, trace_flags=0x{self.trace_flags:02x}, "
            f"trace_state={self.trace_state!r}, is_remote={self.is_remote})"
        )


INVALID_SPAN_CONTEXT = SpanContext(INVALID_TRACE_ID, INVALID_SPAN_ID, False)


def format_trace_id(trace_id):
    """The 32 lowercase hex digits of a trace id."""
    return format(trace_id, "032x")


def format_span_id(span_id):
    """The 16 lowercase hex digits of a span id."""
    return format(span_id, "016x")


def _attributes(attributes):
    if attributes is None:
        return None
    return dict(attributes)


class Span:
    """A span of the run's ledger. Make spans with a Tracer."""

    def __init__(self, handle=0, name="", context=None):
        self._handle = handle
        self._name = name
        self._context = context

    @property
    def name(self):
        return self._name

    def get_span_context(self):
        if self._context is None:
            if self._handle:
                trace_id, span_id = _pyex_trace.ids(self._handle)
                self._context = SpanContext(trace_id, span_id, False, TraceFlags(TraceFlags.SAMPLED))
            else:
                self._context = INVALID_SPAN_CONTEXT
        return self._context

    def is_recording(self):
        return _pyex_trace.recording(self._handle)

    def end(self, end_time=None):
        _pyex_trace.end(self._handle, end_time)

    def set_attribute(self, key, value):
        _pyex_trace.set_attributes(self._handle, {key: value})

    def set_attributes(self, attributes):
        _pyex_trace.set_attributes(self._handle, attributes)

    def add_event(self, name, attributes=None, timestamp=None):
        _pyex_trace.add_event(self._handle, name, _attributes(attributes), timestamp)

    def add_link(self, context, attributes=None):
        # Links name spans of other traces; a run's ledger is one trace.
        pass

    def update_name(self, name):
        self._name = name
        _pyex_trace.rename(self._handle, name)

    def set_status(self, status, description=None):
        if isinstance(status, Status):
            code, desc = status.status_code, status.description
        else:
            code = status
            desc = description if code is StatusCode.ERROR and isinstance(description, str) else None
        _pyex_trace.set_status(self._handle, code.value, desc)

    def record_exception(self, exception, attributes=None, timestamp=None, escaped=False):
        cls = type(exception)
        module = cls.__module__
        qualname = cls.__qualname__
        attrs = {
            "exception.type": qualname if not module or module == "builtins" else module + "." + qualname,
            "exception.message": str(exception),
            "exception.stacktrace": _format_exception(exception),
            "exception.escaped": str(escaped),
        }
        if attributes:
            attrs.update(attributes)
        _pyex_trace.add_event(self._handle, "exception", attrs, timestamp)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.end()
        return False

    def __repr__(self):
        return f'{type(self).__name__}(name="{self._name}", context={self.get_span_context()!r})'


class NonRecordingSpan(Span):
    """A span that records nothing, carrying a given SpanContext."""

    def __init__(self, context):
        super().__init__(0, "", context)

    def __repr__(self):
        return f"NonRecordingSpan({self.get_span_context()!r})"


INVALID_SPAN = NonRecordingSpan(INVALID_SPAN_CONTEXT)


def _format_exception(exception):
    try:
        import traceback
        return "".join(traceback.format_exception(type(exception), exception, exception.__traceback__))
    except Exception:
        text = str(exception)
        name = type(exception).__name__
        return f"{name}: {text}\n" if text else f"{name}\n"


_SPAN_KEY = "current-span"


class Context(dict):
    """An immutable-by-convention mapping carrying the current span."""


def set_span_in_context(span, context=None):
    """A Context like context (or empty) whose current span is span."""
    ctx = Context(context or {})
    ctx[_SPAN_KEY] = span
    return ctx


def get_current_span(context=None):
    """The span of context, or the current span: the innermost span opened
    with start_as_current_span or use_span, else the run's root span."""
    if context is not None:
        span = context.get(_SPAN_KEY)
        return span if span is not None else INVALID_SPAN
    handle = _pyex_trace.current()
    if not handle:
        return INVALID_SPAN
    span = _open_spans.get(handle)
    if span is None:
        span = Span(handle, "pyex.run" if handle == 1 else "")
    return span


# The Span objects of the spans made current here, by handle, so that
# get_current_span() returns the very object the program holds.
_open_spans = {}


class _UseSpan:
    """The context manager (and decorator) of use_span and
    start_as_current_span: the span is current inside, an exception
    leaving it is recorded on it, and it ends on exit if asked."""

    def __init__(self, start, end_on_exit, record_exception, set_status_on_exception):
        self._start = start
        self._end_on_exit = end_on_exit
        self._record_exception = record_exception
        self._set_status_on_exception = set_status_on_exception
        self._stack = []

    def __enter__(self):
        span = self._start()
        handle = span._handle
        if handle:
            _pyex_trace.push(handle)
            self._stack.append((span, _open_spans.get(handle)))
            _open_spans[handle] = span
        else:
            self._stack.append((span, None))
        return span

    def __exit__(self, exc_type, exc_val, exc_tb):
        span, previous = self._stack.pop()
        handle = span._handle
        try:
            if exc_val is not None and span.is_recording():
                if self._record_exception:
                    span.record_exception(exc_val, escaped=True)
                if self._set_status_on_exception:
                    span.set_status(Status(StatusCode.ERROR, f"{exc_type.__name__}: {exc_val}"))
        finally:
            if handle:
                _pyex_trace.pop(handle)
                if previous is None:
                    _open_spans.pop(handle, None)
                else:
                    _open_spans[handle] = previous
            if self._end_on_exit:
                span.end()
        return False

    def __call__(self, func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return wrapper


def use_span(span, end_on_exit=False, record_exception=True, set_status_on_exception=True):
    """Make span the current span for a with block."""
    return _UseSpan(lambda: span, end_on_exit, record_exception, set_status_on_exception)


class Tracer:
    """Starts spans under one instrumentation scope (get_tracer's name)."""

    def __init__(self, instrumenting_module_name, instrumenting_library_version=None,
                 schema_url=None, attributes=None):
        self._scope = instrumenting_module_name or ""
        self.instrumenting_module_name = self._scope
        self.instrumenting_library_version = instrumenting_library_version

    def start_span(self, name, context=None, kind=SpanKind.INTERNAL, attributes=None,
                   links=None, start_time=None, record_exception=True,
                   set_status_on_exception=True):
        """Start a span, a child of context's span or of the current span.
        It is not made current: end it with span.end()."""
        parent = 0
        if context is not None:
            p = context.get(_SPAN_KEY)
            if p is not None and p._handle:
                parent = p._handle
        if not isinstance(kind, SpanKind):
            kind = SpanKind.INTERNAL
        handle = _pyex_trace.start(self._scope, name, kind.value, parent,
                                   _attributes(attributes), start_time)
        if not handle:
            return NonRecordingSpan(INVALID_SPAN_CONTEXT)
        return Span(handle, name)

    def start_as_current_span(self, name, context=None, kind=SpanKind.INTERNAL, attributes=None,
                              links=None, start_time=None, record_exception=True,
                              set_status_on_exception=True, end_on_exit=True):
        """Start a span and make it current for a with block (or for each
        call of a function it decorates); it ends when the block does."""
        def start():
            return self.start_span(name, context, kind, attributes, links, start_time,
                                   record_exception, set_status_on_exception)
        return _UseSpan(start, end_on_exit, record_exception, set_status_on_exception)


class TracerProvider:
    """Hands out Tracers; the run has one, recording into its ledger."""

    def get_tracer(self, instrumenting_module_name, instrumenting_library_version=None,
                   schema_url=None, attributes=None):
        return Tracer(instrumenting_module_name, instrumenting_library_version, schema_url, attributes)


class NoOpTracerProvider(TracerProvider):
    """A provider; in pyex every provider records into the run's ledger."""


class ProxyTracerProvider(TracerProvider):
    """The run's provider."""


class NoOpTracer(Tracer):
    """A tracer; in pyex every tracer records into the run's ledger."""


_provider = ProxyTracerProvider()


def get_tracer_provider():
    """The run's TracerProvider."""
    return _provider


def set_tracer_provider(tracer_provider):
    """Accepted and ignored: a run's spans always go to its ledger."""


def get_tracer(instrumenting_module_name, instrumenting_library_version=None,
               tracer_provider=None, schema_url=None, attributes=None):
    """A Tracer whose spans carry instrumenting_module_name as their scope."""
    if tracer_provider is None:
        tracer_provider = _provider
    return tracer_provider.get_tracer(instrumenting_module_name, instrumenting_library_version,
                                      schema_url, attributes)
