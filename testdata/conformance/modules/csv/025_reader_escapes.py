import csv
lines = ['a\\\nb,c\n', 'd\n', '"q\\\n', 'r",s\n', 'e\\', 'f,g']
print(list(csv.reader(lines, escapechar='\\')))
print(list(csv.reader(['a\\,b,"c\\"d"'], escapechar='\\')))
print(list(csv.reader(['a,b\r\n', 'c,d\r', 'e\n'])))
print(list(csv.reader(['"a"b"c",d'])))
print(list(csv.reader(["'a,b',c"], quotechar="'")))
print(list(csv.reader(['"a,b",c'], quoting=csv.QUOTE_NONE)))
print(list(csv.reader(['a,b,'])))
