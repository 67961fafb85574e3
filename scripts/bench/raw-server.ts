/**
 * The yardstick: a bare Node http server answering every request with the bytes it was given
 * (status, content type and encoding included), from memory. Runs in its own process so that it
 * does not share the load generator's event loop; the bench sends it each answer over IPC.
 */
import { createServer } from "node:http";

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

let answer = { status: 200, headers: {} as Record<string, string>, body: Buffer.alloc(0) };

process.on("message", (message: Answer) => {
  answer = { status: message.status, headers: message.headers, body: Buffer.from(message.body, "base64") };
  process.send?.("ready");
});

const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.length });
    response.end(answer.body);
  });
});
// Port 0: the system picks a free one, told to the bench in the first message.
server.listen(0, process.argv[2] ?? "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
