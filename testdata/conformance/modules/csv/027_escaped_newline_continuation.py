import csv
for lines in [['\\\n', '.'], ['\\\n', '.\n'], ['x\\\n', 'y'], ['x\\\n', 'y', 'z'], ['a\\\n', 'b,c\n', 'd']]:
    for strict in (True, False):
        try:
            print(repr(lines), strict, list(csv.reader(lines, escapechar='\\', strict=strict)))
        except csv.Error as e:
            print(repr(lines), strict, 'Error', e)
