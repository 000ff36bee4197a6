import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="ver")
p.add_argument("--version", action="version", version="%(prog)s 2.1.0")
attempt(p, ["--version"])
print("after")
