# bench: startup
# The startup probe: the runner times `pyexvm run hello.pyc` against
# `python3 hello.py`; it is not one of the table's programs.
print("hello, world")
