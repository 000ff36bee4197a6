from datetime import datetime
import time
print(datetime.strptime('', ''), datetime.strptime('10:30', '%H:%M'))
print(time.strptime('29 Feb', '%d %b'))
try:
    datetime.strptime('29 Feb', '%d %b')
except ValueError as e:
    print(e)
print(datetime.strptime('2024 60', '%Y %j'), datetime.strptime('2023 366', '%Y %j'))
print(datetime.strptime('Mon 2024 0', '%a %Y %U'), datetime.strptime('Sun 2023 0', '%a %Y %W'))
print(datetime.strptime('Tue 2024 52', '%a %Y %W'), datetime.strptime('Sat 2022 53', '%a %Y %U'))
print(datetime.strptime('6', '%w'), datetime.strptime('3', '%u') if False else '', datetime.strptime('Wednesday', '%A'))
