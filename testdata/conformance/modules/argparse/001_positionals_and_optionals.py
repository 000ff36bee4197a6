import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="prog")
p.add_argument("src")
p.add_argument("dst")
p.add_argument("-v", "--verbose", action="store_true")
p.add_argument("--level", type=int, default=1)
attempt(p, ["a", "b"])
attempt(p, ["-v", "a", "--level", "3", "b"])
attempt(p, ["a", "b", "--level=7"])
attempt(p, ["a"])
attempt(p, ["a", "b", "c"])
attempt(p, ["a", "b", "--level", "x"])
