import argparse
p = argparse.ArgumentParser(prog="eoe", exit_on_error=False)
p.add_argument("--n", type=int)
try:
    p.parse_args(["--n", "x"])
except argparse.ArgumentError as e:
    print("caught:", e, "|", e.argument_name, "|", e.message)
