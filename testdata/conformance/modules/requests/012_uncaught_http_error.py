import requests
from requests.models import Response

r = Response()
r.status_code = 401
r.reason = "Unauthorized"
r.url = "https://api.example.com/v1/secret"
r.raise_for_status()
