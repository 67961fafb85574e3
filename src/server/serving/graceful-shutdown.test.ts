import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { captureLogs } from "../../testing/server.ts";
import { stopGracefullyOnSignal } from "./graceful-shutdown.ts";

/** A server whose /slow answers when `answerSlow` is called, /never never; everything else at once. */
async function shopServer() {
  let answerSlow = () => {};
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === "/never") return;
    if (req.url === "/slow") return void (answerSlow = () => res.end("slow done"));
    res.end("quick");
  };
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, answerSlow: () => answerSlow() };
}

function stoppable(server: ReturnType<typeof createServer>, graceMs: number, keepListeningMs = 200) {
  const { logger, lines } = captureLogs();
  const events: string[] = [];
  let exited: (code: number) => void = () => {};
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const stop = stopGracefullyOnSignal(server, {
    graceMs,
    keepListeningMs,
    logger,
    onStopping: () => events.push("stopping"),
    release: async () => void events.push("released"),
    exit: (code) => exited(code),
  });
  return { stop, events, lines, exitCode };
}

describe("stopping the server", () => {
  it("answers the request in flight and connections of the next moment, closes them, releases the database, then exits 0", async () => {
    const shop = await shopServer();
    const { stop, events, exitCode } = stoppable(shop.server, 5_000);
    const slow = fetch(`${shop.origin}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    void stop();
    const justAfter = await fetch(`${shop.origin}/quick`); // a load balancer has not seen /readyz fail yet
    expect(await justAfter.text()).toBe("quick");
    expect(justAfter.headers.get("connection")).toBe("close");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${shop.origin}/quick`)).rejects.toThrow(); // then no new connection is accepted
    shop.answerSlow();
    const answer = await slow;
    expect(await answer.text()).toBe("slow done");
    expect(answer.headers.get("connection")).toBe("close");
    expect(await exitCode).toBe(0);
    expect(events).toEqual(["stopping", "released"]);
  });

  it("exits anyway after the grace period, saying how many requests were still running", async () => {
    const shop = await shopServer();
    const { stop, events, lines, exitCode } = stoppable(shop.server, 300);
    const never = fetch(`${shop.origin}/never`).catch(() => "cut off");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    void stop();
    expect(await exitCode).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(lines).toContainEqual(
      expect.objectContaining({
        inFlight: 1,
        msg: "stopping: requests still running after the grace period; exiting anyway",
      }),
    );
    expect(events).toEqual(["stopping"]);
    shop.server.closeAllConnections();
    expect(await never).toBe("cut off");
  });
});
