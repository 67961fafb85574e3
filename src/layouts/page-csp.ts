import type { CommonData } from "../lib/common-data.ts";
import { ANALYTICS, customScriptSources } from "../server/http/security-headers.ts";
import { safeTrackingId } from "./shell.ts";

interface PageCsp {
  insertDirective: (directive: `${"connect-src" | "img-src"} ${string}`) => void;
  insertScriptResource: (resource: string) => void;
  insertScriptHash: (hash: `sha256-${string}`) => void;
}

/**
 * What a page's policy adds to astro.config.ts's, from the settings: analytics when switched on,
 * the admins' custom scripts (all of them: their route patterns only decide where they are
 * printed), the image host. Called by BaseLayout; Astro writes the header once the whole page is
 * rendered (streaming is off in astro.config.ts for that reason).
 */
export function addPageSources(csp: PageCsp, common: CommonData): void {
  const { setting } = common;
  const enabled = [
    setting.enable_ga && safeTrackingId(setting.ga_id) ? ANALYTICS.ga : null,
    setting.enable_pixel && safeTrackingId(setting.pixel_id) ? ANALYTICS.pixel : null,
  ];
  for (const sources of enabled) {
    if (!sources) continue;
    csp.insertScriptResource(sources.script);
    csp.insertDirective(`connect-src ${sources.connect}`);
    csp.insertDirective(`img-src ${sources.img}`);
  }
  const codes = common.custom_scripts.flatMap((s) => [s.header_script_code ?? "", s.body_script_code ?? ""]);
  for (const code of codes) {
    const sources = customScriptSources(code);
    for (const hash of sources.hashes) csp.insertScriptHash(hash);
    for (const origin of sources.origins) csp.insertScriptResource(origin);
  }
  if (URL.canParse(common.img_src_url)) csp.insertDirective(`img-src ${new URL(common.img_src_url).origin}`);
}
