def render(template, context):
    out, i = [], 0
    while True:
        start = template.find("{{", i)
        if start == -1:
            out.append(template[i:])
            break
        end = template.find("}}", start)
        out.append(template[i:start])
        expr = template[start + 2:end].strip()
        name, _, filt = expr.partition("|")
        value = context
        for part in name.strip().split("."):
            value = value.get(part, f"<missing {name.strip()}>") if isinstance(value, dict) else value
        filt = filt.strip()
        if filt == "upper":
            value = str(value).upper()
        elif filt == "title":
            value = str(value).title()
        elif filt.startswith("default:") and str(value).startswith("<missing"):
            value = filt.split(":", 1)[1]
        out.append(str(value))
        i = end + 2
    return "".join(out)

ctx = {"user": {"name": "ada lovelace", "role": "admin"}, "count": 3}
print(render("Hello {{ user.name | title }}!", ctx))
print(render("Role: {{user.role|upper}}, unread: {{ count }}", ctx))
print(render("Team: {{ user.team | default:none }} / {{ missing }}", ctx))
print(render("no placeholders", ctx))
