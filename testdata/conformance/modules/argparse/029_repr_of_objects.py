import argparse
p = argparse.ArgumentParser(prog="r", description="d")
a = p.add_argument("--x", type=int, default=2, help="h")
print(repr(p))
print(repr(a))
print(type(a).__name__, a.dest, a.option_strings, a.default, a.type)
print(argparse.FileType("w"), argparse.FileType("rb", encoding="utf-8"))
print(argparse.SUPPRESS, argparse.OPTIONAL, argparse.ZERO_OR_MORE, argparse.ONE_OR_MORE, argparse.REMAINDER, argparse.PARSER)
