import argparse
ns = argparse.Namespace(a=1, b="two")
print(ns, ns.a, "a" in ns, "c" in ns)
print(ns == argparse.Namespace(a=1, b="two"), ns == argparse.Namespace(a=1))
print(vars(ns))
ns2 = argparse.Namespace(**{"with-dash": 1, "ok": 2})
print(ns2)
print(argparse.Namespace())
