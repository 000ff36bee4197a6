import argparse
p = argparse.ArgumentParser(prog="a-rather-long-program-name")
for i in range(12):
    p.add_argument("--option-number-%d" % i, metavar="VALUE%d" % i, help="help for option %d which is long enough to wrap around the right margin of the help" % i)
p.add_argument("positional_one")
p.add_argument("positional_two", nargs="*")
p.print_help()
q = argparse.ArgumentParser(prog="p" * 70)
q.add_argument("--alpha")
q.add_argument("--beta")
q.add_argument("gamma")
q.print_usage()
