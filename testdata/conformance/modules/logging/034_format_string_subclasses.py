# Format strings that are str subclasses with their own % or format(),
# and records given odd attributes, still format as CPython does.
import logging


class Loud(str):
    def __mod__(self, values):
        return "LOUD " + str.__mod__(self, values).upper()

    def format(self, *args, **kwargs):
        return "FMT " + str.format(self, *args, **kwargs)


rec = logging.LogRecord("sub", logging.INFO, "s.py", 4, "quiet %s", ("words",), None)
print(repr(logging.Formatter(Loud("%(name)s: %(message)s")).format(rec)))
print(repr(logging.Formatter(Loud("{name}: {message}"), style="{").format(rec)))
print(repr(logging.Formatter(Loud("%(levelname)s"), defaults={"x": 1}).format(rec)))
rec.__dict__[3] = "three"
rec.__dict__["with space"] = "sp"
print(repr(logging.Formatter("%(with space)s|%(name)s").format(rec)))
print(repr(logging.Formatter("{name}|{message}", style="{").format(rec)))
other = logging.makeLogRecord({"msg": "m", "levelname": "L", "name": "n"})
print(repr(logging.Formatter("%(levelname)s %(name)s %(message)s").format(other)))
