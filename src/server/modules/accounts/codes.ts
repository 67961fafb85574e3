import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { oneTimeCodes, pendingSignups } from "../../platform/db/schema/index.ts";
import type { CodePurpose } from "../../platform/db/schema/enums.ts";
import { AppError } from "../../core/errors.ts";
import { hashToken, newCode, sameHash } from "./tokens.ts";

export const CODE_MINUTES = 15;
const CODE_TRIES = 5;

function codeHash(email: string, purpose: CodePurpose, code: string): string {
  return hashToken(`${purpose}:${email.toLowerCase()}:${code}`);
}

const sameEmail = (email: string) => sql`lower(${oneTimeCodes.email}) = ${email.toLowerCase()}`;

/**
 * Makes a fresh code for (email, purpose); the earlier ones stop working. The callers hold the
 * cooldown (rate-limit.ts codeCooldown) before they get here.
 */
export async function issueCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; userId?: number | null; pendingSignupId?: number },
  now = new Date(),
): Promise<string> {
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(sameEmail(input.email), eq(oneTimeCodes.purpose, input.purpose), isNull(oneTimeCodes.consumedAt)),
      );
    await tx.insert(oneTimeCodes).values({
      email: input.email,
      purpose: input.purpose,
      userId: input.userId ?? null,
      pendingSignupId: input.pendingSignupId ?? null,
      codeHash: codeHash(input.email, input.purpose, code),
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
      sentAt: now,
    });
  });
  return code;
}

/**
 * Spends a code: right once, within 15 minutes, before the fifth wrong try. Every wrong try is
 * counted atomically, so parallel guesses cannot exceed the limit. A sign-up or seller code is
 * right only together with the claim of the sign-up it was sent for (see claims.ts); without it,
 * it is a wrong try like a wrong code.
 */
export async function consumeCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; code: string; claim?: string },
  now = new Date(),
): Promise<{ userId: number | null; pendingSignupId: number | null }> {
  const [row] = await db
    .select({
      id: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      expiresAt: oneTimeCodes.expiresAt,
      attempts: oneTimeCodes.attempts,
      claimHash: pendingSignups.claimHash,
    })
    .from(oneTimeCodes)
    .leftJoin(pendingSignups, eq(pendingSignups.id, oneTimeCodes.pendingSignupId))
    .where(
      and(sameEmail(input.email), eq(oneTimeCodes.purpose, input.purpose), isNull(oneTimeCodes.consumedAt)),
    )
    .orderBy(desc(oneTimeCodes.sentAt))
    .limit(1);
  if (!row || row.expiresAt <= now) throw new AppError("invalid", "account.code_expired");
  if (row.attempts >= CODE_TRIES) throw new AppError("invalid", "account.code_locked");

  const rightCode = sameHash(row.codeHash, codeHash(input.email, input.purpose, input.code.trim()));
  const rightClaim =
    input.purpose === "reset" ||
    (row.claimHash !== null && input.claim !== undefined && sameHash(row.claimHash, hashToken(input.claim)));
  const right = rightCode && rightClaim;
  if (!right) {
    const [counted] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, row.id), lt(oneTimeCodes.attempts, CODE_TRIES)))
      .returning({ attempts: oneTimeCodes.attempts });
    if (!counted || counted.attempts >= CODE_TRIES) throw new AppError("invalid", "account.code_locked");
    throw new AppError("invalid", {
      key: "account.code_wrong",
      params: { left: CODE_TRIES - counted.attempts },
    });
  }
  const [spent] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, CODE_TRIES),
      ),
    )
    .returning({ userId: oneTimeCodes.userId, pendingSignupId: oneTimeCodes.pendingSignupId });
  if (!spent) throw new AppError("invalid", "account.code_expired");
  return spent;
}
