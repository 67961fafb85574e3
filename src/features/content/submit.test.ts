import { describe, expect, it } from "vitest";
import { answering } from "../../testing/api-answers.ts";
import { emailProblem, submitted } from "./submit.ts";

const labels = { required: "Email is required", invalid: "Invalid email" };

function subscribe(...replies: Parameters<typeof answering>) {
  const { client } = answering(...replies);
  return submitted(client.POST("/api/v1/email-subscription", { body: { email: "a@b.co" } }), "Oops");
}

describe("newsletter and contact forms", () => {
  it("need a non-empty, valid e-mail before sending", () => {
    expect(emailProblem("  ", labels)).toBe("Email is required");
    expect(emailProblem("ayesha@", labels)).toBe("Invalid email");
    expect(emailProblem("ayesha@example.com", labels)).toBeNull();
  });

  it("show the server's whole list of problems", async () => {
    const refused = { http: 422, body: { status: 201, data: { form: ["A", "B"] }, message: "A" } };
    expect(await subscribe(refused)).toEqual({ ok: false, errors: ["A", "B"] });
  });

  it("succeed on status 200 with the server's message", async () => {
    expect(await subscribe({ body: { status: 200, data: {}, message: "Thanks" } })).toEqual({
      ok: true,
      message: "Thanks",
    });
  });

  it("say something went wrong when the network fails", async () => {
    expect(await subscribe(new TypeError("offline"))).toEqual({ ok: false, errors: ["Oops"] });
  });
});
