import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Capability } from "../server/modules/accounts/index.ts";
import {
  customScripts,
  languages,
  ledgerEntries,
  paymentMethods,
  payoutRequests,
  productImages,
} from "../server/platform/db/schema/index.ts";
import type { Call } from "./authorization-matrix.ts";
import { MENU_MATRIX } from "./menu-matrix.ts";
import { productForm, type ConsoleRole, type ConsoleWorld } from "./console-world.ts";
import { freshPart } from "./order-fixtures.ts";
import { deliveredPartWithReturn } from "./return-fixtures.ts";
import {
  bannerForm,
  freshBanner,
  freshBannerWithDraft,
  freshHomeDraft,
  freshSlide,
  homeForm,
  scriptForm,
  freshPage,
  freshPageWithDraft,
  freshRedirect,
  pageForm,
} from "./content-fixtures.ts";
import {
  categoryForm,
  freshAttributeValue,
  freshCategory,
  freshSubCategory,
  freshNamed,
  namedForm,
} from "./taxonomy-fixtures.ts";
import { freshContactMessage, freshPerson, freshReview, freshSubscriber } from "./moderation-fixtures.ts";
import {
  flashSaleForm,
  freshBundleDeal,
  freshFlashSale,
  freshSaleProduct,
  freshVoucher,
  voucherForm,
} from "./promotion-fixtures.ts";

/**
 * Every console route of the API document and how it is tried (console-authorization.test.ts):
 * as nobody (401), as each role (403 without the capability) and as the other seller. `scoped`:
 * the call names the first store's data, which the other seller must not find (404). `call` makes
 * a fresh target each time, so every allowed role finds the state its action needs.
 */
export interface ConsoleEntry {
  capability: Capability | "console";
  scoped: boolean;
  call: (w: ConsoleWorld) => Call | Promise<Call>;
  /** Statuses that differ from what the permission table alone says. */
  expect?: Partial<Record<ConsoleRole, number>>;
}

const note = { delta: 1, note: "Counted the shelf again" };

/** A fresh custom script, off, on the FAQ page. */
async function freshScript(w: ConsoleWorld) {
  const [row] = await w.db
    .insert(customScripts)
    .values({
      name: "Matrix",
      routePattern: "/faq",
      bodyScript: true,
      bodyScriptCode: "<script>1</script>",
      status: 2,
    })
    .returning({ id: customScripts.id });
  return (row as { id: number }).id;
}

/** An 8 × 8 grey PNG, as an upload form's file. */
async function smallPng() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

/** A picture of the first store's product (a shared seed file: deleting it leaves the file). */
async function pictureOf(w: ConsoleWorld) {
  const [row] = await w.db
    .insert(productImages)
    .values({ productId: w.product.id, image: "/uploads/seed/matrix.png" })
    .returning({ id: productImages.id });
  return `/console/products/${w.product.id}/pictures/${(row as { id: number }).id}`;
}

/** A fresh return of the first store's product in `status`. */
const returnOf = (w: ConsoleWorld, status: "requested" | "approved" | "received") =>
  deliveredPartWithReturn(w.db, { storeId: w.store.id, productId: w.product.id }, status);

