import type { Answer } from "./answers.ts";
import { startService } from "./children.ts";
import { HOST } from "./shop.ts";

/** The raw Node server process (raw-server.ts) on `port` and a way to change the answer it replays. */
export async function startRawServer(port: number): Promise<{
  origin: string;
  serve: (answer: Answer) => Promise<void>;
  stop: () => Promise<void>;
}> {
  const raw = startService("the raw Node server", "scripts/bench/raw-server.ts", {}, [String(port), HOST]);
  const nextMessage = () =>
    new Promise<void>((resolve, reject) => {
      const onExit = () => reject(new Error(`The raw Node server stopped:\n${raw.output()}`));
      raw.child.once("exit", onExit);
      raw.child.once("message", () => {
        raw.child.off("exit", onExit);
        resolve();
      });
    });
  await nextMessage();
  return {
    origin: `http://${HOST}:${port}`,
    async serve(answer) {
      const ready = nextMessage();
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
