import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="c")
p.add_argument("mode", choices=["read", "write"])
p.add_argument("--n", type=int, choices=range(1, 4))
p.add_argument("--f", type=float)
def even(s):
    v = int(s)
    if v % 2:
        raise argparse.ArgumentTypeError("%r is not even" % s)
    return v
p.add_argument("--even", type=even)
attempt(p, ["read", "--n", "2", "--f", "1.5", "--even", "4"])
attempt(p, ["delete"])
attempt(p, ["read", "--n", "9"])
attempt(p, ["read", "--f", "abc"])
attempt(p, ["read", "--even", "3"])
p.print_help()
