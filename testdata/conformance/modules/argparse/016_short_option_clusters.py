import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="cl")
p.add_argument("-a", action="store_true")
p.add_argument("-b", action="store_true")
p.add_argument("-c", type=int)
p.add_argument("-n")
attempt(p, ["-ab"])
attempt(p, ["-abc5"])
attempt(p, ["-nvalue"])
attempt(p, ["-c=3"])
attempt(p, ["-az"])
attempt(p, ["-a=1"])
