import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="n")
p.add_argument("--two", nargs=2)
p.add_argument("--opt", nargs="?", const="C", default="D")
p.add_argument("--star", nargs="*")
p.add_argument("--plus", nargs="+")
p.add_argument("rest", nargs="*")
attempt(p, [])
attempt(p, ["--two", "a", "b", "x", "y"])
attempt(p, ["--opt"])
attempt(p, ["--opt", "v", "--star"])
attempt(p, ["--star", "1", "2", "--plus", "3"])
attempt(p, ["--two", "a"])
attempt(p, ["--plus"])
p.print_help()
