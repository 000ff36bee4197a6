from datetime import datetime, date, time
for s in ['2024-03-15', '2024-03-15T14:30', '2024-03-15 14:30:45', '2024-03-15T14:30:45.5', '2024-03-15T14:30:45.123456',
          '2024-03-15T14:30:45.1234567', '2024-03-15T14:30:45,25', '2024-03-15T14', '2024-03-15T1430', '2024-03-15T143045',
          '2024-03-15T14:30:45Z', '2024-03-15T14:30:45+05:30', '2024-03-15T14:30:45-0800', '2024-03-15T14:30+01',
          '20240315', '20240315T143045Z', '2024-W11', '2024-W11-5', '2024W115', '2024W11', '2024-03-15T24:00',
          '2024-03-15T14:30:45+05:30:15.5', '2024-03-15x14:30']:
    try:
        print(s, repr(datetime.fromisoformat(s)))
    except ValueError as e:
        print('ValueError', e)
for s in ['2024-03-15', '20240315', '2024-W01-1', '2024-3-15', '2024-03-15T00:00', '24-03-15', '2024-02-30']:
    try:
        print(s, repr(date.fromisoformat(s)))
    except ValueError as e:
        print('ValueError', e)
for s in ['14:30', '14:30:45.123', '143045', 'T14:30', '14:30:45+02:00', '14:30:45Z', '25:00', '14:3', '14']:
    try:
        print(s, repr(time.fromisoformat(s)))
    except ValueError as e:
        print('ValueError', e)
for bad in [None, 20240315, b'2024-03-15']:
    try:
        datetime.fromisoformat(bad)
    except TypeError as e:
        print('TypeError', e)
