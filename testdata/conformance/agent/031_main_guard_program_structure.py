"""A tiny CLI-shaped program: parse arguments, run, report."""

DEFAULTS: dict[str, int] = {"width": 20, "count": 3}


def parse_args(argv: list[str]) -> dict[str, int]:
    opts = dict(DEFAULTS)
    for arg in argv:
        key, _, value = arg.lstrip("-").partition("=")
        if key in opts:
            opts[key] = int(value)
    return opts


def render(opts: dict[str, int]) -> list[str]:
    lines = []
    for i in range(1, opts["count"] + 1):
        bar = "#" * (opts["width"] * i // opts["count"])
        lines.append(f"{i:>2} {bar}")
    return lines


def main() -> int:
    opts = parse_args(["--width=12", "--count=4", "--unknown=1"])
    print("options:", opts)
    for line in render(opts):
        print(line)
    return 0


if __name__ == "__main__":
    status = main()
    print("exit status", status)
