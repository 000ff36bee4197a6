import time
print(time.strptime('2024', '%Y').tm_year)
time.strptime('2024-01', '%Y')
