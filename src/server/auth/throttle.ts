import { AppError } from "../http/errors.ts";

/** Wrong passwords allowed per e-mail address within the window before sign-in pauses. */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60_000;
const MAX_TRACKED = 10_000;

const failures = new Map<string, { count: number; first: number }>();

const keyOf = (email: string) => email.trim().toLowerCase();

/** Refuses sign-in for an address that had too many wrong passwords lately (one server process). */
export function assertSignInAllowed(email: string, now = Date.now()): void {
  const entry = failures.get(keyOf(email));
  if (!entry) return;
  if (now - entry.first >= WINDOW_MS) {
    failures.delete(keyOf(email));
    return;
  }
  if (entry.count >= MAX_FAILURES) {
    const minutes = Math.ceil((WINDOW_MS - (now - entry.first)) / 60_000);
    throw new AppError("rate_limited", { key: "account.too_many_attempts", params: { minutes } });
  }
}

export function recordSignInFailure(email: string, now = Date.now()): void {
  if (failures.size >= MAX_TRACKED) {
    for (const [key, entry] of failures) if (now - entry.first >= WINDOW_MS) failures.delete(key);
    if (failures.size >= MAX_TRACKED) failures.clear();
  }
  const entry = failures.get(keyOf(email));
  if (!entry || now - entry.first >= WINDOW_MS) failures.set(keyOf(email), { count: 1, first: now });
  else entry.count += 1;
}

export function clearSignInFailures(email: string): void {
  failures.delete(keyOf(email));
}
