import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="d", argument_default=argparse.SUPPRESS)
p.add_argument("--a")
p.add_argument("--b", default=3)
print(p.parse_args([]))
q = argparse.ArgumentParser(prog="d2")
q.add_argument("--n", type=int, default="7")
q.add_argument("--m", default="x")
q.set_defaults(m="changed", other=42)
print(q.parse_args([]), q.get_default("m"), q.get_default("other"), q.get_default("nope"))
