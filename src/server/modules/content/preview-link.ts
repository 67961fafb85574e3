import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "../../platform/env.ts";

/** How long a preview link works. */
export const PREVIEW_LINK_SECONDS = 60 * 60;

const KEY = Symbol.for("modest-marketplace.preview-key");

function secret(): string {
  if (env.PREVIEW_SECRET) return env.PREVIEW_SECRET;
  const scope = globalThis as { [KEY]?: string };
  return (scope[KEY] ??= randomBytes(32).toString("hex"));
}

const sign = (payload: string) => createHmac("sha256", secret()).update(payload).digest("base64url");

export interface PreviewGrant {
  entity: "banner";
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
  const match = /^(banner)\.(\d+)\.(\d+)\.([\w-]+)$/.exec(token);
  if (!match) return undefined;
  const [, entity, id, expires, signature] = match as unknown as [string, "banner", string, string, string];
  const expected = Buffer.from(sign(`${entity}.${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(expires) * 1000 <= now) return undefined;
  return { entity, id: Number(id), expires: Number(expires) };
}
