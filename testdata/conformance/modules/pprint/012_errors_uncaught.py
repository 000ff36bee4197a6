import pprint
for kw in [dict(indent=-1), dict(depth=0), dict(width=0), dict(depth=-5)]:
    try:
        pprint.PrettyPrinter(**kw)
    except ValueError as e:
        print(kw, e)
pprint.pformat([1], width=0)
