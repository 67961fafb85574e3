import { requestContextOf } from "../../layouts/common-data.ts";
import { sourceListing } from "../../server/modules/catalog/index.ts";
import { listingOptionsFromUrl } from "../../server/modules/catalog/index.ts";
import { herePath, sourceIdsFrom } from "./page-context.ts";

export type SourceListingPage = Awaited<ReturnType<typeof loadSourceListing>>;

/** Reads the source ids and listing options of the URL and loads the listing (undefined: answer 404). */
export async function loadSourceListing<K extends string>(
  locals: App.Locals,
  url: URL,
  names: readonly K[],
  required?: K,
) {
  const ids = sourceIdsFrom(url.searchParams, names, required);
  const { options, query } = listingOptionsFromUrl(url.searchParams);
  const listing = ids ? await sourceListing(requestContextOf(locals), ids, options) : undefined;
  const heading = listing?.title ?? locals.t("catalog.allProducts");
  return { listing, query, heading, here: herePath(locals, url) };
}
