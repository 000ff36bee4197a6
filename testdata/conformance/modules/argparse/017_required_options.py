import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="req")
p.add_argument("--user", required=True)
p.add_argument("--token", required=True, help="api token")
p.add_argument("files", nargs="+")
attempt(p, [])
attempt(p, ["--user", "u", "f"])
attempt(p, ["--user", "u", "--token", "t", "f", "g"])
p.print_usage()
