/**
 * Redirect targets an attacker puts in `next` / `redirect`, as the server or the page reads them
 * (query values decoded once): every one must fall back to a page of the shop.
 */
export const FOREIGN_TARGETS = [
  "//evil.example",
  "//evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\nSet-Cookie: a=b",
  "/%09/evil.example",
  "/%0D/evil.example",
  "/%2F/evil.example",
  "/%5Cevil.example",
  "/%2f%2fevil.example",
  "/\u0000/evil.example",
  "https://evil.example/",
  "http:/evil.example",
  "javascript:alert(1)",
  "evil.example",
  " /x",
  "",
];
