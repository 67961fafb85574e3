import type { Db } from "../server/platform/db/client.ts";

type Query = (...args: unknown[]) => unknown;

interface QueryingClient {
  query: Query;
}

/** PGlite: a transaction runs on an object of its own, between BEGIN and COMMIT it sends itself. */
interface EmbeddedClient extends QueryingClient {
  transaction: (work: (tx: QueryingClient) => Promise<unknown>) => Promise<unknown>;
}

/** node-postgres' pool: every query, in a transaction or not, runs on a client it hands out. */
interface PoolClient extends QueryingClient {
  connect: (callback?: (error: unknown, client?: QueryingClient, done?: unknown) => void) => unknown;
}

/** The text of a query as the driver received it (a string or node-postgres' `{ text }`). */
function textOf(first: unknown): string {
  if (typeof first === "string") return first;
  if (first && typeof first === "object" && "text" in first) return String(first.text);
  return String(first);
}

/** Makes `client.query` record what it sends; returns what undoes it. */
function recordQueries(client: QueryingClient, sent: string[]): () => void {
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    sent.push(textOf(args[0]));
    return query.apply(this, args);
  };
  return () => {
    client.query = query;
  };
}

/** PGlite: queries outside a transaction, and those of each transaction with its BEGIN and COMMIT. */
function recordEmbedded(client: EmbeddedClient, sent: string[]): () => void {
  const undoQuery = recordQueries(client, sent);
  const transaction = client.transaction;
  client.transaction = function (this: unknown, work) {
    return transaction.call(this, async (tx) => {
      sent.push("BEGIN");
      recordQueries(tx, sent);
      try {
        const result = await work(tx);
        sent.push("COMMIT");
        return result;
      } catch (error) {
        sent.push("ROLLBACK");
        throw error;
      }
    });
  };
  return () => {
    client.transaction = transaction;
    undoQuery();
  };
}

/** node-postgres: every client the pool hands out records its queries (the pool's own `query` takes one too). */
function recordPool(pool: PoolClient, sent: string[]): () => void {
  const connect = pool.connect;
  const undo: (() => void)[] = [];
  const recorded = new WeakSet<QueryingClient>();
  const record = (client: QueryingClient | undefined) => {
    if (client && !recorded.has(client)) {
      recorded.add(client);
      undo.push(recordQueries(client, sent));
    }
    return client;
  };
  pool.connect = function (this: unknown, callback) {
    if (callback) return connect.call(this, (error, client, done) => callback(error, record(client), done));
    return (connect.call(this) as Promise<QueryingClient>).then(record);
  };
  return () => {
    pool.connect = connect;
    for (const step of undo) step();
  };
}

/**
 * Counts the queries `work` sends to the database: each is one round trip to the server (PGlite or
 * a connection of the PostgreSQL pool), a transaction's BEGIN and COMMIT included. Returns their
 * texts in the order they were sent. Nothing else may use `db` meanwhile.
 */
export async function roundTripsOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: QueryingClient }).$client;
  const sent: string[] = [];
  const undo =
    "transaction" in client
      ? recordEmbedded(client as EmbeddedClient, sent)
      : recordPool(client as PoolClient, sent);
  try {
    await work();
  } finally {
    undo();
  }
  return sent;
}
