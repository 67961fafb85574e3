import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { signIn, signOut, UnverifiedAccount, type SignedIn } from "./accounts.service.ts";
import { forgotPassword, resendCode, resetPassword, signUp, verifyAccount } from "./signup.service.ts";
import { CLAIM_COOKIE, claimCookieOptions } from "./claims.ts";
import { AUTH_COOKIE } from "../../platform/session-cookie.ts";
import { authCookieOptions } from "./cookie.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import type { ApiEnv } from "../../platform/api/app-type.ts";
import { requestToken } from "./cookie.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { translate } from "../../core/messages.ts";
import { emailField, languageHeaders, passwordField } from "../../platform/api/validation.ts";
import { USER_ROLES } from "../../platform/db/schema/enums.ts";

export const UserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    avatar: z.string().nullable(),
    role: z.enum(USER_ROLES),
    verified: z.boolean(),
    has_password: z.boolean(),
    cart_count: z.number().int(),
  })
  .openapi("User");

export const nameField = z.string().trim().min(1).max(120);
export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: "account.code_format" })
  .openapi({ example: "042917" });
const guestTokenField = z.string().max(64).optional().openapi({ description: "The guest's user_token" });

const samePasswords = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;

/** password + password_confirmation that must match (spec §5 mismatch message). */
export function withConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: passwordField, password_confirmation: z.string().max(200) })
    .refine((v) => samePasswords(v as unknown as { password: string; password_confirmation: string }), {
      path: ["password_confirmation"],
      error: "validation.password_mismatch",
    });
}

const SignUpBody = withConfirmation({ name: nameField, email: emailField }).openapi("SignUp");
const VerifyBody = z.object({ email: emailField, code: codeField });
const ResendBody = z.object({
  email: emailField,
  purpose: z.enum(["signup", "reset", "seller"]).default("signup"),
});
const SignInBody = z.object({
  email: emailField,
  password: z.string().min(1).max(200),
  user_token: guestTokenField,
});
const ForgotBody = z.object({ email: emailField });
const ResetBody = withConfirmation({ email: emailField, code: codeField });

const SentSchema = z.object({
  email: z.string(),
  already_verified: z
    .literal(true)
    .optional()
    .openapi({ description: "Only to the browser that signed up: the account is verified, sign in" }),
});
const SignedInSchema = UserSchema.extend({ token: z.string() });

const json = <T extends z.ZodType>(schema: T) => ({
  body: jsonBody(schema),
  headers: languageHeaders,
});

const routes = {
  signup: createRoute({
    method: "post",
    path: "/user/signup",
    tags: ["Auth"],
    summary: "Sign up; a 6-digit code is e-mailed and this browser gets the sign-up's claim cookie",
    description:
      "Nothing is written to an existing unverified account: the name and password typed here reach " +
      "the account only when the code is verified together with the claim cookie (httpOnly, path /api/v1).",
    request: json(SignUpBody),
    responses: {
      200: success(SentSchema, "Code sent; the same answer when the address already has an account"),
      ...failures(422, 429, 500),
    },
  }),
  verify: createRoute({
    method: "post",
    path: "/user/verify",
    tags: ["Auth"],
    summary: "Verify the account with the e-mailed code (15 minutes, 5 tries) and this browser's claim",
    description:
      "The code counts only with the claim cookie of the sign-up it was sent for; without it, it is a " +
      "wrong try. The account then gets that sign-up's name and password.",
    request: json(VerifyBody),
    responses: { 200: success(SentSchema, "Verified"), ...failures(422, 429, 500) },
  }),
  resend: createRoute({
    method: "post",
    path: "/user/resend-code",
    tags: ["Auth"],
    summary: "Send a new code (after a cooldown)",
    description:
      "A sign-up or seller code is sent only for the sign-up whose claim cookie this browser holds " +
      "(set by sign-up, or by a sign-in to the unverified account); the answer is the same either way.",
    request: json(ResendBody),
    responses: {
      200: success(SentSchema, "Code sent when the address has an account"),
      ...failures(422, 429, 500),
    },
  }),
  signin: createRoute({
    method: "post",
    path: "/user/signin",
    tags: ["Auth"],
    summary: "Sign in; data.token is the bearer token, the guest's cart/addresses/orders move over",
    request: json(SignInBody),
    responses: { 200: success(SignedInSchema, "Signed in"), ...failures(403, 409, 422, 429, 500) },
  }),
  logout: createRoute({
    method: "post",
    path: "/user/logout",
    tags: ["Auth"],
    summary: "End this session (POST only: a link or a picture elsewhere cannot sign anybody out)",
    request: { headers: languageHeaders },
    responses: { 200: success(z.null(), "Signed out"), ...failures(429, 500) },
  }),
  forgot: createRoute({
    method: "post",
    path: "/user/forgot-password",
    tags: ["Auth"],
    summary: "E-mail a password reset code",
    request: json(ForgotBody),
    responses: {
      200: success(SentSchema, "Code sent when the address has an account"),
      ...failures(422, 429, 500),
    },
  }),
  reset: createRoute({
    method: "post",
    path: "/user/update-password",
    tags: ["Auth"],
    summary: "Set a new password with the reset code; every session ends",
    request: json(ResetBody),
    responses: { 200: success(SentSchema, "Password changed"), ...failures(422, 429, 500) },
  }),
};

