import warnings, sys
def show(message, category, filename, lineno, file=None, line=None):
    print("SHOW", category.__name__, str(message), filename.rsplit("/", 1)[-1], lineno, line)

warnings.showwarning = show
class MyWarning(UserWarning):
    pass
def f():
    warnings.warn("mine", MyWarning)
f(); f()
print(sorted(k for k in __warningregistry__ if k != "version"))
warnings.filterwarnings("ignore", category=MyWarning)
f()
warnings.warn(MyWarning("instance"))
print("end")
