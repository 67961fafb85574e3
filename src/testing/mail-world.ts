import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { rateLimits } from "../server/platform/db/schema/index.ts";
import { configureMail } from "../server/platform/mail/mailer.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { startApiServer, type ApiTestServer } from "./server.ts";
import { startTestSmtp, type TestSmtp } from "./test-smtp.ts";

export interface MailWorld {
  database: TestDatabase;
  server: ApiTestServer;
  smtp: TestSmtp;
}

/**
 * For one test file: a migrated database, a real SMTP server the shop mails to, and the API on a
 * real port. `freshAddress`: every request comes from one client address, so each test starts as if
 * from a new one (its address limits forgotten). `trustProxy`: tests choose their address by
 * X-Forwarded-For.
 */
export function useMailWorld(options: { freshAddress?: boolean; trustProxy?: boolean } = {}): MailWorld {
  const world = {} as MailWorld;
  beforeAll(async () => {
    world.database = await createTestDatabase();
    world.smtp = await startTestSmtp();
    configureMail({ smtpUrl: world.smtp.url });
    world.server = await startApiServer({
      db: world.database.db,
      ...(options.trustProxy ? { trustProxy: true } : {}),
    });
  });
  if (options.freshAddress) {
    beforeEach(() =>
      world.database.db
        .delete(rateLimits)
        .where(sql`${rateLimits.key} like '%:address:%' or ${rateLimits.key} like '%:pair:%'`),
    );
  }
  afterAll(async () => {
    await world.server.close();
    await world.smtp.close();
    await world.database.close();
  });
  return world;
}
