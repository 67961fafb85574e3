import type { T } from "../../i18n/translate.ts";

/** The words of a flash sale's countdown (Countdown island), in the page's language. */
export function countdownLabels(t: T) {
  return { endsIn: t("product.endsIn"), ended: t("product.ended"), format: t("product.countdown") };
}
