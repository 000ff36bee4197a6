class Msg:
    __match_args__ = ("kind", "payload")
    def __init__(self, kind, payload=None):
        self.kind, self.payload = kind, payload

inbox = [Msg("text", "hi"), Msg("image", {"w": 640, "h": 480}), Msg("text", ""),
         Msg("ping"), Msg("image", {"w": 10}), Msg("video", [1, 2])]
for m in inbox:
    match m:
        case Msg("text", str(body)) if body:
            print("text:", body)
        case Msg("text"):
            print("empty text")
        case Msg("image", {"w": w, "h": h}):
            print(f"image {w}x{h}")
        case Msg("image", meta):
            print("image with partial meta", meta)
        case Msg("ping", None):
            print("pong")
        case Msg(kind):
            print("unhandled kind", kind)
