import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="tool", description="Process some integers.", epilog="And that's how you'd foo a bar")
p.add_argument("integers", metavar="N", type=int, nargs="+", help="an integer for the accumulator")
p.add_argument("--sum", dest="accumulate", action="store_const", const=sum, default=max, help="sum the integers (default: find the max)")
p.print_help()
print(p.format_usage(), end="")
attempt(p, ["-h"])
