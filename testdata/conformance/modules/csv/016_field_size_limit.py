import csv
print(csv.field_size_limit())
old = csv.field_size_limit(10)
print(old, csv.field_size_limit())
print(list(csv.reader(['abcdefghij,k'])))
for line in ['abcdefghijk', '"abcdefghijk"', 'x,' + 'y' * 20]:
    try:
        list(csv.reader([line]))
    except csv.Error as e:
        print('Error', e)
csv.field_size_limit(old)
print(csv.field_size_limit())
print(len(list(csv.reader(['z' * 1000]))[0][0]))
