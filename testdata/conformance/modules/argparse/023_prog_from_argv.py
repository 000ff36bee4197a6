import argparse, sys
sys.argv = ["/usr/local/bin/mytool.py", "--n", "3"]
p = argparse.ArgumentParser()
p.add_argument("--n", type=int)
print(p.prog)
print(p.parse_args())
p.print_usage()
