import { createRoute, z } from "@hono/zod-openapi";
import { deleteCookie } from "hono/cookie";
import { changePassword, deleteAccount, profile, signedInUser, updateProfile } from "./accounts.service.ts";
import { saveAvatar } from "./avatar.ts";
import { removeUpload } from "../../platform/uploads/stored-files.ts";
import { uploadBodyLimit } from "../../platform/uploads/image-upload.ts";
import { AUTH_COOKIE } from "../../platform/session-cookie.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { requestToken } from "./cookie.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { translate } from "../../core/messages.ts";
import { languageHeaders, phoneField } from "../../platform/api/validation.ts";
import { UserSchema, nameField, withConfirmation } from "./auth.routes.ts";

const ProfileSchema = z
  .object({ is_logged_in: z.boolean(), cart_count: z.number().int(), user: UserSchema })
  .openapi("Profile");

const SessionSchema = z
  .object({
    is_logged_in: z.boolean(),
    user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .openapi("Session");

const ProfileForm = z.object({
  name: nameField,
  phone: z.union([phoneField, z.literal("")]).optional(),
  avatar: z
    .instanceof(File)
    .optional()
    .openapi({ type: "string", format: "binary", description: "jpeg or png, at most 1000 KB" }),
});
const PasswordBody = withConfirmation({ current_password: z.string().max(200).optional() });
const DeleteBody = z.object({ password: z.string().max(200).optional() });

const routes = {
  session: createRoute({
    method: "get",
    path: "/user/session",
    tags: ["Account"],
    summary: "Who is signed in (200 for guests too): cached pages ask it for the header's account menu",
    request: { headers: languageHeaders },
    responses: { 200: success(SessionSchema, "Session"), ...failures(500) },
  }),
  profile: createRoute({
    method: "get",
    path: "/user/profile",
    security: signedIn,
    tags: ["Account"],
    summary: "The signed-in user with the cart count",
    request: {
      headers: languageHeaders,
      query: z.object({ user_token: z.string().max(64).optional() }),
    },
    responses: { 200: success(ProfileSchema, "Profile"), ...failures(401, 500) },
  }),
  update: createRoute({
    method: "post",
    path: "/user/update-profile",
    security: signedIn,
    middleware: [uploadBodyLimit(1)] as const,
    tags: ["Account"],
    summary: "Change name, phone and avatar",
    request: {
      headers: languageHeaders,
      body: {
        content: {
          "multipart/form-data": { schema: ProfileForm },
          "application/x-www-form-urlencoded": { schema: ProfileForm },
        },
        required: true,
      },
    },
    responses: { 200: success(ProfileSchema, "Updated profile"), ...failures(401, 422, 500) },
  }),
  password: createRoute({
    method: "post",
    path: "/user/update-user-password",
    security: signedIn,
    tags: ["Account"],
    summary: "Change the password (current, new, confirm); the other sessions end",
    request: {
      headers: languageHeaders,
      body: jsonBody(PasswordBody),
    },
    responses: { 200: success(z.null(), "Changed"), ...failures(401, 422, 500) },
  }),
  delete: createRoute({
    method: "post",
    path: "/user/delete",
    security: signedIn,
    tags: ["Account"],
    summary: "Delete the account: personal data goes, orders stay anonymised",
    request: { headers: languageHeaders, body: jsonBody(DeleteBody) },
    responses: { 200: success(z.null(), "Deleted"), ...failures(401, 409, 422, 500) },
  }),
};

export function userRoutes(app: ApiApp): void {
  app.openapi(routes.session, (c) => {
    const user = c.var.ctx.user;
    return ok(c, { is_logged_in: Boolean(user), user: user ? { id: user.id, name: user.name } : null });
  });

  app.openapi(routes.profile, async (c) => ok(c, await profile(c.var.ctx)));

  app.openapi(routes.update, async (c) => {
    const ctx = c.var.ctx;
    const user = signedInUser(ctx);
    const form = (c.req.valid("form") ?? {}) as z.infer<typeof ProfileForm>;
    const avatar =
      form.avatar && form.avatar.size > 0
        ? await saveAvatar(user.id, new Uint8Array(await form.avatar.arrayBuffer()))
        : undefined;
    const updated = await updateProfile(ctx, { name: form.name, phone: form.phone, avatar }).catch(
      async (error: unknown) => {
        await removeUpload(avatar); // the profile never pointed at it
        throw error;
      },
    );
    return ok(c, updated, translate({ key: "account.profile_saved" }, ctx.lang));
  });

  app.openapi(routes.password, async (c) => {
    const body = c.req.valid("json");
    await changePassword(c.var.ctx, {
      currentPassword: body.current_password,
      password: body.password,
      keepToken: requestToken(c),
    });
    return ok(c, null, translate({ key: "account.password_changed" }, c.var.ctx.lang));
  });

  app.openapi(routes.delete, async (c) => {
    await deleteAccount(c.var.ctx, c.req.valid("json"));
    deleteCookie(c, AUTH_COOKIE, { path: "/" });
    return ok(c, null, translate({ key: "account.deleted" }, c.var.ctx.lang));
  });
}
