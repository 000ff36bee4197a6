import requests

print(requests.codes.ok, requests.codes.OK, requests.codes.created, requests.codes.not_found)
print(requests.codes.NOT_FOUND, requests.codes.teapot, requests.codes.too_many_requests)
print(requests.codes.internal_server_error, requests.codes.unavailable, requests.codes.moved)
print(requests.codes["ok"], requests.codes["nope"], requests.codes.get("bad_request"))
print(repr(requests.codes))
