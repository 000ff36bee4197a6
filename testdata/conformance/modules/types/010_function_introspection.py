import types

def outer():
    y = 1
    def inner(a, b=2, *args, c, **kw):
        "Inner doc."
        return y
    return inner

fn = outer()
print(type(fn) is types.FunctionType, fn.__name__, fn.__qualname__, fn.__doc__)
print(fn.__defaults__, fn.__kwdefaults__)
print(isinstance(fn, types.LambdaType), isinstance(print, types.FunctionType))
print(isinstance(print, types.BuiltinFunctionType), isinstance("".join, types.BuiltinMethodType))
print(isinstance(str.join, types.MethodDescriptorType), isinstance(object.__init__, types.WrapperDescriptorType))
print(isinstance(dict.__dict__["fromkeys"], types.ClassMethodDescriptorType))
class K:
    def m(self):
        pass
    @classmethod
    def c(cls):
        pass
    @staticmethod
    def s():
        pass
print(isinstance(K().m, types.MethodType), isinstance(K.c, types.MethodType), isinstance(K.s, types.FunctionType))
callables = [len, fn, K().m, K, lambda: 0]
print([type(c).__name__ for c in callables])
print([isinstance(c, (types.FunctionType, types.BuiltinFunctionType, types.MethodType)) for c in callables])
