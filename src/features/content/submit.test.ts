import { afterEach, describe, expect, it, vi } from "vitest";
import { emailProblem, submitJson } from "./submit.ts";

const labels = { required: "Email is required", invalid: "Invalid email" };

describe("newsletter and contact forms", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("need a non-empty, valid e-mail before sending", () => {
    expect(emailProblem("  ", labels)).toBe("Email is required");
    expect(emailProblem("ayesha@", labels)).toBe("Invalid email");
    expect(emailProblem("ayesha@example.com", labels)).toBeNull();
  });

  it("show the server's whole list of problems", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ status: 201, data: { form: ["A", "B"] }, message: "A" }, { status: 422 }),
    );
    expect(await submitJson("/api", {}, "en", "Oops")).toEqual({ ok: false, errors: ["A", "B"] });
  });

  it("succeed on status 200 with the server's message", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ status: 200, data: {}, message: "Thanks" }));
    expect(await submitJson("/api", {}, "en", "Oops")).toEqual({ ok: true, message: "Thanks" });
  });

  it("say something went wrong when the network fails", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    expect(await submitJson("/api", {}, "en", "Oops")).toEqual({ ok: false, errors: ["Oops"] });
  });
});