/** Answers a sign-in: the token in data.token and in the `frontend_` cookie for page rendering. */
function signedInResponse(c: Context<ApiEnv>, signed: SignedIn) {
  setCookie(c, AUTH_COOKIE, signed.token, authCookieOptions());
  return ok(c, { ...signed.user, token: signed.token });
}

const userAgent = (c: Context) => c.req.header("user-agent");

/** The claim of this browser's sign-up (claims.ts): set by sign-up and sign-in, read by verify and resend. */
export const claimOf = (c: Context) => getCookie(c, CLAIM_COOKIE);
export const keepClaim = (c: Context, claim: string) =>
  setCookie(c, CLAIM_COOKIE, claim, claimCookieOptions());

/** Told only to the browser that signed up (verifyAccount, resendCode): go and sign in. */
export const alreadyVerifiedResponse = (c: Context<ApiEnv>, email: string) =>
  ok(
    c,
    { email, already_verified: true as const },
    translate({ key: "account.already_verified" }, c.var.ctx.lang),
  );

export function authRoutes(app: ApiApp): void {
  app.openapi(routes.signup, async (c) => {
    const body = c.req.valid("json");
    const { claim } = await signUp(c.var.ctx, body);
    keepClaim(c, claim);
    return ok(c, { email: body.email.trim() }, translate({ key: "account.code_sent" }, c.var.ctx.lang));
  });
  app.openapi(routes.verify, async (c) => {
    const body = c.req.valid("json");
    const { user, alreadyVerified } = await verifyAccount(c.var.ctx, { ...body, claim: claimOf(c) });
    if (alreadyVerified) return alreadyVerifiedResponse(c, body.email);
    return ok(c, { email: user.email }, translate({ key: "account.verified" }, c.var.ctx.lang));
  });
  app.openapi(routes.resend, async (c) => {
    const body = c.req.valid("json");
    const { alreadyVerified } = await resendCode(c.var.ctx, { ...body, claim: claimOf(c) });
    if (alreadyVerified) return alreadyVerifiedResponse(c, body.email);
    return ok(c, { email: body.email }, translate({ key: "account.code_sent" }, c.var.ctx.lang));
  });
  app.openapi(routes.signin, async (c) => {
    const body = c.req.valid("json");
    try {
      const signed = await signIn(c.var.ctx, {
        email: body.email,
        password: body.password,
        guestToken: body.user_token || undefined,
        userAgent: userAgent(c),
      });
      return signedInResponse(c, signed);
    } catch (error) {
      // "Send the code again" on the verify page then works from this browser.
      if (error instanceof UnverifiedAccount) keepClaim(c, error.claim);
      throw error;
    }
  });
  app.openapi(routes.logout, async (c) => {
    await signOut(c.var.ctx, requestToken(c));
    deleteCookie(c, AUTH_COOKIE, { path: "/" });
    return ok(c, null);
  });
  app.openapi(routes.forgot, async (c) => {
    const { email } = c.req.valid("json");
    await forgotPassword(c.var.ctx, email);
    return ok(c, { email }, translate({ key: "account.reset_sent" }, c.var.ctx.lang));
  });
  app.openapi(routes.reset, async (c) => {
    const body = c.req.valid("json");
    await resetPassword(c.var.ctx, { ...body, claim: claimOf(c) });
    return ok(c, { email: body.email }, translate({ key: "account.password_changed" }, c.var.ctx.lang));
  });
}
