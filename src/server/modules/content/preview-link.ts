import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../../platform/env.ts";
import { settingsKey } from "../../platform/secrets/settings-key.ts";

/** How long a preview link works. */
const PREVIEW_LINK_SECONDS = 60 * 60;

/**
 * PREVIEW_SECRET, else a key derived from the one that seals the settings' secrets: every process of
 * the shop shares that one (SETTINGS_KEY or DATA_DIR/settings.key), so a link one made works on all.
 */
function secret(): string | Buffer {
  return env.PREVIEW_SECRET ?? createHmac("sha256", settingsKey()).update("content preview links").digest();
}

const sign = (payload: string) => createHmac("sha256", secret()).update(payload).digest("base64url");

export type PreviewEntity = "banner" | "page";

export interface PreviewGrant {
  entity: PreviewEntity;
  id: number;
  /** Seconds since the epoch after which the link stops working. */
  expires: number;
}

/** A token that lets whoever holds it see `entity` `id`'s draft until it expires. */
export function previewToken(grant: PreviewGrant): string {
  const payload = `${grant.entity}.${grant.id}.${grant.expires}`;
  return `${payload}.${sign(payload)}`;
}

/** The grant a token carries, or undefined when it is forged, altered or expired. */
export function verifyPreviewToken(token: string, now = Date.now()): PreviewGrant | undefined {
  const match = /^(banner|page)\.(\d+)\.(\d+)\.([\w-]+)$/.exec(token);
  if (!match) return undefined;
  const [, entity, id, expires, signature] = match as unknown as [
    string,
    PreviewEntity,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(`${entity}.${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(expires) * 1000 <= now) return undefined;
  return { entity, id: Number(id), expires: Number(expires) };
}

const LANGS = ["en", "fr", "ar", "hi", "tr"] as const;

/**
 * Links (valid PREVIEW_LINK_SECONDS) to the page showing `entity` `id`'s draft in each language:
 * `pathOf(lang)` is the unprefixed page.
 */
export function previewLinks(
  entity: PreviewEntity,
  id: number,
  pathOf: (lang: (typeof LANGS)[number]) => string,
  now = Date.now(),
) {
  const expires = Math.floor(now / 1000) + PREVIEW_LINK_SECONDS;
  const token = encodeURIComponent(previewToken({ entity, id, expires }));
  const urls = Object.fromEntries(
    LANGS.map((lang) => [lang, `${lang === "en" ? "" : `/${lang}`}${pathOf(lang)}?preview=${token}`]),
  ) as Record<(typeof LANGS)[number], string>;
  return { urls, expires_at: new Date(expires * 1000).toISOString() };
}
