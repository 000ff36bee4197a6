import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="dd")
p.add_argument("-v", action="store_true")
p.add_argument("args", nargs="*")
attempt(p, ["-v", "--", "-x", "--y", "z"])
attempt(p, ["--", "-v"])
q = argparse.ArgumentParser(prog="rem")
q.add_argument("cmd")
q.add_argument("rest", nargs=argparse.REMAINDER)
attempt(q, ["run", "-v", "--flag", "x"])
