import ar from "../../locales/ar/common.json" with { type: "json" };
import en from "../../locales/en/common.json" with { type: "json" };
import fr from "../../locales/fr/common.json" with { type: "json" };
import hi from "../../locales/hi/common.json" with { type: "json" };
import tr from "../../locales/tr/common.json" with { type: "json" };

/** The shell's UI strings per language, so journeys look for what a person would read. */
export const SHELL: Record<string, Record<string, string>> = { en, fr, ar, hi, tr };
