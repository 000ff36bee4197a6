from enum import Enum, StrEnum


class Method(StrEnum):
    GET = 'GET'
    POST = 'POST'


print(Method.GET, repr(Method.GET), Method.GET == 'GET', Method('POST'))
print(Method.GET.lower(), Method.POST + '/x', len(Method.POST), 'GE' in Method.GET)
print(','.join(Method), sorted(Method))
print(isinstance(Method.GET, str))


class Http(str, Enum):
    OK = 'ok'
    NOT_FOUND = 'not_found'


print(Http.OK, repr(Http.OK), f"{Http.OK}", Http.OK == 'ok', Http('not_found'))
print(Http.OK.value, Http.OK.upper(), '%s' % Http.NOT_FOUND)
try:
    class Bad(StrEnum):
        A = 1
except TypeError as e:
    print(e)
