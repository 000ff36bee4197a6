# bench: agent
# A small Markdown-to-HTML converter as an agent renders its reports:
# line classification with str methods, re.sub with groups and callbacks
# for inline markup, html escaping, lists, code blocks and headings.
import re

INLINE = [
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"(?<!\*)\*([^*]+)\*(?!\*)"), r"<em>\1</em>"),
    (re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)"), r'<a href="\2">\1</a>'),
]
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*$")
ITEM = re.compile(r"^(\s*)([-*+]|\d+\.)\s+(.*)$")
AUTOLINK = re.compile(r"<(https?://[^>]+)>")


def escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def inline(text):
    links = []

    def keep(m):
        links.append(m.group(1))
        return "\x00%d\x00" % (len(links) - 1)

    text = escape(AUTOLINK.sub(keep, text))
    for pat, rep in INLINE:
        text = pat.sub(rep, text)
    return re.sub(r"\x00(\d+)\x00", lambda m: '<a href="%s">%s</a>' % ((links[int(m.group(1))],) * 2), text)


def convert(md):
    out = []
    para = []
    list_kind = None
    in_code = False

    def flush():
        nonlocal list_kind
        if para:
            out.append("<p>" + inline(" ".join(para)) + "</p>")
            para.clear()
        if list_kind:
            out.append("</%s>" % list_kind)
            list_kind = None

    for line in md.splitlines():
        if line.startswith("```"):
            if in_code:
                out.append("</code></pre>")
                in_code = False
            else:
                flush()
                lang = line[3:].strip()
                out.append('<pre><code class="%s">' % lang if lang else "<pre><code>")
                in_code = True
            continue
        if in_code:
            out.append(escape(line))
            continue
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        m = HEADING.match(stripped)
        if m:
            flush()
            level = len(m.group(1))
            out.append("<h%d>%s</h%d>" % (level, inline(m.group(2)), level))
            continue
        m = ITEM.match(line)
        if m:
            kind = "ol" if m.group(2)[0].isdigit() else "ul"
            if para:
                flush()
            if list_kind != kind:
                if list_kind:
                    out.append("</%s>" % list_kind)
                out.append("<%s>" % kind)
                list_kind = kind
            out.append("<li>" + inline(m.group(3)) + "</li>")
            continue
        if stripped.startswith(">"):
            flush()
            out.append("<blockquote>" + inline(stripped.lstrip("> ")) + "</blockquote>")
            continue
        para.append(stripped)
    flush()
    return "\n".join(out)


def report(i):
    return f"""# Run {i} report

The agent ran **{i % 7 + 1} tools** on `task-{i}` and found *{i % 5}* issues.
See [the log](https://example.com/runs/{i}) or <https://example.com/raw/{i}>.

## Steps

1. Read `src/main.py` & parse <imports>
2. Search for **TODO** markers
3. Edit *{i % 3}* files

- cost: {i * 0.25:.2f} USD
- status: {"ok" if i % 4 else "retry"}
* flagged: **{i % 2 == 0}**

> Note: the *cache* was {"warm" if i % 2 else "cold"}.

```python
def f(x):
    return x < {i} and x > 0
```

Trailing paragraph with `code`, **bold**, *em* and a [link](http://x.y/{i}).
"""


total = 0
tags = {}
last = ""
for i in range(2800):
    html = convert(report(i))
    total += len(html)
    for t in re.findall(r"<(\w+)", html):
        tags[t] = tags.get(t, 0) + 1
    last = html
print(total)
print(sorted(tags.items()))
print(last)
