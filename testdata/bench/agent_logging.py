# bench: agent
# Logging as an agent service does it: a logger hierarchy with handlers
# writing to StringIO through a Formatter (time left out for determinism),
# levels and filtering, %-style arguments, extra fields and exc_info.
import io
import logging


class Tagger(logging.Filter):
    def filter(self, record):
        record.tag = "T%d" % (record.lineno % 3)
        return record.levelno != logging.DEBUG or record.getMessage().endswith("0")


def setup():
    buf = io.StringIO()
    errbuf = io.StringIO()
    root = logging.getLogger("agent")
    root.setLevel(logging.DEBUG)
    root.propagate = False
    h = logging.StreamHandler(buf)
    h.setFormatter(logging.Formatter("%(levelname)-7s %(name)s [%(tag)s] %(message)s"))
    h.addFilter(Tagger())
    root.addHandler(h)
    eh = logging.StreamHandler(errbuf)
    eh.setLevel(logging.ERROR)
    eh.setFormatter(logging.Formatter("{levelname}:{name}:{message}", style="{"))
    root.addHandler(eh)
    return root, buf, errbuf


root, buf, errbuf = setup()
tools = logging.getLogger("agent.tools")
planner = logging.getLogger("agent.planner")
quiet = logging.getLogger("agent.quiet")
quiet.setLevel(logging.WARNING)

for i in range(13000):
    tools.debug("tool call %d", i)
    tools.info("ran %s with %d args in %.1f ms", "search" if i % 2 else "read", i % 4, i * 0.37)
    planner.info("step %(n)d of %(m)d", {"n": i, "m": 13000})
    quiet.info("never shown %d", i)
    if i % 10 == 0:
        planner.warning("budget low: %d left", 13000 - i)
    if i % 250 == 0:
        try:
            {}["missing-%d" % i]
        except KeyError:
            tools.error("lookup failed at %d", i, exc_info=True)
    if i % 500 == 0:
        planner.critical("checkpoint %s", i, extra={"user": "u%d" % i})

out = buf.getvalue().splitlines()
err = errbuf.getvalue().splitlines()
print(len(out), len(err))
for line in out[:6] + out[-3:]:
    print(line)
print([l for l in err if not l.startswith(" ")][:6])
print(tools.isEnabledFor(logging.DEBUG), quiet.isEnabledFor(logging.INFO), quiet.getEffectiveLevel())
