import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="im")
p.add_argument("--foo")
p.add_argument("cmd")
p.add_argument("rest", nargs="*", type=int)
print(p.parse_intermixed_args("doit 1 --foo bar 2 3".split()))
print(p.parse_known_args("doit 1 --foo bar 2 3".split()))
