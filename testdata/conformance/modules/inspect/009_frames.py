import inspect, sys
def who():
    return inspect.currentframe().f_back.f_code.co_name
def caller():
    return who()
print(caller())
def depth():
    return [fi.function for fi in inspect.stack()]
def outer():
    return depth()
print(outer())
def loc():
    x = 10
    return inspect.currentframe().f_locals
print(loc())
f = sys._getframe()
print(f.f_code.co_name, f.f_back, type(f).__name__, inspect.isframe(f))
info = inspect.getframeinfo(inspect.currentframe())
print(info.function, info.lineno)
