"""Print the tokens python3's tokenize module gives for Python files.

Used by frontend/scanner_stdlib_test.go as the oracle for the scanner:
  python3 record.py FILE...
For each file it prints "F path", then one line per token
"KIND startline startcol endline endcol" with columns converted to UTF-8
byte offsets, leaving out ENCODING, COMMENT and NL (the C tokenizer gives
the parser neither). Positions are moved to where CPython's C tokenizer
puts them where the tokenize module differs: a NEWLINE token has zero
width and starts at a comment that precedes it on its line; the DEDENT
and ENDMARKER tokens at end of file stand on the last line, after its
newline (a missing final newline counts, as CPython supplies one). A file that tokenize rejects prints "E message"; a
file that ast.parse() rejects prints "X" (the test skips both).
"""
import ast
import sys
import tokenize


def compile_files(paths):
    out = sys.stdout
    for path in paths:
        with open(path, "rb") as f:
            data = f.read()
        try:
            compile(data, path, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
            out.write("F %s\nOK\n" % path)
        except (SyntaxError, ValueError):
            out.write("F %s\nX\n" % path)


def main():
    out = sys.stdout
    if sys.argv[1:2] == ["--compile"]:
        compile_files(sys.argv[2:])
        return
    for path in sys.argv[1:]:
        out.write("F %s\n" % path)
        try:
            with open(path, "rb") as f:
                data = f.read()
            with open(path, "rb") as f:
                toks = list(tokenize.tokenize(f.readline))
            with open(path, "rb") as f:
                enc = tokenize.detect_encoding(f.readline)[0]
            lines = data.decode(enc).replace("\r\n", "\n").replace("\r", "\n").split("\n")
            if lines and lines[0].startswith("\ufeff"):
                lines[0] = lines[0][1:]
        except Exception as e:
            out.write("E %s\n" % e)
            continue
        ascii_lines = [line.isascii() for line in lines]

        def col(row, c):
            if row - 1 < len(lines) and not ascii_lines[row - 1]:
                return len(lines[row - 1][:c].encode("utf-8")) + max(0, c - len(lines[row - 1]))
            return c

        text = "\n".join(lines)
        if not text:
            eof = (0, 0)
        elif text.endswith("\n"):
            eof = (text.count("\n"), len(lines[-2].encode("utf-8")) + 1)
        else:
            eof = (text.count("\n") + 1, len(lines[-1].encode("utf-8")) + 1)
        buf = []
        prev = None
        for t in toks:
            if t.type in (tokenize.ENCODING, tokenize.NL, tokenize.COMMENT):
                prev = t
                continue
            (sl, sc), (el, ec) = t.start, t.end
            sc, ec = col(sl, sc), col(el, ec)
            if t.type == tokenize.NEWLINE:
                el, ec = sl, sc
                if prev is not None and prev.type == tokenize.COMMENT and prev.start[0] == sl:
                    sc = col(sl, prev.start[1])
            elif t.type in (tokenize.DEDENT, tokenize.ENDMARKER) and sl > len(lines) - (1 if text.endswith("\n") or not text else 0):
                sl, sc = eof
                el, ec = eof
            prev = t
            buf.append("%s %d %d %d %d\n" % (tokenize.tok_name[t.exact_type], sl, sc, el, ec))
        out.write("".join(buf))


if __name__ == "__main__":
    main()
