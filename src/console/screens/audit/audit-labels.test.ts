import { describe, expect, it } from "vitest";
import { interpolate } from "../../../i18n/interpolate.ts";
import ar from "../../i18n/ar.ts";
import en from "../../i18n/en.ts";
import fr from "../../i18n/fr.ts";
import hi from "../../i18n/hi.ts";
import tr from "../../i18n/tr.ts";
import type { ConsoleStrings } from "../../i18n/en.ts";
import type { Translate } from "../../i18n/strings.tsx";
import { actionLabel, AUDIT_ENTITIES, entityLabel } from "./audit-labels.ts";

const translator =
  (strings: ConsoleStrings): Translate =>
  (key, values) =>
    interpolate(strings[key], values ?? {});

describe("audit log labels", () => {
  it("names a recorded action and entity in the console's language", () => {
    expect(actionLabel(translator(en), "approve")).toBe("Approved");
    expect(actionLabel(translator(ar), "reorder_pictures")).toBe(ar["audit.action.reorder_pictures"]);
    expect(entityLabel(translator(ar), "product_picture")).toBe("صورة منتج");
  });

  it("shows the recorded word of an action or entity it has no name for yet", () => {
    expect(actionLabel(translator(en), "archive")).toBe("archive");
    expect(entityLabel(translator(en), "gift_card")).toBe("gift_card");
  });

  it("has a name in every language for each entity the filter offers", () => {
    for (const strings of [en, fr, ar, hi, tr])
      for (const entity of AUDIT_ENTITIES) expect(entityLabel(translator(strings), entity)).not.toBe(entity);
  });
});
