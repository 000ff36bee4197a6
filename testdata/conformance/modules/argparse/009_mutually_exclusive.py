import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="mx")
g = p.add_mutually_exclusive_group()
g.add_argument("--foo", action="store_true")
g.add_argument("--bar", action="store_false")
r = p.add_mutually_exclusive_group(required=True)
r.add_argument("-a", type=int)
r.add_argument("-b", type=int)
attempt(p, ["-a", "1"])
attempt(p, ["-a", "1", "-b", "2"])
attempt(p, ["--foo", "--bar", "-a", "1"])
attempt(p, [])
p.print_help()
try:
    g.add_argument("pos")
except ValueError as e:
    print("ValueError", e)
