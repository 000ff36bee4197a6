import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

base = argparse.ArgumentParser(add_help=False)
base.add_argument("--config", default="cfg.ini")
child = argparse.ArgumentParser(prog="child", parents=[base])
child.add_argument("--x")
attempt(child, ["--config", "c.ini"])
try:
    child.add_argument("--x")
except argparse.ArgumentError as e:
    print("ArgumentError:", e)
r = argparse.ArgumentParser(prog="res", conflict_handler="resolve")
r.add_argument("-f", "--foo", help="old foo")
r.add_argument("--foo", help="new foo")
r.print_help()
try:
    argparse.ArgumentParser(conflict_handler="bogus")
except ValueError as e:
    print("ValueError", e)
