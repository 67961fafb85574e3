import { createRoute, z } from "@hono/zod-openapi";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isLang, type Lang } from "../../../i18n/locales.ts";
import { localizePath } from "../../../i18n/paths.ts";
import { AUTH_COOKIE } from "../../platform/session-cookie.ts";
import { authCookieOptions } from "./cookie.ts";
import { finishLogin, startLogin, type PendingLogin } from "./oauth.ts";
import { signInWithIdentity, socialLoginEnabled } from "./social.service.ts";
import { env } from "../../platform/env.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures } from "../../platform/api/envelope.ts";
import { isAppError } from "../../core/errors.ts";

const PENDING_COOKIE = "oauth_pending";
const PENDING_PATH = "/api/v1/user/social-login";

interface Pending extends PendingLogin {
  guestToken?: string;
  lang: Lang;
}

const providerParam = z.object({ provider: z.enum(["google", "facebook"]) });

const routes = {
  redirect: createRoute({
    method: "get",
    path: "/user/social-login/redirect/{provider}",
    tags: ["Auth"],
    summary: "Leave for Google or Facebook to sign in (the browser navigates here)",
    request: {
      params: providerParam,
      query: z.object({ user_token: z.string().max(64).optional(), lang: z.string().max(5).optional() }),
    },
    responses: {
      302: { description: "To the provider, or to /social-callback with an error" },
      ...failures(422, 500),
    },
  }),
  callback: createRoute({
    method: "get",
    path: "/user/social-login/callback/{provider}",
    tags: ["Auth"],
    summary: "The provider sends the browser back here; the session cookie is set",
    request: { params: providerParam },
    responses: { 302: { description: "To /social-callback" }, ...failures(422, 500) },
  }),
};

function encode(pending: Pending): string {
  return Buffer.from(JSON.stringify(pending)).toString("base64url");
}

function decode(value: string | undefined): Pending | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Pending;
  } catch {
    return undefined;
  }
}

/** The page translates the reason itself: only a known word travels in the URL. */
type SocialFailure = "social_disabled" | "social_failed" | "social_no_email" | "suspended";

function callbackPage(lang: Lang, failure?: { reason: SocialFailure; provider: string }): string {
  const path = localizePath("/social-callback", lang);
  return failure ? `${path}?error=${failure.reason}&provider=${failure.provider}` : path;
}

function reasonOf(error: unknown): SocialFailure {
  if (!isAppError(error)) return "social_failed";
  const key = error.messages[0]?.key;
  if (key === "account.social_no_email") return "social_no_email";
  if (key === "account.suspended") return "suspended";
  return "social_failed";
}

const secure = () => env.SITE_URL.startsWith("https://");

export function socialRoutes(app: ApiApp): void {
  app.openapi(routes.redirect, async (c) => {
    const { provider } = c.req.valid("param");
    const query = c.req.valid("query");
    const lang = isLang(query.lang) ? query.lang : c.var.ctx.lang;
    if (!(await socialLoginEnabled(c.var.ctx, provider))) {
      return c.redirect(callbackPage(lang, { reason: "social_disabled", provider }), 302);
    }
    const { url, pending } = await startLogin(provider);
    const guestToken = query.user_token || c.var.ctx.guestToken;
    setCookie(c, PENDING_COOKIE, encode({ ...pending, guestToken, lang }), {
      path: PENDING_PATH,
      maxAge: 600,
      httpOnly: true,
      sameSite: "Lax",
      secure: secure(),
    });
    return c.redirect(url, 302);
  });

  app.openapi(routes.callback, async (c) => {
    const { provider } = c.req.valid("param");
    const pending = decode(getCookie(c, PENDING_COOKIE));
    deleteCookie(c, PENDING_COOKIE, { path: PENDING_PATH });
    const lang = pending?.lang && isLang(pending.lang) ? pending.lang : c.var.ctx.lang;
    if (!pending || pending.provider !== provider) {
      return c.redirect(callbackPage(lang, { reason: "social_failed", provider }), 302);
    }
    try {
      const identity = await finishLogin(pending, new URL(c.req.url).searchParams);
      const signed = await signInWithIdentity({ ...c.var.ctx, lang }, identity, {
        guestToken: pending.guestToken,
        userAgent: c.req.header("user-agent"),
      });
      setCookie(c, AUTH_COOKIE, signed.token, authCookieOptions());
      return c.redirect(callbackPage(lang), 302);
    } catch (error) {
      if (!isAppError(error)) c.var.logger.warn({ err: error, provider }, "social sign-in failed");
      return c.redirect(callbackPage(lang, { reason: reasonOf(error), provider }), 302);
    }
  });
}
