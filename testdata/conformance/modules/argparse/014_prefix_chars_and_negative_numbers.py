import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="pc", prefix_chars="-+")
p.add_argument("+f", action="store_true")
p.add_argument("--x", type=int)
p.add_argument("num", type=float, nargs="?")
attempt(p, ["+f", "--x", "-3", "-1.5"])
q = argparse.ArgumentParser(prog="neg")
q.add_argument("-1", dest="one", action="store_true")
q.add_argument("v", nargs="?")
attempt(q, ["-1"])
attempt(q, ["-5"])
p.print_help()
