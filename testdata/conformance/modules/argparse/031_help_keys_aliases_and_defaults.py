# Help %-keys, subparser alias conflicts, definition-time checks and the
# order in which defaults reach the namespace.
import argparse
import sys

sys.stderr = sys.stdout


def attempt(label, fn):
    try:
        print(label, "->", fn())
    except SystemExit as e:
        print(label, "-> exit", e.code)
    except (ValueError, TypeError, argparse.ArgumentError) as e:
        print(label, "->", type(e).__name__, e)


p = argparse.ArgumentParser(prog="t", argument_default=7)
p.add_argument("--a", type=int, help="a=%(default)s type=%(type)s in %(prog)s")
p.add_argument("--c", choices=["x", "y"], help="one of %(choices)s into %(dest)s")
p.add_argument("pos", nargs="?")
p.set_defaults(a=3, zz=9)
print(p.get_default("a"), p.get_default("zz"), p.get_default("nope"))
print(p.parse_args([]))
print(p.parse_args([], namespace=argparse.Namespace(a=100, pos="kept")))
p.print_help()
attempt("append nargs=0", lambda: p.add_argument("--b", action="append", nargs=0))
attempt("append const", lambda: p.add_argument("--b", action="append", const=1, nargs="*"))
attempt("FileType class", lambda: p.add_argument("--b", type=argparse.FileType))
attempt("metavar tuple", lambda: p.add_argument("--b", nargs=2, metavar=("X", "Y", "Z")))

s = argparse.ArgumentParser(prog="s")
sub = s.add_subparsers(dest="cmd", title="cmds", description="the commands")
run = sub.add_parser("run", aliases=["r", "go"], help="run it")
run.add_argument("--fast", action="store_true")
attempt("same name", lambda: sub.add_parser("run"))
attempt("same alias", lambda: sub.add_parser("other", aliases=["x", "go"]))
print(s.parse_known_args(["go", "--fast", "--zzz", "q"]))
print(s.parse_args(["r"]))
attempt("second subparsers", lambda: s.add_subparsers())
s.print_help()
