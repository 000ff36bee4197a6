import json

docs = [
    '{\n  "a": 1\n  "b": 2\n}',
    '[\n  1,\n  2,\n]',
    '{\n\t"name": "x",\n\t"value": tru\n}',
    'é\n[1, 2',
    '[\n"ok",\n"unterminated\n]',
    '\n\n\n{"x": }',
    '["日本語", bad]',
]
for d in docs:
    try:
        json.loads(d)
    except json.JSONDecodeError as e:
        print(f"{e.msg!r} line={e.lineno} col={e.colno} pos={e.pos}")
