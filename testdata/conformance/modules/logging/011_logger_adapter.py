import logging, sys
logging.basicConfig(stream=sys.stdout, format="%(message)s [%(user)s]", level=logging.INFO)
log = logging.getLogger("ad")
ad = logging.LoggerAdapter(log, {"user": "ann"})
ad.info("hello")
ad.debug("hidden")
class Prefix(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return "[%s] %s" % (self.extra["user"], msg), kwargs
p = Prefix(log, {"user": "bob"})
p.warning("custom %s", "arg")
print(repr(ad), ad.isEnabledFor(logging.DEBUG), ad.getEffectiveLevel(), ad.name)
