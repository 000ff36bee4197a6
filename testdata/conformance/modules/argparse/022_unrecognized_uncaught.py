import argparse
p = argparse.ArgumentParser(prog="unrec")
p.add_argument("x")
p.parse_args(["a", "--what"])
