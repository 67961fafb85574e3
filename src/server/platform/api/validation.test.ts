import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../i18n/locales.ts";
import { translate } from "../../core/messages.ts";
import {
  emailField,
  idField,
  messageOfIssue,
  passwordField,
  phoneField,
  quantityField,
} from "./validation.ts";

const form = z.object({
  email: emailField,
  password: passwordField,
  phone: phoneField,
  quantity: quantityField,
  name: z.string().min(1).max(10),
});

function messages(input: Record<string, unknown>, lang: Lang = "en"): string[] {
  const result = form.strict().safeParse(input);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => messageOfIssue(issue, input)).map((m) => translate(m, lang));
}

const valid = {
  email: "ayesha@example.com",
  password: "secret1",
  phone: "+90 (212) 555-0101",
  quantity: 2,
  name: "Ayesha",
};

describe("form validation messages (the shop's wording)", () => {
  it("accepts a well-formed form", () => {
    expect(messages(valid)).toEqual([]);
  });

  it("says 'Invalid email', 'Invalid Password Length' and 'Invalid number'", () => {
    expect(messages({ ...valid, email: "ayesha@", password: "12345", phone: "12-34" })).toEqual([
      "Invalid email",
      "Invalid Password Length",
      "Invalid number",
    ]);
  });

  it("names the missing field: '{type} is required', in the request's language", () => {
    expect(messages({ ...valid, email: undefined, name: "" })).toEqual([
      "Email is required",
      "Name is required",
    ]);
    expect(messages({ ...valid, email: undefined }, "fr")).toEqual(["E-mail est obligatoire"]);
    expect(messages({ ...valid, email: undefined }, "tr")).toEqual(["E-posta zorunludur"]);
  });

  it("asks for at least one item", () => {
    expect(messages({ ...valid, quantity: 0 })).toEqual(["Must have minimum 1 item."]);
    expect(messages({ ...valid, quantity: "many" })).toEqual(["Quantity must be a number"]);
  });

  it("gives limits and refuses unknown fields", () => {
    expect(messages({ ...valid, name: "A very long name" })).toEqual(["Name must be at most 10 characters"]);
    expect(messages({ ...valid, is_admin: true })).toEqual(["Is admin is not allowed"]);
  });

  it("refuses an id the database cannot hold, and says a list parsed from text is not a number, not missing", () => {
    expect(idField.safeParse(2_147_483_647).success).toBe(true);
    expect(idField.safeParse("2147483648").success).toBe(false);
    const list = z.object({
      brands: z.preprocess((v) => String(v).split(","), z.array(idField)),
    });
    const input = { brands: "2147483648" };
    const issues = list.safeParse(input).error?.issues ?? [];
    expect(issues.flatMap((issue) => messageOfIssue(issue, input)).map((m) => translate(m, "en"))).toEqual([
      "Brands must be a number",
    ]);
  });

  it("accepts phone numbers of 6 to 20 digits with spaces, parentheses, plus and minus", () => {
    expect(phoneField.safeParse("123456").success).toBe(true);
    expect(phoneField.safeParse("12345").success).toBe(false);
    expect(phoneField.safeParse("1".repeat(21)).success).toBe(false);
    expect(phoneField.safeParse("+1 555 abc 1234").success).toBe(false);
  });
});
