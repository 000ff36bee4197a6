from urllib.parse import urljoin

base = "http://a/b/c/d;p?q"
refs = ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s",
        ";x", "g;x", "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..",
        "../../", "../../g", "../../../g", "/./g", "/../g", "g.", ".g", "g..",
        "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y",
        "g?y/./x", "g#s/../x", "http:g"]
for ref in refs:
    print(f"{ref!r:14} {urljoin(base, ref)}")
