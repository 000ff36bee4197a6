import warnings, sys
def show(message, category, filename, lineno, file=None, line=None):
    print("SHOW", category.__name__, str(message), filename.rsplit("/", 1)[-1], lineno, line)

warnings.showwarning = show
warnings.simplefilter("always")
warnings.filterwarnings("ignore", message="skip.*")
warnings.filterwarnings("ignore", module="other")
warnings.warn("skip this")
warnings.warn("SKIP case-insensitive")
warnings.warn("keep this")
warnings.warn_explicit("explicit", UserWarning, "other.py", 3, module="other")
warnings.warn_explicit("explicit2", UserWarning, "mine.py", 4)
print([(a, m.pattern if m else m, c.__name__, mod.pattern if hasattr(mod, "pattern") else mod, l) for a, m, c, mod, l in warnings.filters[:3]])
