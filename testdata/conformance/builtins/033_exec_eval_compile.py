x = 5
print(eval("x * 2"), eval("  1+2"))
ns = {}
exec("a = 1\ndef f(y): return a + y\n", ns)
print(sorted(k for k in ns if k != '__builtins__'), ns['f'](2))
c = compile("3 ** 2", "<s>", "eval")
print(c.co_name, c.co_filename, eval(c))
def g():
    z = 10
    return eval("z + 1")
print(g())
try:
    exec("x = ", {})
except SyntaxError as e:
    print(repr(e), e.lineno, e.offset, e.msg)
try:
    eval("1/0")
except ZeroDivisionError as e:
    print("zde", e)
exec("print('hi from exec', x)")
exec("q = 7")
print(q)
try:
    exec("return 1")
except SyntaxError as e:
    print(e.args)
print(eval("[i*i for i in range(4)]"))
l = {}
exec("b = 2", {}, l); print(l)
print(eval("__builtins__") is not None)
