import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="ab")
p.add_argument("--verbose", action="store_true")
p.add_argument("--version-info", action="store_true")
p.add_argument("--output")
attempt(p, ["--out", "x"])
attempt(p, ["--verb"])
attempt(p, ["--ver"])
q = argparse.ArgumentParser(prog="noab", allow_abbrev=False)
q.add_argument("--output")
attempt(q, ["--out", "x"])
