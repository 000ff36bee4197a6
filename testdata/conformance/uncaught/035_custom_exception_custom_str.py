class HttpError(Exception):
    def __init__(self, status, url):
        super().__init__(status, url)
        self.status = status
        self.url = url
    def __str__(self):
        return f"{self.status} for {self.url}"

responses = {"/": 200, "/about": 200, "/secret": 403}
for url, status in responses.items():
    print("GET", url, status)
    if status >= 400:
        raise HttpError(status, url)
