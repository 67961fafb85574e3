import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../platform/db/client.ts";
import type { Gateways } from "../platform/payments/gateway.ts";
import { env } from "../platform/env.ts";
import { log as processLogger, type Logger } from "../platform/log.ts";
import type { ApiApp, ApiEnv } from "../platform/api/app-type.ts";
import { languageOf, requestContext } from "./context.ts";
import { failureBody } from "../platform/api/envelope.ts";
import { AppError, STATUS_OF, isAppError } from "../core/errors.ts";
import { translate } from "../core/messages.ts";
import { refuseNulCharacters } from "./nul-characters.ts";
import { refuseCrossSiteWrites } from "./cross-site.ts";
import { guardRequests } from "./request-guards.ts";
import { applySecurityHeaders, isHttps } from "./security-headers.ts";
import { validationHook } from "../platform/api/validation.ts";
import { DOCUMENT_PATH, serveDocument } from "./openapi.ts";
import { catalogRoutes } from "../modules/catalog/catalog.routes.ts";
import { commonRoutes } from "../modules/common/routes.ts";
import { localizationRoutes } from "../modules/common/localization.routes.ts";
import { cartRoutes } from "../modules/cart/routes.ts";
import { addressRoutes } from "../modules/addresses/routes.ts";
import { voucherRoutes } from "../modules/promotions/voucher.routes.ts";
import { orderRoutes } from "../modules/orders/routes.ts";
import { orderPaymentRoutes } from "../modules/orders/payment.routes.ts";
import { reviewRoutes } from "../modules/orders/review.routes.ts";
import { returnRoutes } from "../modules/orders/return.routes.ts";
import { authRoutes } from "../modules/accounts/auth.routes.ts";
import { userRoutes } from "../modules/accounts/user.routes.ts";
import { sellerRoutes } from "../modules/accounts/seller.routes.ts";
import { adminRoutes } from "../modules/accounts/admin.routes.ts";
import { socialRoutes } from "../modules/accounts/social.routes.ts";
import { contactRoutes } from "../modules/content/contact.routes.ts";
import { flashSaleRoutes } from "../modules/promotions/flash-sale.routes.ts";
import { paymentRoutes } from "../modules/payments/routes.ts";
import { miscRoutes } from "../modules/content/misc.routes.ts";
import { pageRoutes } from "../modules/content/page.routes.ts";
import { productRoutes } from "../modules/catalog/product.routes.ts";
import { consoleTaxonomyRoutes } from "../modules/catalog/console-taxonomy.routes.ts";
import { consoleCategoryRoutes } from "../modules/catalog/console-categories.routes.ts";
import { consoleSubCategoryRoutes } from "../modules/catalog/console-sub-categories.routes.ts";
import { consoleNamedRoutes } from "../modules/catalog/console-named.routes.ts";
import { consoleBannerRoutes } from "../modules/content/console-banners.routes.ts";
import { consoleHomeRoutes } from "../modules/content/console-home.routes.ts";
import { consoleScriptRoutes } from "../modules/content/console-scripts.routes.ts";
import { rebuildRoutes } from "../modules/content/rebuild.routes.ts";
import { consolePageRoutes } from "../modules/content/console-pages.routes.ts";
import { storeRoutes } from "../modules/stores/routes.ts";
import { listRoutes } from "../modules/lists/routes.ts";
import { consoleAccountRoutes } from "../modules/accounts/console.routes.ts";
import { consoleSellerRoutes } from "../modules/accounts/console-sellers.routes.ts";
import { consoleProductRoutes } from "../modules/catalog/console-products.routes.ts";
import { productCsvRoutes } from "../modules/catalog/csv.routes.ts";
import { consolePictureRoutes } from "../modules/catalog/console-pictures.routes.ts";
import { auditRoutes } from "../modules/audit/routes.ts";
import { dashboardRoutes } from "../modules/dashboard/dashboard.routes.ts";
import { orderDeskRoutes } from "../modules/order-desk/index.ts";
import { ledgerRoutes } from "../modules/ledger/routes.ts";
import { settingsRoutes } from "../modules/settings/routes.ts";
import { syncStoredSettings } from "../modules/settings/index.ts";
import { consolePromotionRoutes } from "../modules/promotions/console-promotions.routes.ts";
import { consolePeopleRoutes } from "../modules/accounts/console-people.routes.ts";
import { consoleReviewRoutes } from "../modules/orders/console-reviews.routes.ts";
import { consoleInboxRoutes } from "../modules/content/console-inbox.routes.ts";
import { consoleTranslationRoutes } from "../modules/content/console-translations.routes.ts";
import { consoleMenuRoutes } from "../modules/content/console-menus.routes.ts";

export const API_BASE = "/api/v1";

export type { ApiApp };

/** Every resource's routes; a new v1/<resource>.ts adds its function here. */
const RESOURCES: ((app: ApiApp) => void)[] = [
  commonRoutes,
  localizationRoutes,
  catalogRoutes,
  cartRoutes,
  addressRoutes,
  voucherRoutes,
  orderRoutes,
  orderPaymentRoutes,
  reviewRoutes,
  returnRoutes,
  productRoutes,
  flashSaleRoutes,
  storeRoutes,
  pageRoutes,
  contactRoutes,
  paymentRoutes,
  miscRoutes,
  authRoutes,
  userRoutes,
  sellerRoutes,
  adminRoutes,
  socialRoutes,
  listRoutes,
  consoleAccountRoutes,
  consoleSellerRoutes,
  productCsvRoutes,
  consoleProductRoutes,
  consolePictureRoutes,
  consoleTaxonomyRoutes,
  consoleCategoryRoutes,
  consoleSubCategoryRoutes,
  consoleNamedRoutes,
  consoleBannerRoutes,
  consoleHomeRoutes,
  consoleScriptRoutes,
  rebuildRoutes,
  consolePageRoutes,
  auditRoutes,
  dashboardRoutes,
  orderDeskRoutes,
  ledgerRoutes,
  settingsRoutes,
  consolePromotionRoutes,
  consolePeopleRoutes,
  consoleReviewRoutes,
  consoleInboxRoutes,
  consoleTranslationRoutes,
  consoleMenuRoutes,
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
    if (error.status === 415) return new AppError("unsupported_media", "server.unsupported_media");
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
        method: c.env?.method ?? c.req.method,
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
  const { routeMiss } = guardRequests(app);
  app.use(refuseCrossSiteWrites(app, API_BASE));
  app.use(
    requestContext({
      db: options.db,
      gateways: options.gateways,
      trustProxy: options.trustProxy ?? env.TRUST_PROXY,
    }),
  );
  app.use(refuseNulCharacters);

  // The document and its reference need no database: answered before the stored settings are read.
  serveDocument(app, API_BASE);
  app.get(
    "/reference",
    Scalar({ url: `${API_BASE}${DOCUMENT_PATH}`, pageTitle: "Modest Marketplace API reference" }),
  );
  app.use(syncStoredSettings());

  for (const register of RESOURCES) register(app);

  app.notFound((c) => errorResponse(c, routeMiss(c), logger));
  app.onError((error, c) => errorResponse(c, error, logger));
  return app;
}

let shared: ApiApp | undefined;

/** The app behind src/pages/api/v1/[...path].ts. */
export function apiApp(): ApiApp {
  shared ??= createApp();
  return shared;
}
