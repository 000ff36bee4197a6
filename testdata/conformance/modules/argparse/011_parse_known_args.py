import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="k")
p.add_argument("--x", type=int)
p.add_argument("pos")
print(p.parse_known_args(["--x", "1", "a", "--unknown", "b", "-z"]))
print(p.parse_known_args(["a"]))
attempt(p, ["a", "--unknown"])
ns = argparse.Namespace(x=5, extra="kept")
print(p.parse_args(["q"], namespace=ns))
