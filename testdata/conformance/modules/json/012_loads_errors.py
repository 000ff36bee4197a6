import json

bad = ['', '   ', '[', '[1,', '[1,]', '[1 2]', '{', '{"a"', '{"a":', '{"a":1,}', '{a: 1}',
       "{'a': 1}", '{"a" 1}', '"abc', '"a\\q"', '"\\u12x4"', '"\\u12"', '[1] x', 'nul',
       'True', 'None', '01', '.5', '+1', '-', '1.', '[1e]', '"tab\there"', 'NaNa', '[1]]']
for d in bad:
    try:
        json.loads(d)
        print(repr(d), "parsed?!")
    except json.JSONDecodeError as e:
        print(repr(d), "|", e, "|", e.msg, e.pos, e.lineno, e.colno)
