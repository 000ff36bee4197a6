import warnings, sys
def show(message, category, filename, lineno, file=None, line=None):
    print("SHOW", category.__name__, str(message), filename.rsplit("/", 1)[-1], lineno, line)

before = list(warnings.filters)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    print(warnings.filters[0][0])
print(warnings.filters == before)
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn("inside")
print(len(log), warnings.showwarning.__name__)
cw = warnings.catch_warnings()
cw.__enter__()
try:
    cw.__enter__()
except RuntimeError as e:
    print(e)
cw.__exit__(None, None, None)
