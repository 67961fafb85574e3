import type { OperatorCredential } from "../serving/operator-credential.ts";
import { OPERATOR_PATH, type CommandResult } from "../serving/operator-commands.ts";

/**
 * Runs a command line inside the running shop (serving/operator-commands.ts) and returns what it
 * printed and its exit code; a shop that does not answer, or refuses, gives exit code 1 and why.
 */
export async function runInRunningShop(
  credential: OperatorCredential,
  args: string[],
): Promise<CommandResult> {
  let response: Response;
  try {
    response = await fetch(new URL(OPERATOR_PATH, credential.url), {
      method: "POST",
      headers: { authorization: `Bearer ${credential.token}`, "content-type": "application/json" },
      body: JSON.stringify({ args }),
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    const why =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return {
      lines: [
        `The shop (process ${credential.pid}) does not answer at ${credential.url} (${why}): if it is starting, try again in a moment.`,
      ],
      code: 1,
    };
  }
  const body = (await response.json().catch(() => ({}))) as Partial<CommandResult> & { error?: string };
  if (response.ok && Array.isArray(body.lines) && typeof body.code === "number") {
    return { lines: body.lines, code: body.code };
  }
  return {
    lines: [`The shop refused the command (${response.status}): ${body.error ?? response.statusText}`],
    code: 1,
  };
}
