# bench: agent
# Comparing texts as an agent matches a user's words to known names and
# checks what changed: a tokenizer with re.findall, word frequencies with
# Counter, difflib.SequenceMatcher ratios and opcodes, get_close_matches,
# and unified_diff of two versions of a file.
import difflib
import re
from collections import Counter

WORDS = ("the agent reads files and calls tools then summarises results for the user "
         "who asked about configuration errors in deployment pipelines and retries").split()
COMMANDS = ["list_files", "read_file", "write_file", "delete_file", "search_code", "run_tests",
            "git_status", "git_commit", "open_browser", "fetch_url", "summarize", "translate",
            "create_issue", "close_issue", "list_issues", "deploy", "rollback", "restart_service"]


def make_text(n, seed):
    x = seed
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        w = WORDS[(x >> 6) % len(WORDS)]
        if x % 13 == 0:
            w = w.capitalize() + ","
        elif x % 17 == 0:
            w += "."
        elif x % 29 == 0:
            w = f"v{x % 10}.{(x >> 4) % 10}"
        out.append(w)
        if i % 12 == 11:
            out.append("\n")
    return " ".join(out)


text = make_text(60000, 21)
TOKEN = re.compile(r"[A-Za-z_]+(?:'[a-z]+)?|\d+(?:\.\d+)*")
for rnd in range(5):
    tokens = [t.lower() for t in TOKEN.findall(text)]
    freq = Counter(tokens)
    bigrams = Counter(zip(tokens, tokens[1:]))
    sentences = re.split(r"(?<=[.!?])\s+", text)
    if rnd == 0:
        print(len(tokens), freq.most_common(5))
        print(sorted(bigrams.most_common(3)))
        print(len(sentences), max(len(s) for s in sentences))

typos = ["list_file", "reed_file", "serch_code", "git_comit", "delpoy", "sumarize", "fetchurl",
         "close_isue", "run_test", "restart", "rollbak", "opn_browser", "xyz"]
for rnd in range(120):
    matches = [difflib.get_close_matches(t, COMMANDS, n=2, cutoff=0.6) for t in typos]
if True:
    for t, m in zip(typos, matches):
        print(t, m)

lines_a = text.split("\n")[:300]
lines_b = list(lines_a)
for i in range(0, len(lines_b), 23):
    lines_b[i] = lines_b[i].replace("the", "a", 1)
del lines_b[50:53]
lines_b.insert(120, " new line inserted by the tool")
for rnd in range(5):
    sm = difflib.SequenceMatcher(None, lines_a, lines_b)
    ops = sm.get_opcodes()
    ratio = sm.ratio()
    diff = list(difflib.unified_diff(lines_a, lines_b, "before.txt", "after.txt", lineterm="", n=1))
    scores = [round(difflib.SequenceMatcher(None, a, b).ratio(), 3)
              for a, b in zip(lines_a[:200], lines_b[:200]) if a != b]
if True:
    print(round(ratio, 4), len(ops), [op for op in ops if op[0] != "equal"][:4])
    print(len(diff), diff[:6])
    print(scores[:8])
