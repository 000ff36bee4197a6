import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="sup", usage="%(prog)s [options] thing")
p.add_argument("--hidden", help=argparse.SUPPRESS)
p.add_argument("--shown", help="visible")
p.add_argument("thing", help="the thing")
p.print_help()
attempt(p, ["t", "--hidden", "h"])
q = argparse.ArgumentParser(prog="noh", add_help=False)
q.add_argument("x")
q.print_help()
attempt(q, ["-h"])
