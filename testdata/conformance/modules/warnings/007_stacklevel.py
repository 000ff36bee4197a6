import warnings, sys
def show(message, category, filename, lineno, file=None, line=None):
    print("SHOW", category.__name__, str(message), filename.rsplit("/", 1)[-1], lineno, line)

warnings.showwarning = show
warnings.simplefilter("always")
def deprecated_api():
    warnings.warn("use new_api", DeprecationWarning, stacklevel=2)
def caller():
    deprecated_api()
caller()
def deep():
    warnings.warn("level 3", stacklevel=3)
def mid():
    deep()
mid()
