import { and, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { VISIBILITY, banners } from "../../platform/db/schema/index.ts";

/** A banner shows while it is on and now is inside its schedule (an open end when null). */
export function bannerIsLive(): SQL {
  const now = sql`now()`;
  return and(
    eq(banners.status, VISIBILITY.public),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  ) as SQL;
}
