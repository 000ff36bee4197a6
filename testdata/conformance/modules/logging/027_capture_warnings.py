import logging, sys, warnings, re
class Out:
    def write(self, s):
        sys.stdout.write(re.sub(r'\n  .*', '', re.sub(r'^\S*/', '', s)))
    def flush(self):
        pass
logging.basicConfig(stream=Out(), format="%(message)s|%(name)s|%(levelname)s")
logging.captureWarnings(True)
warnings.warn("captured!", UserWarning)
logging.captureWarnings(False)
print("done")
