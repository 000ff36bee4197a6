# Frame objects from sys._getframe share their code object: the same
# frame read twice, two frames of one function, and a caller reached by
# f_back all give one code object per code, with its names and lines.
import sys


def here():
    return sys._getframe()


def caller_of_here():
    return here().f_back


a, b = here(), here()
print(a.f_code is a.f_code, a.f_code is b.f_code, a is not b)
print(a.f_code.co_name, a.f_code.co_filename == __file__, a.f_lineno)
c = caller_of_here()
print(c.f_code.co_name, c.f_code is caller_of_here().f_code, c.f_back.f_code is sys._getframe().f_code)
top = sys._getframe()
print(top.f_code.co_name, top.f_back, top.f_code is here().f_back.f_code)
codes = {id(here().f_code) for _ in range(5)}
print(len(codes))


def chain(n):
    if n == 0:
        f = sys._getframe()
        names = []
        while f is not None:
            names.append(f.f_code.co_name)
            f = f.f_back
        return names
    return chain(n - 1)


print(chain(3))
