import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { LOCALES } from "../../../i18n/locales.ts";
import { useLanguage } from "../../i18n/strings.tsx";

export type Locale = (typeof LOCALES)[number];

/** One tab per shop language (English marked required), each panel holding that language's fields. */
export function LanguageTabs({ children }: { children: (locale: Locale) => ReactNode }) {
  const { t } = useLanguage();
  return (
    <Tabs>
      <TabList aria-label={t("editor.translations")} className="flex flex-wrap gap-1 border-b border-line">
        {LOCALES.map((locale) => (
          <Tab
            key={locale.code}
            id={locale.code}
            className="cursor-pointer rounded-t-md px-3 py-2 text-sm outline-none data-[focus-visible]:outline-2 data-[selected]:bg-primary data-[selected]:text-white"
          >
            <span lang={locale.code}>{locale.name}</span>
            {locale.code === "en" && <span className="text-xs"> ({t("editor.required")})</span>}
          </Tab>
        ))}
      </TabList>
      {LOCALES.map((locale) => (
        <TabPanel key={locale.code} id={locale.code} className="space-y-3 p-2">
          {children(locale)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
