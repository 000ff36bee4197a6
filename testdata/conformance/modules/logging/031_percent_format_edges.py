# %-style formats read the record's own attributes: keys that are missing,
# class attributes of a record subclass, %% and bare conversions, widths,
# defaults, attributes added after the record was made, and a record whose
# __dict__ was read before formatting.
import logging


def show(fmt, record, **kw):
    try:
        print(repr(logging.Formatter(fmt, **kw).format(record)))
    except Exception as e:
        print(type(e).__name__, e)


rec = logging.LogRecord("app.db", logging.WARNING, "/srv/app/db.py", 42,
                        "slow query %d ms", (250,), None, "run")
show("%(levelname)-8s|%(name)10s|%(lineno)04d|%(message)s", rec)
show("%(levelno)x %(levelno)o %(lineno)+d %(msg)r %(args)s", rec)
show("100%% %(name)s %%(name)s", rec)
show("%(nosuch)s", rec)
show("%(user)s:%(message)s", rec, defaults={"user": "anon"})
show("%(message)s %s", rec, validate=False)
show("%(message)s %(", rec, validate=False)
rec.user = "bob"
show("%(user)s:%(message)s", rec, defaults={"user": "anon"})
show("%(user)s %(funcName)s %(exc_text)s %(stack_info)s", rec)


class Tagged(logging.LogRecord):
    tag = "class-level"


t = Tagged("t", logging.INFO, "x.py", 1, "hi", (), None)
show("%(tag)s", t)
t.tag = "own"
show("%(tag)s %(message)s", t)
print(sorted(k for k in vars(t) if k in ("tag", "message")))
seen = logging.LogRecord("s", logging.ERROR, "s.py", 7, "%s and %s", ("a", "b"), None)
print(len(seen.__dict__) > 10)
show("%(levelname)s %(message)s", seen)
seen.__dict__["extra_key"] = 5
show("%(extra_key)03d %(message)s", seen)
made = logging.makeLogRecord({"msg": "from dict", "custom": [1, 2]})
show("%(custom)s %(message)s %(levelname)s", made)
