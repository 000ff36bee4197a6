import argparse
text = """First line
    indented second line

third paragraph"""
for cls in [argparse.HelpFormatter, argparse.RawDescriptionHelpFormatter, argparse.RawTextHelpFormatter, argparse.ArgumentDefaultsHelpFormatter, argparse.MetavarTypeHelpFormatter]:
    p = argparse.ArgumentParser(prog="fmt", description=text, formatter_class=cls)
    p.add_argument("--size", type=int, default=10, help="the size\n  with break")
    p.add_argument("name", type=str, help="a name")
    p.add_argument("--ratio", type=float, nargs="?", help="ratio")
    print("==", cls.__name__)
    p.print_help()
