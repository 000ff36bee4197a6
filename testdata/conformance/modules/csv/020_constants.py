import csv
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
print(issubclass(csv.Error, Exception), csv.Error.__name__)
print(issubclass(csv.excel_tab, csv.excel), issubclass(csv.excel, csv.Dialect))
print(csv.excel.delimiter, repr(csv.excel_tab.delimiter), csv.unix_dialect.quoting)
print(csv.__version__)
print(sorted(x for x in csv.__all__ if not x.startswith('__')))
