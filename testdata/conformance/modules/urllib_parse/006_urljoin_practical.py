from urllib.parse import urljoin

page = "https://docs.example.com/guide/install/index.html?lang=en#top"
for link in ["setup.html", "../api/", "/search?q=x", "//cdn.example.net/a.js",
             "#usage", "?lang=fr", "mailto:help@example.com", "https://other.org/",
             "ftp://files.example.com/x", "..", "../../..", ""]:
    print(f"{link!r:30} -> {urljoin(page, link)}")
print(urljoin("https://api.example.com/v1/", "users/7"))
print(urljoin("https://api.example.com/v1", "users/7"))
print(urljoin(b"http://h/a/b", b"../c"))
print(urljoin("mailto:a@b", "c@d"))
print(urljoin("", "x"), urljoin("http://h/", "x", allow_fragments=False))
