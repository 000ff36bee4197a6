import argparse
p = argparse.ArgumentParser(prog="errtool")
p.add_argument("--count", type=int, required=True)
p.parse_args(["--count", "many"])
