import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { onCleanup } from "./cleanup.ts";

/**
 * A TCP relay between the shop and PostgreSQL that counts the shop's round trips to the database
 * as they cross the wire: each simple query ("Q") and each Sync ("S", the end of an extended-protocol
 * query: parse, bind, execute) asks the server and waits for its answer. Connection start-up and
 * authentication are not counted. Nothing is changed on the way.
 */
export interface WireCounter {
  /** DATABASE_URL through the relay. */
  url: string;
  /** Round trips so far, over every connection. */
  roundTrips: () => number;
  close: () => Promise<void>;
}

/** Bytes of the start-up phase's untyped messages: length, then protocol version or request code. */
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** Counts the typed messages of one connection's client side, whatever the chunking. */
function messageCounter(onRoundTrip: () => void): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        started = code !== SSL_REQUEST && code !== GSS_REQUEST;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const type = String.fromCharCode(pending[0]);
      if (type === "Q" || type === "S") onRoundTrip();
      pending = pending.subarray(1 + length);
    }
  };
}

/** Starts the relay to the server of `databaseUrl` (a postgres:// URL). */
export async function startWireCounter(databaseUrl: string): Promise<WireCounter> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let roundTrips = 0;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const count = messageCounter(() => roundTrips++);
    client.on("data", (chunk: Buffer) => {
      count(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  onCleanup("stop the database round-trip counter", close);
  return { url: url.href, roundTrips: () => roundTrips, close };
}
