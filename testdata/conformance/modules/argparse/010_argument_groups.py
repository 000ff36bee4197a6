import argparse, sys
sys.stderr = sys.stdout
def attempt(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)

p = argparse.ArgumentParser(prog="grp", description="Grouped options.")
io = p.add_argument_group("input/output", "Where data comes from and goes.")
io.add_argument("--in", dest="inp", metavar="FILE", help="input file")
io.add_argument("--out", metavar="FILE", help="output file")
perf = p.add_argument_group("performance")
perf.add_argument("-j", "--jobs", type=int, default=1, help="parallel jobs")
p.add_argument("target", help="what to build")
p.print_help()
attempt(p, ["t", "--in", "a", "-j", "4"])
