#!/usr/bin/env python3
"""Record what CPython 3.11 does with every program of the conformance corpus.

Run from anywhere:
    python3 testdata/conformance/record.py            record every program
    python3 testdata/conformance/record.py PATH ...   record only these (files or folders)
    python3 testdata/conformance/record.py --check    verify, write nothing

Each program TOPIC/NNN_name.py is run as `python3 -X utf8 NNN_name.py` with
its folder as the working directory, a small fixed environment and a
timeout. Next to it goes NNN_name.expected.json:

    {"stdout": ..., "stderr_last_line": ..., "exit_code": ...}

stdout is the whole standard output, stderr_last_line the last non-empty line
of standard error without its line ending ("" when there is none), exit_code
the process's exit status.

A program is refused (reported, nothing written for it, exit status 1) when:
  - its output differs between PYTHONHASHSEED=0 and any of four other seeds
    (it depends on string hashing: a set of str printed in iteration order,
    hash(str)...);
  - it times out, or its stdout is not UTF-8;
  - it exits non-zero although "uncaught" is not in its path, or exits zero
    although it is (programs meant to end with an uncaught exception or a
    SystemExit live in uncaught/ or carry "uncaught" in their name);
  - it exits zero but writes to stderr (a warning, most likely);
  - it imports anything outside stdlib_light/ and modules/, or inside
    stdlib_light/ a module that is not on the ALLOWED_IMPORTS list
    (modules/<name>/ holds the programs of each standard-library module,
    which may import any module pyex provides but none of HOST_MODULES);
  - its file name is not NNN_lower_snake_case.py.

The expectation is recorded under PYTHONHASHSEED=0, pyex's default seed. The
JSON is written with its keys in the order above, indent 2 and a final
newline, so recording twice gives byte-identical files; a file is rewritten
only when its content changes. --check runs every program once and fails on a
missing, stale or orphaned .expected.json.
"""
import argparse
import ast
import concurrent.futures
import json
import os
import re
import subprocess
import sys

assert sys.version_info[:2] == (3, 11), "record with CPython 3.11"

HERE = os.path.dirname(os.path.abspath(__file__))
TIMEOUT = 30  # seconds per run; the slowest program takes well under one
RECORD_SEED = "0"
OTHER_SEEDS = ("1", "2", "12345", "987654")  # four more: a 2-str set slips by 1 time in 16
NAME = re.compile(r"^[0-9]{3}_[a-z0-9_]+\.py$")
LIGHT = "stdlib_light"
ALLOWED_IMPORTS = {
    "sys", "math", "itertools", "functools", "collections", "dataclasses",
    "enum", "typing", "string", "json", "re", "copy", "operator",
}


MODULES = "modules"
HOST_MODULES = {
    "subprocess", "socket", "ctypes", "multiprocessing", "threading", "signal",
    "select", "selectors", "mmap", "fcntl", "pty", "tty", "termios", "resource",
}


def programs(paths):
    """Returns the sorted corpus-relative paths of the programs under paths."""
    found = []
    for p in paths:
        p = os.path.abspath(p)
        if os.path.isfile(p):
            found.append(p)
            continue
        for dirpath, dirnames, filenames in os.walk(p):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "__")))
            for f in filenames:
                if f.endswith(".py"):
                    found.append(os.path.join(dirpath, f))
    rel = set()
    for f in found:
        r = os.path.relpath(f, HERE)
        if r.startswith("..") or os.sep not in r:
            continue  # outside the corpus, or record.py itself
        rel.add(r.replace(os.sep, "/"))
    return sorted(rel)


