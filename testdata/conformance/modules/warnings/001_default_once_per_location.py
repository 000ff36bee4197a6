import warnings, sys
import re
class Out:
    def write(self, s):
        sys.stdout.write(re.sub(r"\n  .*", "", re.sub(r"^\S*/", "", s)))
    def flush(self):
        pass
sys.stderr = Out()
def f():
    warnings.warn("careful")
for i in range(3):
    f()
warnings.warn("top level")
warnings.warn("top level")
print("done")
