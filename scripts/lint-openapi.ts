/**
 * `npm run lint:openapi`: the API's OpenAPI document, built in this process from the routes as they
 * are (the same function serves it), checked by Redocly's linter with the rules of redocly.yaml.
 * The document goes to a temporary file: nothing to keep in step with the code.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_BASE, createApp } from "../src/server/http/app.ts";
import { buildDocument } from "../src/server/http/openapi.ts";

const folder = mkdtempSync(join(tmpdir(), "openapi-"));
try {
  const file = join(folder, "openapi.json");
  writeFileSync(file, JSON.stringify(buildDocument(createApp(), API_BASE), null, 2));
  const result = spawnSync(
    process.execPath,
    ["node_modules/@redocly/cli/bin/cli.js", "lint", file, "--config", "redocly.yaml", "--format", "stylish"],
    { stdio: "inherit" },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
