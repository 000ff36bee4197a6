import logging
bf = logging.BufferingFormatter(logging.Formatter("<%(message)s>"))
recs = [logging.makeLogRecord({"msg": m}) for m in ["a", "b", "c"]]
print(bf.format(recs))
print(repr(bf.format([])))
class HF(logging.BufferingFormatter):
    def formatHeader(self, records):
        return "[%d]" % len(records)
    def formatFooter(self, records):
        return "[end]"
print(HF().format(recs))
