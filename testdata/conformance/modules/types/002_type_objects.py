import types
import sys

def f():
    pass
class C:
    def m(self):
        pass
def gen():
    yield 1
async def coro():
    pass
async def agen():
    yield 1

print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), types.FunctionType is types.LambdaType)
print(isinstance(C().m, types.MethodType), isinstance(C.m, types.MethodType))
print(isinstance(len, types.BuiltinFunctionType), isinstance([].append, types.BuiltinMethodType))
print(isinstance(gen(), types.GeneratorType), isinstance(f, types.GeneratorType))
c = coro()
print(isinstance(c, types.CoroutineType))
c.close()
print(isinstance(agen(), types.AsyncGeneratorType))
print(isinstance(sys, types.ModuleType), types.ModuleType.__name__)
print(types.NoneType, types.EllipsisType, types.NotImplementedType)
print(types.NoneType is type(None), isinstance(..., types.EllipsisType))
print(types.GenericAlias, types.UnionType)
print(isinstance(list[int], types.GenericAlias), isinstance(int | str, types.UnionType))
print(types.GenericAlias(list, (int,)))
print(types.MappingProxyType, types.SimpleNamespace)
print(types.FunctionType.__name__, types.MethodType.__name__, types.BuiltinFunctionType.__name__)
print(types.GeneratorType.__name__, types.CoroutineType.__name__, types.AsyncGeneratorType.__name__)
print(types.CodeType.__name__, types.CellType.__name__, types.TracebackType.__name__, types.FrameType.__name__)
print(types.WrapperDescriptorType.__name__, types.MethodDescriptorType.__name__, types.ClassMethodDescriptorType.__name__, types.GetSetDescriptorType.__name__)
print(sorted(types.__all__))
try:
    raise ValueError
except ValueError as e:
    print(isinstance(e.__traceback__, types.TracebackType))
