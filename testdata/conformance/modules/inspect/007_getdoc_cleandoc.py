import inspect
def f():
    """Summary line.

        Indented detail.
    Back to margin.
    """
class A:
    """Class doc."""
    def m(self):
        """Method doc."""
class B(A):
    def m(self):
        pass
print(repr(inspect.getdoc(f)))
print(repr(inspect.getdoc(A)), repr(inspect.getdoc(B)), repr(inspect.getdoc(B.m)), repr(inspect.getdoc(B().m)))
print(repr(inspect.cleandoc("\n\n   first\n     second\n   third\n\n")))
print(repr(inspect.cleandoc("\tTabbed\n\t\tmore")))
def nodoc(): pass
print(inspect.getdoc(nodoc))
