import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="mv")
p.add_argument("--point", nargs=2, metavar=("X", "Y"), type=int)
p.add_argument("--name", metavar="NAME", dest="who")
p.add_argument("-q", "--quiet-mode", action="store_true")
p.add_argument("in_file", metavar="INPUT")
p.print_help()
attempt(p, ["--point", "1", "2", "--name", "z", "-q", "in"])
try:
    p.add_argument("--bad", nargs=2, metavar=("A", "B", "C"))
except ValueError as e:
    print("ValueError", e)
