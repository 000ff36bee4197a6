"""requests.status_codes for pyex: requests.codes, names of HTTP status
codes (requests.codes.ok == 200). Written in Python."""

from requests.structures import LookupDict

_names = {
    100: ("continue",), 101: ("switching_protocols",), 200: ("ok", "okay", "all_ok", "all_okay", "all_good"),
    201: ("created",), 202: ("accepted",), 203: ("non_authoritative_info", "non_authoritative_information"),
    204: ("no_content",), 205: ("reset_content", "reset"), 206: ("partial_content", "partial"),
    300: ("multiple_choices",), 301: ("moved_permanently", "moved"), 302: ("found",),
    303: ("see_other", "other"), 304: ("not_modified",), 307: ("temporary_redirect", "temporary_moved", "temporary"),
    308: ("permanent_redirect", "resume_incomplete", "resume"),
    400: ("bad_request", "bad"), 401: ("unauthorized",), 402: ("payment_required", "payment"),
    403: ("forbidden",), 404: ("not_found",), 405: ("method_not_allowed", "not_allowed"),
    406: ("not_acceptable",), 408: ("request_timeout", "timeout"), 409: ("conflict",), 410: ("gone",),
    411: ("length_required",), 412: ("precondition_failed", "precondition"),
    413: ("request_entity_too_large",), 414: ("request_uri_too_large",),
    415: ("unsupported_media_type", "unsupported_media", "media_type"), 418: ("im_a_teapot", "teapot", "i_am_a_teapot"),
    422: ("unprocessable_entity", "unprocessable"), 429: ("too_many_requests", "too_many"),
    500: ("internal_server_error", "server_error"), 501: ("not_implemented",), 502: ("bad_gateway",),
    503: ("service_unavailable", "unavailable"), 504: ("gateway_timeout",),
}

codes = LookupDict(name="status_codes")
for _code, _titles in _names.items():
    for _title in _titles:
        setattr(codes, _title, _code)
        if not _title.startswith(("\\", "/")):
            setattr(codes, _title.upper(), _code)
