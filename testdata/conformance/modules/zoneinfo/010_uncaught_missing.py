from zoneinfo import ZoneInfo
print(ZoneInfo('UTC'))
ZoneInfo('Mars/Olympus_Mons')
