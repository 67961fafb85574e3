import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../db/client.ts";
import type { Gateways } from "../payments/registry.ts";
import { env } from "../env.ts";
import { log as processLogger, type Logger } from "../log.ts";
import { languageOf, requestContext, type ApiEnv } from "./context.ts";
import { failureBody } from "./envelope.ts";
import { AppError, STATUS_OF, isAppError } from "./errors.ts";
import { translate } from "./messages.ts";
import { refuseNulCharacters } from "./nul-characters.ts";
import { applySecurityHeaders, isHttps } from "./security-headers.ts";
import { validationHook } from "./validation.ts";
import { catalogRoutes } from "./v1/catalog.ts";
import { commonRoutes } from "./v1/common.ts";
import { localizationRoutes } from "./v1/localization.ts";
import { cartRoutes } from "./v1/cart.ts";
import { addressRoutes } from "./v1/address.ts";
import { voucherRoutes } from "./v1/voucher.ts";
import { orderRoutes } from "./v1/order.ts";
import { reviewRoutes } from "./v1/review.ts";
import { authRoutes } from "./v1/auth.ts";
import { userRoutes } from "./v1/user.ts";
import { sellerRoutes } from "./v1/seller.ts";
import { adminRoutes } from "./v1/admin.ts";
import { socialRoutes } from "./v1/social.ts";
import { contactRoutes } from "./v1/contact.ts";
import { flashSaleRoutes } from "./v1/flash-sale.ts";
import { miscRoutes } from "./v1/misc.ts";
import { pageRoutes } from "./v1/page.ts";
import { productRoutes } from "./v1/product.ts";
import { storeRoutes } from "./v1/store.ts";
import { listRoutes } from "./v1/lists.ts";

export const API_BASE = "/api/v1";

export type ApiApp = OpenAPIHono<ApiEnv>;

/** Every resource's routes; a new v1/<resource>.ts adds its function here. */
const RESOURCES: ((app: ApiApp) => void)[] = [
  commonRoutes,
  localizationRoutes,
  catalogRoutes,
  cartRoutes,
  addressRoutes,
  voucherRoutes,
  orderRoutes,
  reviewRoutes,
  productRoutes,
  flashSaleRoutes,
  storeRoutes,
  pageRoutes,
  contactRoutes,
  miscRoutes,
  authRoutes,
  userRoutes,
  sellerRoutes,
  adminRoutes,
  socialRoutes,
  listRoutes,
];

export interface AppOptions {
  /** The database requests use; default: the process-wide one, opened on first use. */
  db?: Db;
  logger?: Logger;
  /** The payment gateways requests use; default: configured from the environment. */
  gateways?: Gateways;
  /** Read the client address from X-Forwarded-For; default: the TRUST_PROXY setting. */
  trustProxy?: boolean;
}

function asAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  if (error instanceof HTTPException) {
    if (error.status === 401) return new AppError("unauthenticated", "server.unauthenticated");
    if (error.status === 403) return new AppError("forbidden", "server.forbidden");
    if (error.status === 404) return new AppError("no_route", "server.no_route");
    if (error.status === 415) return new AppError("invalid", "server.unsupported_media");
    if (error.status === 400) return new AppError("invalid", "validation.body_json");
  }
  return undefined;
}

/** The one place an error becomes a response: translated envelope + truthful HTTP status. */
function errorResponse(c: Context<ApiEnv>, error: unknown, logger: Logger) {
  const lang = c.var.ctx?.lang ?? languageOf(c);
  const known = asAppError(error);
  if (!known) {
    logger.error({ err: error, method: c.req.method, path: c.req.path }, "unexpected error");
  }
  const appError = known ?? new AppError("internal", "server.error");
  const { http, body } = STATUS_OF[appError.kind];
  const messages = appError.messages.map((m) => translate(m, lang));
  return c.json(failureBody(body, messages), http);
}

export function createApp(options: AppOptions = {}): ApiApp {
  const logger = options.logger ?? processLogger;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook, strict: false }).basePath(API_BASE);

  app.use(async (c, next) => {
    const started = performance.now();
    c.set("logger", logger);
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        lang: c.var.ctx?.lang ?? languageOf(c),
      },
      "request",
    );
  });
  app.use(async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, { https: isHttps(new URL(c.req.url), env.SITE_URL), kind: "api" });
  });
  app.use(
    requestContext({
      db: options.db,
      gateways: options.gateways,
      trustProxy: options.trustProxy ?? env.TRUST_PROXY,
    }),
  );
  app.use(refuseNulCharacters);

  for (const register of RESOURCES) register(app);

  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Modest Marketplace storefront API",
      version: "1",
      description:
        "Every answer is an envelope `{ status, data, message }`: status 200 on success; 201 with " +
        "`data.form` (translated messages) on a business or validation failure; 403 when not signed in. " +
        "Send the `Language` header (en, fr, ar, hi, tr) to choose the language of messages.",
    },
  });
  app.get(
    "/reference",
    Scalar({ url: `${API_BASE}/openapi.json`, pageTitle: "Modest Marketplace API reference" }),
  );

  app.notFound((c) => errorResponse(c, new AppError("no_route", "server.no_route"), logger));
  app.onError((error, c) => errorResponse(c, error, logger));
  return app;
}

let shared: ApiApp | undefined;

/** The app behind src/pages/api/v1/[...path].ts. */
export function apiApp(): ApiApp {
  shared ??= createApp();
  return shared;
}
