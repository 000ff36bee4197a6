from datetime import datetime
print(datetime.strptime('2024-01-01', '%Y-%m-%d'))
datetime.strptime('01/02/2024', '%Y-%m-%d')
