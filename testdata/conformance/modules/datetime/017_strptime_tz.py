from datetime import datetime
for s, f in [('2024-03-15 14:30:45 +0530', '%Y-%m-%d %H:%M:%S %z'), ('2024-03-15 14:30:45 -08:00', '%Y-%m-%d %H:%M:%S %z'),
             ('2024-03-15T14:30:45Z', '%Y-%m-%dT%H:%M:%S%z'), ('2024-03-15 UTC', '%Y-%m-%d %Z'),
             ('2024-03-15 gmt +0100', '%Y-%m-%d %Z %z'), ('2024-03-15 +01:30:15', '%Y-%m-%d %z'),
             ('2024-03-15 +01:30:15.5', '%Y-%m-%d %z'), ('2024-03-15 -0000', '%Y-%m-%d %z')]:
    d = datetime.strptime(s, f)
    print(repr(d), d.tzinfo, d.utcoffset(), d.tzname())
for s in ['+05:3015', '+0', 'EST']:
    try:
        datetime.strptime(s, '%z')
    except ValueError as e:
        print(e)
