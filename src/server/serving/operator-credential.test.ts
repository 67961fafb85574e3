import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { issueOperatorCredential, loopbackUrl, readOperatorCredential } from "./operator-credential.ts";

describe("the operator credential", () => {
  it("is reached on loopback whatever loopback or wildcard address the shop listens on, and not otherwise", () => {
    expect(loopbackUrl("0.0.0.0", 4321)).toBe("http://127.0.0.1:4321");
    expect(loopbackUrl("::", 4321)).toBe("http://127.0.0.1:4321");
    expect(loopbackUrl("127.0.0.2", 80)).toBe("http://127.0.0.2:80");
    expect(loopbackUrl("localhost", 4321)).toBe("http://localhost:4321");
    expect(loopbackUrl("::1", 4321)).toBe("http://[::1]:4321");
    expect(loopbackUrl("192.0.2.10", 4321)).toBeUndefined();
  });

  it("is owner-only, replaced at each start, ignored once its shop is gone, and removed by its own shop only", () => {
    const dir = mkdtempSync(join(tmpdir(), "operator-credential-"));
    const path = join(dir, "operator-credential.json");
    const first = issueOperatorCredential(dir, "http://127.0.0.1:4321");
    const second = issueOperatorCredential(dir, "http://127.0.0.1:4321");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readOperatorCredential(dir)).toEqual(second.credential);
    expect(second.credential.token).not.toBe(first.credential.token);
    first.revoke();
    expect(readOperatorCredential(dir)).toEqual(second.credential);
    second.revoke();
    expect(readOperatorCredential(dir)).toBeUndefined();

    // A killed shop's file names a process that no longer runs.
    const stale = { ...JSON.parse(JSON.stringify(second.credential)), pid: 2 ** 22 + 1 };
    writeFileSync(path, JSON.stringify(stale));
    expect(readOperatorCredential(dir)).toBeUndefined();
    writeFileSync(path, "not json");
    expect(readOperatorCredential(dir)).toBeUndefined();
    expect(readFileSync(path, "utf8")).toBe("not json");
  });
});
