import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter } from "react-router";
import type { Lang } from "../i18n/locales.ts";
import { LanguageProvider } from "./i18n/strings.tsx";
import { ConsoleRoutes } from "./routes/ConsoleRoutes.tsx";
import { consoleBase } from "./routes/paths.ts";

/** The back office: language, server data and routes around the signed-in person's screens. */
export default function ConsoleApp({ pageLang }: { pageLang: Lang }) {
  const [queries] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
      }),
  );
  return (
    <QueryClientProvider client={queries}>
      <LanguageProvider pageLang={pageLang}>
        <BrowserRouter basename={consoleBase(location.pathname)}>
          <ConsoleRoutes />
        </BrowserRouter>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
