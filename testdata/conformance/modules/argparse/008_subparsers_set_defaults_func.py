import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

def cmd_add(a): return a.x + a.y
def cmd_neg(a): return -a.x
p = argparse.ArgumentParser(prog="calc")
sub = p.add_subparsers(title="operations", description="pick one", required=True, dest="op")
a = sub.add_parser("add")
a.add_argument("x", type=int)
a.add_argument("y", type=int)
a.set_defaults(func=cmd_add)
n = sub.add_parser("neg")
n.add_argument("x", type=int)
n.set_defaults(func=cmd_neg)
for argv in (["add", "2", "3"], ["neg", "4"]):
    ns = p.parse_args(argv)
    print(ns.op, ns.func(ns))
attempt(p, [])
p.print_help()
