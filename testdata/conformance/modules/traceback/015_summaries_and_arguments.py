# The argument forms of the format functions and their errors, type labels
# by module, SyntaxError details, the default frame of the stack
# functions, FrameSummary comparisons and the folding of repeated frames.
import re
import traceback


def base(entries):
    # The first line of each entry, with only the file's base name: the
    # folder depends on where the program runs, and its own source lines
    # are not there when it runs compiled.
    firsts = [entry.split("\n")[0] for entry in entries]
    return re.sub(r'File "(?:[^"]*/)?([^"/]*)"', r'File "\1"', str(firsts))


def attempt(label, fn):
    try:
        out = fn()
        print(label, "->", "".join(out).rstrip("\n").replace("\n", " / ") if isinstance(out, list) else out)
    except Exception as e:
        print(label, "->", type(e).__name__, e)


print(traceback.__all__[:6], len(traceback.__all__))
err = ValueError("boom")
attempt("only", lambda: traceback.format_exception_only(err))
attempt("only legacy", lambda: traceback.format_exception_only(ValueError, err))
attempt("half legacy", lambda: traceback.format_exception(ValueError, err))
attempt("not an exception", lambda: traceback.format_exception(5))
attempt("None", lambda: traceback.format_exception(None))
attempt("print_last", lambda: traceback.print_last())


class Mod(Exception):
    pass


Mod.__module__ = "pkg.mod"
attempt("module", lambda: traceback.format_exception_only(Mod("x")))
Mod.__module__ = 5
attempt("bad module", lambda: traceback.format_exception_only(Mod("x")))
try:
    compile("x = (1,\n  2", "<src>", "exec")
except SyntaxError as e:
    se = e
attempt("syntax", lambda: traceback.format_exception_only(se))
te = traceback.TracebackException.from_exception(se)
print(repr(te.lineno), repr(te.end_lineno), te.offset, te.filename, te.msg)


def inner():
    return traceback.extract_stack(), traceback.format_stack(limit=1)


stack, text = inner()
print([(fs.name, fs.lineno) for fs in stack][-2:], base(text))
fs = traceback.FrameSummary("a.py", 3, "h", lookup_line=False, locals={"x": [1]}, line="  code  ")
same = traceback.FrameSummary("a.py", 3, "h", line="other", locals={"x": [1]})
print(fs, repr(fs.line), fs.locals, list(fs), fs[1], len(fs))
print(fs == ("a.py", 3, "h", "code"), fs == same, fs == 3, traceback.FrameSummary("a.py", None, "h").line)
frames = traceback.StackSummary.from_list(
    [("a.py", 1, "f", "x")] * 5 + [("a.py", 2, "f", "y")] * 4 + [fs])
print("".join(frames.format()), end="")
print(traceback.format_list([("b.py", 2, "g", "y")]))


def rec(n):
    if n == 0:
        raise KeyError("deep")
    rec(n - 1)


try:
    rec(6)
except KeyError as e:
    lines = traceback.format_exception(e)
print(len(lines), base(lines[-2:]))
print(traceback.TracebackException.from_exception(err) == traceback.TracebackException.from_exception(err))
