import warnings, sys
def show(message, category, filename, lineno, file=None, line=None):
    print("SHOW", category.__name__, str(message), filename.rsplit("/", 1)[-1], lineno, line)

warnings.showwarning = show
for cat in [UserWarning, DeprecationWarning, RuntimeWarning, SyntaxWarning, FutureWarning, PendingDeprecationWarning, ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning, EncodingWarning]:
    warnings.warn("a " + cat.__name__, cat)
print([c.__name__ for c in Warning.__subclasses__()][:3], issubclass(DeprecationWarning, Warning), Warning.__mro__[1].__name__)
