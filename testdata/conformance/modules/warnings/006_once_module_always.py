import warnings, sys
def show(message, category, filename, lineno, file=None, line=None):
    print("SHOW", category.__name__, str(message), filename.rsplit("/", 1)[-1], lineno, line)

warnings.showwarning = show
warnings.simplefilter("once")
def a(): warnings.warn("same text")
def b(): warnings.warn("same text")
a(); b(); a()
warnings.resetwarnings()
warnings.simplefilter("module")
a(); b(); a()
warnings.resetwarnings()
warnings.simplefilter("always")
a(); a()
