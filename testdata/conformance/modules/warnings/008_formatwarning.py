import warnings
print(repr(warnings.formatwarning("msg", UserWarning, "file.py", 10)))
print(repr(warnings.formatwarning("msg", DeprecationWarning, "file.py", 10, line="  code()  ")))
print(repr(warnings.formatwarning(UserWarning("obj"), UserWarning, "f.py", 1, "")))
class W(UserWarning): pass
print(repr(warnings.formatwarning("custom", W, "x.py", 2, "y")))
