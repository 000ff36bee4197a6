import textwrap

items = {
    "summary": "The agent completed 3 of 4 tasks. One task failed because the remote API returned an error after several retries.",
    "next steps": "Retry the failed task with exponential back-off; notify the operator if it fails again.",
}
for key, text in items.items():
    print(key.upper())
    print(textwrap.indent(textwrap.fill(text, 50), "    "))
label = "Note: "
print(textwrap.fill("This paragraph has a hanging indent under its label, wrapped at forty columns.",
                    40, initial_indent=label, subsequent_indent=" " * len(label)))
for w in (20, 30):
    print(textwrap.shorten("A very long headline that will not fit in the space given to it", w))
table = [("id", "description"), ("1", "short"), ("2", "a much longer description that wraps")]
for key, desc in table:
    lines = textwrap.wrap(desc, 16) or [""]
    print(f"{key:<4}{lines[0]}")
    for line in lines[1:]:
        print(f"{'':<4}{line}")
