import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "../../../i18n/locales.ts";
import { renderMail, type MailKind } from "./templates.ts";

const KINDS: MailKind[] = [
  "verify",
  "reset",
  "seller_received",
  "seller_approved",
  "seller_rejected",
  "welcome",
  "account_exists",
  "sign_in_attempts",
];

describe("account e-mails", () => {
  for (const lang of LOCALE_CODES) {
    it(`every e-mail exists in ${lang}, with the code in the subject when there is one`, () => {
      for (const kind of KINDS) {
        const mail = renderMail(kind, lang, "a@example.com", {
          name: "Amina",
          site: "Modest",
          code: kind === "verify" || kind === "reset" ? "042917" : undefined,
          minutes: 15,
          store: "Amina Modest",
          reason: "Photos missing",
          count: 10,
        });
        expect(mail.subject).not.toMatch(/^mail\./);
        expect(mail.subject).not.toContain("{{");
        expect(mail.text).not.toContain("{{");
        expect(mail.text).toContain("Amina");
        if (kind === "verify" || kind === "reset") {
          expect(mail.subject).toContain("042917");
          expect(mail.text).toContain("15");
        }
        expect(mail.html).toContain(`lang="${lang}"`);
      }
    });
  }

  it("Arabic e-mails read right to left and names are escaped in HTML", () => {
    const mail = renderMail("welcome", "ar", "a@example.com", { name: "<b>Amina</b>", site: "Modest" });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toContain("<b>Amina</b>");
    expect(mail.html).toContain("&lt;b&gt;Amina&lt;/b&gt;");
  });
});
