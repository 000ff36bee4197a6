"""opentelemetry.trace.status: a span's status (StatusCode and Status).
Written in Python for pyex."""

import enum


class StatusCode(enum.Enum):
    """The status code of a span: unset, ok or error."""

    UNSET = 0
    OK = 1
    ERROR = 2


class Status:
    """A span's status: a StatusCode and, for ERROR only, a description."""

    def __init__(self, status_code=StatusCode.UNSET, description=None):
        self._status_code = status_code
        self._description = None
        if description is not None:
            if not isinstance(description, str):
                # The API warns and drops a description that is not str.
                description = None
            elif status_code is not StatusCode.ERROR:
                # Only an ERROR status carries a description.
                description = None
        self._description = description

    @property
    def status_code(self):
        return self._status_code

    @property
    def description(self):
        return self._description

    @property
    def is_ok(self):
        return self._status_code is StatusCode.OK

    @property
    def is_unset(self):
        return self._status_code is StatusCode.UNSET
