import { requestContextOf } from "../../layouts/common-data.ts";
import { categoryListing, listingOptionsFromUrl } from "../../server/modules/catalog/index.ts";
import { herePath } from "./page-context.ts";

export type CategoryListingPage = Awaited<ReturnType<typeof loadCategoryListing>>;

/** Loads the listing of a category or sub-category by its slugs, with the URL's options (no listing: 404). */
export async function loadCategoryListing(
  locals: App.Locals,
  url: URL,
  slugs: { category: string; sub_category?: string },
) {
  const { options, query } = listingOptionsFromUrl(url.searchParams);
  const listing = await categoryListing(requestContextOf(locals), slugs, options);
  const heading = listing?.title ?? locals.t("catalog.products");
  return { listing, query, heading, here: herePath(locals, url) };
}
