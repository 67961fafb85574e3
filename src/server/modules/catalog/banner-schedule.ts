import { and, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { VISIBILITY, banners, sliderItems } from "../../platform/db/schema/index.ts";

interface Scheduled {
  status: PgColumn;
  startsAt: PgColumn;
  endsAt: PgColumn;
}

/** A banner or slide shows while it is on and now is inside its schedule (an open end when null). */
function isLive(table: Scheduled): SQL {
  const now = sql`now()`;
  return and(
    eq(table.status, VISIBILITY.public),
    or(isNull(table.startsAt), lte(table.startsAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  ) as SQL;
}

export const bannerIsLive = (): SQL => isLive(banners);
export const slideIsLive = (): SQL => isLive(sliderItems);
