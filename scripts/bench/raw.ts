import type { Answer } from "./answers.ts";
import { startService } from "./children.ts";
import { HOST } from "./shop.ts";

/**
 * The raw Node server process (raw-server.ts), on a port the system picks so that benches on one
 * machine never collide, and a way to change the answer it replays.
 */
export async function startRawServer(): Promise<{
  origin: string;
  serve: (answer: Answer) => Promise<void>;
  stop: () => Promise<void>;
}> {
  const raw = startService("the raw Node server", "scripts/bench/raw-server.ts", {}, [HOST]);
  const nextMessage = () =>
    new Promise<unknown>((resolve, reject) => {
      const onExit = () => reject(new Error(`The raw Node server stopped:\n${raw.output()}`));
      raw.child.once("exit", onExit);
      raw.child.once("message", (message) => {
        raw.child.off("exit", onExit);
        resolve(message);
      });
    });
  const { port } = (await nextMessage()) as { port: number };
  return {
    origin: `http://${HOST}:${port}`,
    async serve(answer) {
      const ready = nextMessage().then(() => undefined);
      raw.child.send({
        status: answer.status,
        headers: answer.headers,
        body: answer.body.toString("base64"),
      });
      await ready;
    },
    stop: raw.stop,
  };
}