def run(rel, seed):
    """Runs one program under seed; returns its expectation dict or raises Refused."""
    path = os.path.join(HERE, rel)
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONHASHSEED": seed,
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONNOUSERSITE": "1",
        "LC_ALL": "C.UTF-8",
    }
    try:
        proc = subprocess.run(
            [sys.executable, "-X", "utf8", os.path.basename(path)],
            cwd=os.path.dirname(path), env=env, stdin=subprocess.DEVNULL,
            capture_output=True, timeout=TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        raise Refused(f"timed out after {TIMEOUT}s")
    try:
        out = proc.stdout.decode("utf-8")
        err = proc.stderr.decode("utf-8")
    except UnicodeDecodeError as e:
        raise Refused(f"output is not UTF-8: {e}")
    lines = [line for line in err.splitlines() if line.strip()]
    return {
        "stdout": out,
        "stderr_last_line": lines[-1] if lines else "",
        "exit_code": proc.returncode,
    }


class Refused(Exception):
    """A program the corpus must not hold as it is."""


def static_checks(rel):
    """Checks the file name and the imports of one program."""
    base = rel.rsplit("/", 1)[-1]
    if not NAME.match(base):
        raise Refused("name must be NNN_lower_snake_case.py")
    with open(os.path.join(HERE, rel), encoding="utf-8") as f:
        tree = ast.parse(f.read(), rel)
    light = rel.startswith(LIGHT + "/")
    module_test = rel.startswith(MODULES + "/")
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            mods = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            mods = [node.module or ""]
        else:
            continue
        for m in mods:
            if module_test:
                if m.split(".")[0] in HOST_MODULES:
                    raise Refused(f"imports {m}, which touches the host")
                continue
            if not light:
                raise Refused(f"imports {m}: programs with imports belong in {LIGHT}/")
            if m.split(".")[0] not in ALLOWED_IMPORTS:
                raise Refused(f"imports {m}, which is not allowed in {LIGHT}/")


def expectation(rel, check_seeds):
    """Returns the JSON text to record for rel, or raises Refused."""
    static_checks(rel)
    want = run(rel, RECORD_SEED)
    if check_seeds:
        for seed in OTHER_SEEDS:
            if run(rel, seed) != want:
                raise Refused(f"output differs under PYTHONHASHSEED={seed} (str hashing or set order)")
    uncaught = "uncaught" in rel
    if want["exit_code"] != 0 and not uncaught:
        raise Refused(f"exits {want['exit_code']} ({want['stderr_last_line']}) but 'uncaught' is not in its path")
    if want["exit_code"] == 0 and uncaught:
        raise Refused("exits 0 but 'uncaught' is in its path")
    if want["exit_code"] == 0 and want["stderr_last_line"]:
        raise Refused(f"exits 0 but writes to stderr: {want['stderr_last_line']}")
    return json.dumps(want, indent=2, ensure_ascii=False) + "\n"


def expected_path(rel):
    """Returns the absolute path of the .expected.json beside program rel."""
    return os.path.join(HERE, rel[:-3] + ".expected.json")


def orphans():
    """Returns the .expected.json files whose program is gone."""
    out = []
    for dirpath, dirnames, filenames in os.walk(HERE):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "__")))
        for f in sorted(filenames):
            if f.endswith(".expected.json"):
                prog = os.path.join(dirpath, f[: -len(".expected.json")] + ".py")
                if not os.path.exists(prog):
                    out.append(os.path.join(dirpath, f))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="verify the recorded files, write nothing")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2, help="programs run at once")
    ap.add_argument("paths", nargs="*", help="programs or folders (default: the whole corpus)")
    args = ap.parse_args()

    rels = programs(args.paths or [HERE])
    problems = []
    written = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as pool:
        futures = {rel: pool.submit(expectation, rel, not args.check) for rel in rels}
        for rel in rels:
            try:
                text = futures[rel].result()
            except (Refused, SyntaxError) as e:
                problems.append(f"{rel}: refused: {e}")
                continue
            path = expected_path(rel)
            try:
                with open(path, encoding="utf-8", newline="") as f:
                    old = f.read()
            except FileNotFoundError:
                old = None
            if old == text:
                continue
            if args.check:
                problems.append(f"{rel}: {'missing' if old is None else 'stale'} .expected.json")
                continue
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text)
            written += 1

    if not args.paths:
        for path in orphans():
            rel = os.path.relpath(path, HERE)
            if args.check:
                problems.append(f"{rel}: no program for this expectation")
            else:
                os.remove(path)
                print(f"removed orphan {rel}")

    for p in problems:
        print(p, file=sys.stderr)
    mode = "checked" if args.check else f"recorded ({written} written)"
    uncaught = sum("uncaught" in r for r in rels)
    light = sum(r.startswith(LIGHT + "/") for r in rels)
    print(f"{len(rels)} programs {mode}: {uncaught} uncaught, {light} in {LIGHT}/, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
