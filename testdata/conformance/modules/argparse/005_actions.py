import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="a")
p.add_argument("-v", action="count", default=0)
p.add_argument("--tag", action="append")
p.add_argument("--const", action="append_const", const=1, dest="consts")
p.add_argument("--no-color", action="store_false", dest="color")
p.add_argument("--ext", action="extend", nargs="+")
p.add_argument("--flag", action=argparse.BooleanOptionalAction, default=True, help="toggle")
attempt(p, [])
attempt(p, ["-vvv", "--tag", "a", "--tag=b", "--const", "--const", "--no-color"])
attempt(p, ["--ext", "1", "2", "--ext", "3", "--no-flag"])
attempt(p, ["-v", "-v", "--flag"])
p.print_help()
