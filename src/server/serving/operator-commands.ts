import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { Logger } from "../platform/log.ts";

/**
 * `npm run admin` while the shop runs: the command line sends its arguments here and the shop
 * runs the very same command (cli/admin-cli.ts) on its own database connection, answering the
 * lines to print and the exit code. One implementation serves both modes, so the output and exit
 * codes cannot drift apart, and the credential opens these few commands only, not the admin API.
 * Not part of /api/v1: no page or browser calls it, and it needs the operator credential
 * (operator-credential.ts) from this machine.
 */
export const OPERATOR_PATH = "/operator/commands";

export interface CommandResult {
  lines: string[];
  code: number;
}

export interface OperatorOptions {
  /** The token of this shop's credential; unset: every call is refused. */
  token: string | undefined;
  run: (args: string[]) => Promise<CommandResult>;
  logger: Logger;
}

const MAX_BODY_BYTES = 16 * 1024;

const CommandSchema = z.object({ args: z.array(z.string().min(1).max(500)).max(20) }).strict();

/** A loopback socket address: 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string | undefined): boolean {
  const plain = address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return plain === "::1" || /^127\.\d+\.\d+\.\d+$/.test(plain ?? "");
}

function answer(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(/^Bearer (\S+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function bodyOf(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseCommand(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = CommandSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.args : undefined;
  } catch {
    return undefined;
  }
}

/** Answers OPERATOR_PATH; returns false for every other request. */
export function createOperatorHandler(options: OperatorOptions) {
  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "POST") return answer(res, 405, { error: "Use POST." }, { allow: "POST" });
    // A reverse proxy on this machine relays the whole network from a loopback address: a request
    // it forwarded is not from this machine.
    const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
    if (!isLoopback(req.socket.remoteAddress) || forwarded) {
      options.logger.warn(
        { from: req.socket.remoteAddress },
        "operator command refused: not from this machine",
      );
      return answer(res, 403, { error: "The shop takes commands from this machine only." });
    }
    if (!tokenMatches(req.headers.authorization, options.token)) {
      options.logger.warn({ from: req.socket.remoteAddress }, "operator command refused: wrong credential");
      return answer(res, 401, {
        error:
          "The operator credential is missing or wrong: run the command as the account that started the shop.",
      });
    }
    const args = parseCommand(await bodyOf(req));
    if (!args) return answer(res, 422, { error: 'Send {"args": [the command\'s words]} as JSON.' });
    try {
      const result = await options.run(args);
      // The command's name only: its other words may be e-mail addresses.
      const command = args[0] === "--as" ? args[2] : args[0];
      options.logger.info({ command, code: result.code }, "operator command");
      return answer(res, 200, result);
    } catch (error) {
      options.logger.error({ err: error }, "operator command failed");
      return answer(res, 500, { error: "The command failed: see the shop's log." });
    }
  }
  return (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> | false =>
    pathname === OPERATOR_PATH ? respond(req, res) : false;
}