export const CONSOLE_MATRIX: Record<string, ConsoleEntry> = {
  "GET /console/me": { capability: "console", scoped: false, call: () => ({ path: "/console/me" }) },
  // Menus and links (editors and admins): their entries live beside their fixtures.
  ...MENU_MATRIX,
  "GET /console/taxonomy": {
    capability: "products.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy" }),
  },
  "GET /console/products": {
    capability: "products.manage",
    scoped: false,
    call: () => ({ path: "/console/products", query: { per_page: 100 } }),
  },
  "GET /console/products/{id}": {
    capability: "products.manage",
    scoped: true,
    call: (w) => ({ path: `/console/products/${w.product.id}` }),
  },
  "POST /console/products": {
    capability: "products.manage",
    scoped: false,
    call: (w) => ({ path: "/console/products", json: productForm(w) }),
  },
  "PUT /console/products/{id}": {
    capability: "products.manage",
    scoped: true,
    call: async (w) => ({ path: `/console/products/${await w.productIn("draft")}`, json: productForm(w) }),
  },
  "POST /console/bulk/products": {
    capability: "products.manage",
    scoped: false,
    call: async (w) => ({
      path: "/console/bulk/products",
      json: { ids: [await w.productIn("draft")], action: "publish" },
    }),
  },
  "POST /console/products/{id}/submit": {
    capability: "products.manage",
    scoped: true,
    call: async (w) => ({ path: `/console/products/${await w.productIn("draft")}/submit` }),
  },
  "POST /console/products/{id}/approve": {
    capability: "products.approve",
    scoped: true,
    call: async (w) => ({ path: `/console/products/${await w.productIn("submitted")}/approve` }),
  },
  "POST /console/products/{id}/reject": {
    capability: "products.approve",
    scoped: true,
    call: async (w) => ({
      path: `/console/products/${await w.productIn("submitted")}/reject`,
      json: { reason: "Blurred pictures" },
    }),
  },
  "POST /console/products/{id}/publish": {
    capability: "products.manage",
    scoped: true,
    call: async (w) => ({ path: `/console/products/${await w.productIn("draft")}/publish` }),
  },
  "POST /console/products/{id}/unpublish": {
    capability: "products.manage",
    scoped: true,
    call: async (w) => ({ path: `/console/products/${await w.productIn("published")}/unpublish` }),
  },
  "POST /console/inventories/{id}/adjust": {
    capability: "products.manage",
    scoped: true,
    call: (w) => ({ path: `/console/inventories/${w.variants[0]?.id}/adjust`, json: note }),
  },
  "POST /console/products/{id}/adjust-stock": {
    capability: "products.manage",
    scoped: true,
    call: (w) => ({ path: `/console/products/${w.product.id}/adjust-stock`, json: note }),
  },
  "GET /console/products/{id}/stock-movements": {
    capability: "products.manage",
    scoped: true,
    call: (w) => ({ path: `/console/products/${w.variantProduct.id}/stock-movements` }),
  },
  "GET /console/products/{id}/pictures": {
    capability: "products.manage",
    scoped: true,
    call: (w) => ({ path: `/console/products/${w.product.id}/pictures` }),
  },
  "POST /console/products/{id}/pictures": {
    capability: "products.manage",
    scoped: true,
    call: async (w) => ({
      path: `/console/products/${w.product.id}/pictures`,
      form: { file: await smallPng(), alt: "Matrix" },
    }),
  },
  "PUT /console/products/{id}/pictures/{pictureId}": {
    capability: "products.manage",
    scoped: true,
    call: async (w) => ({ path: await pictureOf(w), json: { alt: { en: "Front" } } }),
  },
  "DELETE /console/products/{id}/pictures/{pictureId}": {
    capability: "products.manage",
    scoped: true,
    call: async (w) => ({ path: await pictureOf(w) }),
  },
  "POST /console/products/{id}/picture-order": {
    capability: "products.manage",
    scoped: true,
    call: async (w) => {
      const ids = await w.db
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.productId, w.product.id));
      return {
        path: `/console/products/${w.product.id}/picture-order`,
        json: { ids: ids.map((r) => r.id) },
      };
    },
  },
  "GET /console/returns": {
    capability: "returns.manage",
    scoped: false,
    call: () => ({ path: "/console/returns" }),
  },
  "GET /console/returns/{id}": {
    capability: "returns.manage",
    scoped: true,
    call: async (w) => ({ path: `/console/returns/${(await returnOf(w, "requested")).returnId}` }),
  },
  "POST /console/returns/{id}/approve": {
    capability: "returns.manage",
    scoped: true,
    call: async (w) => ({ path: `/console/returns/${(await returnOf(w, "requested")).returnId}/approve` }),
  },
  "POST /console/returns/{id}/reject": {
    capability: "returns.manage",
    scoped: true,
    call: async (w) => ({
      path: `/console/returns/${(await returnOf(w, "requested")).returnId}/reject`,
      json: { reason: "Worn outside" },
    }),
  },
  "POST /console/returns/{id}/receive": {
    capability: "returns.manage",
    scoped: true,
    call: async (w) => ({
      path: `/console/returns/${(await returnOf(w, "approved")).returnId}/receive`,
      json: { restock: true },
    }),
  },
  "POST /console/returns/{id}/refund": {
    capability: "returns.manage",
    scoped: true,
    call: async (w) => {
      const { returnId } = await returnOf(w, "received");
      return {
        path: `/console/returns/${returnId}/refund`,
        json: { idempotency_key: `matrix-return-${returnId}`, manual_reference: "BT-MATRIX-1" },
      };
    },
  },
  "POST /console/part-refunds": {
    capability: "returns.manage",
    scoped: false,
    // Refunds outside a return are the admin's: sellers refund through their returns.
    expect: { seller: 403, otherSeller: 403 },
    call: async (w) => {
      const { partId } = await returnOf(w, "requested");
      return {
        path: "/console/part-refunds",
        json: {
          part_id: partId,
          amount: 100,
          reason: "Goodwill",
          idempotency_key: `matrix-part-${partId}`,
          manual_reference: "BT-MATRIX-2",
        },
      };
    },
  },
  "GET /console/audit": { capability: "audit.view", scoped: false, call: () => ({ path: "/console/audit" }) },
  "GET /console/seller-applications": {
    capability: "sellers.manage",
    scoped: false,
    call: () => ({ path: "/console/seller-applications" }),
  },
  "POST /console/seller-applications/{id}/approve": {
    capability: "sellers.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/seller-applications/${await w.pendingApplication()}/approve` }),
  },
  "POST /console/seller-applications/{id}/reject": {
    capability: "sellers.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/seller-applications/${await w.pendingApplication()}/reject`,
      json: { reason: "Not enough detail" },
    }),
  },
  "GET /console/product-exports": {
    capability: "products.manage",
    scoped: true,
    call: (w) => ({ path: "/console/product-exports", query: { store_id: w.store.id } }),
  },
  "POST /console/product-import-checks": {
    capability: "products.manage",
    scoped: true,
    call: (w) => ({ path: "/console/product-import-checks", form: importForm(w) }),
  },
  "POST /console/product-imports": {
    capability: "products.manage",
    scoped: true,
    call: (w) => ({ path: "/console/product-imports", form: importForm(w) }),
  },
  "GET /console/product-imports/{id}": {
    capability: "products.manage",
    scoped: true,
    call: async (w) => ({ path: `/console/product-imports/${await w.importJob()}` }),
  },
  // Content (editors and admins)
  "GET /console/content/banners": {
    capability: "content.manage",
    scoped: false,
    call: () => ({ path: "/console/content/banners" }),
  },
  "GET /console/content/banners/{id}": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/banners/${(await freshBanner(w.db)).id}` }),
  },
  "PUT /console/content/banners/{id}": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/content/banners/${(await freshBanner(w.db)).id}`,
      json: bannerForm(),
    }),
  },
  "POST /console/content/banners/{id}/picture": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/content/banners/${(await freshBanner(w.db)).id}/picture`,
      form: { file: await smallPng() },
    }),
  },
  "POST /console/content/banners/{id}/publish": {
    capability: "pages.publish",
    scoped: false,
    call: async (w) => ({
      path: `/console/content/banners/${(await freshBannerWithDraft(w.db)).id}/publish`,
    }),
  },
  "POST /console/content/banners/{id}/versions/{versionId}/restore": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => {
      const banner = await freshBannerWithDraft(w.db);
      return { path: `/console/content/banners/${banner.id}/versions/${banner.versionId}/restore` };
    },
  },
  "POST /console/content/banners/{id}/preview-link": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/banners/${(await freshBanner(w.db)).id}/preview-link` }),
  },
  "GET /console/content/home": {
    capability: "content.manage",
    scoped: false,
    call: () => ({ path: "/console/content/home" }),
  },
  "PUT /console/content/home": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: "/console/content/home", json: await homeForm(w.db) }),
  },
  "POST /console/content/home/slides/{id}/picture": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/content/home/slides/${(await freshSlide(w.db)).id}/picture`,
      form: { file: await smallPng() },
    }),
  },
  "POST /console/content/home/slides": {
    capability: "content.manage",
    scoped: false,
    call: async () => ({
      path: "/console/content/home/slides",
      form: { file: await smallPng(), title: "New slide" },
    }),
  },
  "DELETE /console/content/home/slides/{id}": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/home/slides/${(await freshSlide(w.db)).id}` }),
  },
  "PUT /console/content/home/featured": {
    capability: "promotions.manage",
    scoped: false,
    expect: { seller: 403, otherSeller: 403 },
    call: async (w) => ({ path: "/console/content/home/featured", json: { product_ids: [w.product.id] } }),
  },
  "POST /console/content/home/publish": {
    capability: "pages.publish",
    scoped: false,
    call: async (w) => {
      await freshHomeDraft(w.db);
      return { path: "/console/content/home/publish" };
    },
  },
  "POST /console/content/home/versions/{versionId}/restore": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/home/versions/${await freshHomeDraft(w.db)}/restore` }),
  },
  "GET /console/content/rebuild": {
    capability: "pages.publish",
    scoped: false,
    call: () => ({ path: "/console/content/rebuild" }),
  },
  "POST /console/content/rebuild": {
    capability: "pages.publish",
    scoped: false,
    call: () => ({ path: "/console/content/rebuild" }),
    // The API alone (no page renderer in this process) cannot rebuild: allowed callers get 409.
    expect: { editor: 409, admin: 409 },
  },
  // Custom scripts (admins only)
  "GET /console/content/scripts": {
    capability: "scripts.manage",
    scoped: false,
    call: () => ({ path: "/console/content/scripts" }),
  },
  "POST /console/content/scripts": {
    capability: "scripts.manage",
    scoped: false,
    call: () => ({ path: "/console/content/scripts", json: scriptForm() }),
  },
  "PUT /console/content/scripts/{id}": {
    capability: "scripts.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/scripts/${await freshScript(w)}`, json: scriptForm() }),
  },
  "DELETE /console/content/scripts/{id}": {
    capability: "scripts.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/scripts/${await freshScript(w)}` }),
  },
  "GET /console/content/pages": {
    capability: "content.manage",
    scoped: false,
    call: () => ({ path: "/console/content/pages" }),
  },
  "POST /console/content/pages": {
    capability: "content.manage",
    scoped: false,
    call: () => ({ path: "/console/content/pages", json: pageForm() }),
  },
  "GET /console/content/pages/{id}": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/pages/${(await freshPage(w.db)).id}` }),
  },
  "PUT /console/content/pages/{id}": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/pages/${(await freshPage(w.db)).id}`, json: pageForm() }),
  },
  "DELETE /console/content/pages/{id}": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/pages/${(await freshPage(w.db)).id}` }),
  },
  "POST /console/content/pages/{id}/publish": {
    capability: "pages.publish",
    scoped: false,
    call: async (w) => ({ path: `/console/content/pages/${(await freshPageWithDraft(w.db)).id}/publish` }),
  },
  "POST /console/content/pages/{id}/versions/{versionId}/restore": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => {
      const page = await freshPageWithDraft(w.db);
      return { path: `/console/content/pages/${page.id}/versions/${page.versionId}/restore` };
    },
  },
  "POST /console/content/pages/{id}/preview-link": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/pages/${(await freshPage(w.db)).id}/preview-link` }),
  },
  "GET /console/content/redirects": {
    capability: "content.manage",
    scoped: false,
    call: () => ({ path: "/console/content/redirects" }),
  },
  "POST /console/content/redirects": {
    capability: "content.manage",
    scoped: false,
    call: () => ({
      path: "/console/content/redirects",
      json: { from: `/gone-${Math.random().toString(36).slice(2)}`, to: "/", code: 301 },
    }),
  },
  "DELETE /console/content/redirects/{id}": {
    capability: "content.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/content/redirects/${await freshRedirect(w.db)}` }),
  },
  // Catalogue structure (editors and admins)
  "GET /console/taxonomy/categories": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/categories" }),
  },
  "POST /console/taxonomy/categories": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/categories", json: categoryForm() }),
  },
  "PUT /console/taxonomy/categories/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/categories/${(await freshCategory(w.db)).id}`,
      json: categoryForm(),
    }),
  },
  "POST /console/taxonomy/categories/{id}/move": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/categories/${(await freshCategory(w.db)).id}/move`,
      json: { direction: "up" },
    }),
  },
  "DELETE /console/taxonomy/categories/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/taxonomy/categories/${(await freshCategory(w.db)).id}` }),
  },
  // The order desk: a seller's own store's parts, every part for admins
  "GET /console/order-parts": {
    capability: "orders.manage",
    scoped: false,
    call: () => ({ path: "/console/order-parts" }),
  },
  "GET /console/order-parts/{id}": {
    capability: "orders.manage",
    scoped: true,
    call: async (w) => ({ path: `/console/order-parts/${await freshPart(w.db, w.store.id)}` }),
  },
  "POST /console/order-parts/{id}/status": {
    capability: "orders.manage",
    scoped: true,
    call: async (w) => ({
      path: `/console/order-parts/${await freshPart(w.db, w.store.id)}/status`,
      json: { status: 2 },
    }),
  },
  "POST /console/bulk/order-parts/confirm": {
    capability: "orders.manage",
    scoped: false,
    call: async (w) => ({
      path: "/console/bulk/order-parts/confirm",
      json: { ids: [await freshPart(w.db, w.store.id)] },
    }),
  },
  "GET /console/order-parts/{id}/documents/{kind}": {
    capability: "orders.manage",
    scoped: true,
    call: async (w) => ({
      path: `/console/order-parts/${await freshPart(w.db, w.store.id)}/documents/invoice`,
    }),
  },
  "GET /console/new-order-parts": {
    capability: "orders.manage",
    scoped: false,
    call: () => ({ path: "/console/new-order-parts" }),
  },
  // The dashboard (every console role; what it holds depends on the role)
  "GET /console/dashboard": {
    capability: "console",
    scoped: false,
    call: () => ({ path: "/console/dashboard" }),
  },
  "POST /console/taxonomy/categories/{id}/picture": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/categories/${(await freshCategory(w.db)).id}/picture`,
      form: { file: await smallPng() },
    }),
  },
  "DELETE /console/taxonomy/categories/{id}/picture": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/taxonomy/categories/${(await freshCategory(w.db)).id}/picture` }),
  },
  "POST /console/taxonomy/categories/{id}/sub-categories": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/categories/${(await freshCategory(w.db)).id}/sub-categories`,
      json: categoryForm(),
    }),
  },
  "PUT /console/taxonomy/sub-categories/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/sub-categories/${(await freshSubCategory(w.db)).id}`,
      json: categoryForm(),
    }),
  },
  "POST /console/taxonomy/sub-categories/{id}/move": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/sub-categories/${(await freshSubCategory(w.db)).id}/move`,
      json: { direction: "up" },
    }),
  },
  "DELETE /console/taxonomy/sub-categories/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/taxonomy/sub-categories/${(await freshSubCategory(w.db)).id}` }),
  },
  "GET /console/taxonomy/brands": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/brands", query: { q: "a" } }),
  },
  "POST /console/taxonomy/brands": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/brands", json: namedForm("brands") }),
  },
  "PUT /console/taxonomy/brands/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/brands/${(await freshNamed(w.db, "brands")).id}`,
      json: namedForm("brands"),
    }),
  },
  "DELETE /console/taxonomy/brands/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/taxonomy/brands/${(await freshNamed(w.db, "brands")).id}` }),
  },
  "GET /console/taxonomy/collections": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/collections", query: { q: "a" } }),
  },
  "POST /console/taxonomy/collections": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/collections", json: namedForm("collections") }),
  },
  "PUT /console/taxonomy/collections/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/collections/${(await freshNamed(w.db, "collections")).id}`,
      json: namedForm("collections"),
    }),
  },
  "DELETE /console/taxonomy/collections/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/collections/${(await freshNamed(w.db, "collections")).id}`,
    }),
  },
  "GET /console/taxonomy/tags": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/tags", query: { q: "a" } }),
  },
  "POST /console/taxonomy/tags": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/tags", json: namedForm("tags") }),
  },
  "PUT /console/taxonomy/tags/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/tags/${(await freshNamed(w.db, "tags")).id}`,
      json: namedForm("tags"),
    }),
  },
  "DELETE /console/taxonomy/tags/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/taxonomy/tags/${(await freshNamed(w.db, "tags")).id}` }),
  },
  "POST /console/taxonomy/attributes": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/attributes", json: namedForm("attributes") }),
  },
  "PUT /console/taxonomy/attributes/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/attributes/${(await freshNamed(w.db, "attributes")).id}`,
      json: namedForm("attributes"),
    }),
  },
  "DELETE /console/taxonomy/attributes/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/attributes/${(await freshNamed(w.db, "attributes")).id}`,
    }),
  },
  "GET /console/taxonomy/attributes": {
    capability: "taxonomy.manage",
    scoped: false,
    call: () => ({ path: "/console/taxonomy/attributes" }),
  },
  "POST /console/taxonomy/attributes/{id}/values": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/attributes/${(await freshNamed(w.db, "attributes")).id}/values`,
      json: { ...namedForm("tags"), color: "#112233" },
    }),
  },
  "PUT /console/taxonomy/attribute-values/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/attribute-values/${(await freshAttributeValue(w.db)).id}`,
      json: { ...namedForm("tags"), color: null },
    }),
  },
  "DELETE /console/taxonomy/attribute-values/{id}": {
    capability: "taxonomy.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/taxonomy/attribute-values/${(await freshAttributeValue(w.db)).id}`,
    }),
  },
  // Sellers' money (ledger module)
  "GET /console/money/stores/{id}": {
    capability: "money.view",
    scoped: true,
    call: (w) => ({ path: `/console/money/stores/${w.store.id}` }),
  },
  "GET /console/money/stores/{id}/entries": {
    capability: "money.view",
    scoped: true,
    call: (w) => ({ path: `/console/money/stores/${w.store.id}/entries` }),
  },
  "POST /console/money/stores/{id}/payout-requests": {
    capability: "money.view",
    scoped: true,
    call: async (w) => ({
      path: `/console/money/stores/${await storeWithMoney(w, 100)}/payout-requests`,
      json: { amount: 100 },
    }),
  },
  "GET /console/money/balances": {
    capability: "payouts.record",
    scoped: false,
    call: () => ({ path: "/console/money/balances" }),
  },
  "POST /console/money/stores/{id}/payouts": {
    capability: "payouts.record",
    scoped: false,
    call: async (w) => ({
      path: `/console/money/stores/${await storeWithMoney(w, 100)}/payouts`,
      json: { amount: 100, reference: "MATRIX-1" },
    }),
  },
  "GET /console/commission": {
    capability: "settings.manage",
    scoped: false,
    call: () => ({ path: "/console/commission" }),
  },
  "PUT /console/commission/shop": {
    capability: "settings.manage",
    scoped: false,
    call: () => ({ path: "/console/commission/shop", json: { percent: 10 } }),
  },
  "PUT /console/commission/stores/{id}": {
    capability: "settings.manage",
    scoped: false,
    call: (w) => ({ path: `/console/commission/stores/${w.store.id}`, json: { percent: 10 } }),
  },
  "PUT /console/commission/categories/{id}": {
    capability: "settings.manage",
    scoped: false,
    call: (w) => ({ path: `/console/commission/categories/${w.category}`, json: { percent: null } }),
  },
  "GET /console/settings": {
    capability: "settings.manage",
    scoped: false,
    call: () => ({ path: "/console/settings" }),
  },
  "PUT /console/settings/shop": {
    capability: "settings.manage",
    scoped: false,
    call: () => ({
      path: "/console/settings/shop",
      json: {
        site_name: "Matrix Shop",
        email: null,
        phone: null,
        address: null,
        currency: "USD",
        currency_icon: "$",
        currency_position: 1,
        decimal_format: "en-US",
        vendor_registration: true,
        product_approval: false,
        return_days: 14,
        mail_from: null,
      },
    }),
  },
  "PUT /console/settings/languages": {
    capability: "settings.manage",
    scoped: false,
    call: async (w) => {
      await w.db
        .insert(languages)
        .values({ code: "en", name: "English", isDefault: true, predefined: true })
        .onConflictDoNothing();
      return { path: "/console/settings/languages", json: { languages: ["en"] } };
    },
  },
  "PUT /console/settings/payment-methods/{id}": {
    capability: "settings.manage",
    scoped: false,
    call: async (w) => {
      await w.db.insert(paymentMethods).values({ id: 2, name: "Cash on delivery" }).onConflictDoNothing();
      return { path: "/console/settings/payment-methods/2", json: { enabled: true } };
    },
  },
  "POST /console/settings/payment-methods/{id}/test": {
    capability: "settings.manage",
    scoped: false,
    // Without keys the gateway is not asked: the answer says so.
    call: () => ({ path: "/console/settings/payment-methods/3/test" }),
  },
  // Vouchers are the admins'; sellers' promotions reach only their own store's flash sale entries.
  "GET /console/vouchers": {
    capability: "promotions.manage",
    scoped: false,
    expect: { seller: 403, otherSeller: 403 },
    call: () => ({ path: "/console/vouchers", query: { q: "a" } }),
  },
  "GET /console/vouchers/{id}": {
    capability: "promotions.manage",
    scoped: false,
    expect: { seller: 403, otherSeller: 403 },
    call: async (w) => ({ path: `/console/vouchers/${await freshVoucher(w.db)}` }),
  },
  "POST /console/vouchers": {
    capability: "promotions.manage",
    scoped: false,
    expect: { seller: 403, otherSeller: 403 },
    call: () => ({ path: "/console/vouchers", json: voucherForm() }),
  },
  "PUT /console/vouchers/{id}": {
    capability: "promotions.manage",
    scoped: false,
    expect: { seller: 403, otherSeller: 403 },
    call: async (w) => ({ path: `/console/vouchers/${await freshVoucher(w.db)}`, json: voucherForm() }),
  },
  // Bundle deals are the admins' to switch; sellers edit their own products' deals on the product form.
  "GET /console/bundle-deals": {
    capability: "promotions.manage",
    scoped: false,
    expect: { seller: 403, otherSeller: 403 },
    call: () => ({ path: "/console/bundle-deals", query: { q: "a" } }),
  },
  "PUT /console/bundle-deals/{id}/active": {
    capability: "promotions.manage",
    scoped: false,
    expect: { seller: 403, otherSeller: 403 },
    call: async (w) => ({
      path: `/console/bundle-deals/${(await freshBundleDeal(w.db, w.store.id)).id}/active`,
      json: { active: false },
    }),
  },
  "GET /console/flash-sales": {
    capability: "promotions.manage",
    scoped: false,
    call: async (w) => {
      await freshFlashSale(w.db, w.store.id, w.marker);
      return { path: "/console/flash-sales" };
    },
  },
  // Every seller sees every sale, to put its products in one, but only its own store's entries.
  "GET /console/flash-sales/{id}": {
    capability: "promotions.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/flash-sales/${(await freshFlashSale(w.db, w.store.id, w.marker)).id}`,
    }),
  },
  "PUT /console/flash-sales/{id}/entries": {
    capability: "promotions.manage",
    scoped: true,
    call: async (w) => {
      const sale = await freshFlashSale(w.db, w.otherStore.id);
      const productId = await freshSaleProduct(w.db, w.store.id, w.marker);
      return {
        path: `/console/flash-sales/${sale.id}/entries`,
        json: { products: [{ product_id: productId, flash_price: 400, allotment: 3 }] },
      };
    },
  },
  "POST /console/flash-sales": {
    capability: "promotions.manage",
    scoped: false,
    expect: { seller: 403, otherSeller: 403 },
    call: async (w) => ({
      path: "/console/flash-sales",
      json: flashSaleForm(await freshSaleProduct(w.db, w.otherStore.id)),
    }),
  },
  "PUT /console/flash-sales/{id}": {
    capability: "promotions.manage",
    scoped: false,
    expect: { seller: 403, otherSeller: 403 },
    call: async (w) => {
      const sale = await freshFlashSale(w.db, w.otherStore.id);
      return { path: `/console/flash-sales/${sale.id}`, json: flashSaleForm(sale.productId) };
    },
  },
  "GET /console/people": {
    capability: "people.manage",
    scoped: false,
    call: () => ({ path: "/console/people", query: { role: "customer" } }),
  },
  "POST /console/people/{id}/block": {
    capability: "people.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/people/${(await freshPerson(w.db)).id}/block`,
      json: { reason: "Fraudulent orders" },
    }),
  },
  "POST /console/people/{id}/unblock": {
    capability: "people.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/people/${(await freshPerson(w.db)).id}/unblock` }),
  },
  "POST /console/people/{id}/sign-out": {
    capability: "people.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/people/${(await freshPerson(w.db)).id}/sign-out` }),
  },
  "POST /console/people/{id}/password-reset": {
    capability: "people.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/people/${(await freshPerson(w.db)).id}/password-reset` }),
  },
  "PUT /console/people/{id}/role": {
    capability: "people.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/people/${(await freshPerson(w.db)).id}/role`,
      json: { role: "editor" },
    }),
  },
  "GET /console/reviews": {
    capability: "reviews.moderate",
    scoped: false,
    call: () => ({ path: "/console/reviews", query: { hidden: "true" } }),
  },
  "PUT /console/reviews/{id}/hidden": {
    capability: "reviews.moderate",
    scoped: false,
    call: async (w) => ({
      path: `/console/reviews/${(await freshReview(w.db, { storeId: w.otherStore.id, productId: w.otherProduct.id })).id}/hidden`,
      json: { hidden: true },
    }),
  },
  "PUT /console/reviews/{id}/answer": {
    capability: "reviews.moderate",
    scoped: false,
    call: async (w) => ({
      path: `/console/reviews/${(await freshReview(w.db, { storeId: w.otherStore.id, productId: w.otherProduct.id })).id}/answer`,
      json: { answer: "Thank you!" },
    }),
  },
  "GET /console/messages": {
    capability: "messages.manage",
    scoped: false,
    call: () => ({ path: "/console/messages" }),
  },
  "GET /console/messages/{id}": {
    capability: "messages.manage",
    scoped: false,
    call: async (w) => ({ path: `/console/messages/${(await freshContactMessage(w.db)).id}` }),
  },
  "PUT /console/messages/{id}/handled": {
    capability: "messages.manage",
    scoped: false,
    call: async (w) => ({
      path: `/console/messages/${(await freshContactMessage(w.db)).id}/handled`,
      json: { handled: true },
    }),
  },
  "GET /console/newsletter": {
    capability: "newsletter.manage",
    scoped: false,
    call: async (w) => {
      await freshSubscriber(w.db);
      return { path: "/console/newsletter" };
    },
  },
  "GET /console/newsletter/export": {
    capability: "newsletter.manage",
    scoped: false,
    call: () => ({ path: "/console/newsletter/export" }),
  },
  // Categories only: an editor's list of every product's missing texts would show the first store's titles.
  "GET /console/translations/{lang}": {
    capability: "translations.manage",
    scoped: false,
    call: () => ({ path: "/console/translations/tr", query: { kind: "category" } }),
  },
  "PUT /console/translations/{lang}": {
    capability: "translations.manage",
    scoped: true,
    call: (w) => ({
      path: "/console/translations/fr",
      json: { kind: "product", id: w.product.id, title: "Écharpe" },
    }),
  },
};

/**
 * The first store with money to pay out and no open request: an admin's adjustment entry of
 * `amount` (entries are only ever added), and any open request closed.
 */
async function storeWithMoney(w: ConsoleWorld, amount: number) {
  await w.db.insert(ledgerEntries).values({
    storeId: w.store.id,
    kind: "adjustment",
    amount,
    currency: "USD",
    note: "Matrix",
  });
  await w.db
    .update(payoutRequests)
    .set({ status: "cancelled", closedAt: new Date() })
    .where(and(eq(payoutRequests.storeId, w.store.id), eq(payoutRequests.status, "open")));
  return w.store.id;
}

/** A product CSV with its header only: valid, and quick to apply. */
function importForm(w: ConsoleWorld) {
  const file = new File(["slug_en,title_en,category,selling\n"], "products.csv", { type: "text/csv" });
  return { file, store_id: String(w.store.id) };
}
