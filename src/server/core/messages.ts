import type { Lang } from "../../i18n/locales.ts";
import { RESOURCES } from "../../i18n/resources.ts";
import { useTranslations } from "../../i18n/translate.ts";
import type { Message } from "./errors.ts";

function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The translated name of a field ("email" -> "E-mail" in French), from the `field.<name>` keys. */
function fieldLabel(name: string, lang: Lang): string {
  const key = `field.${name}`;
  if (RESOURCES[lang][key] ?? RESOURCES.en[key]) return useTranslations(lang)(key);
  return humanize(name);
}

export function isMessageKey(text: string): boolean {
  return Object.hasOwn(RESOURCES.en, text);
}

/** Translates a message; a `type` param names a field and is translated as a field label. */
export function translate(message: Message, lang: Lang): string {
  const params: Record<string, string | number> = { ...message.params };
  if (typeof params.type === "string") params.type = fieldLabel(params.type, lang);
  return useTranslations(lang)(message.key, params);
}
