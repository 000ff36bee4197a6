def todo():
    pass

def later():
    ...

class Empty:
    pass

class Doc:
    """Only a docstring."""

for i in range(3):
    pass
if True:
    pass
else:
    ...
print(todo(), later(), Empty.__name__, Doc.__doc__, i)
print(..., type(...).__name__, Ellipsis is ...)
