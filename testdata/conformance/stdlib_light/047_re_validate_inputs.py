import re

EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
PHONE = re.compile(r"^\+?\d{1,3}[ -]?\(?\d{3}\)?[ -]?\d{3}[ -]?\d{4}$")
DATE = re.compile(r"^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$")
tests = {
    "email": ["a@b.co", "first.last+tag@mail.example.org", "no-at-sign", "x@y", "@x.com"],
    "phone": ["+1 (555) 123-4567", "555-123-4567", "12345", "+44 207 946 0958"],
    "date": ["2024-02-29", "2024-13-01", "2024-1-01", "1999-12-31"],
}
rx = {"email": EMAIL, "phone": PHONE, "date": DATE}
for kind, samples in tests.items():
    for s in samples:
        print(f"{kind:6}{s!r:36}{bool(rx[kind].match(s))}")
