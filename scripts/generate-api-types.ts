import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { pino } from "pino";
import * as prettier from "prettier";
import ts from "typescript";
// The one place the generator knows where the API app lives.
import { createApp } from "../src/server/http/app.ts";

export const API_TYPES_FILE = fileURLToPath(new URL("../src/client/api-types.ts", import.meta.url));

const HEADER = `/**
 * Generated from the API's OpenAPI document (served at /api/v1/openapi.json); do not edit.
 * After changing a route, run \`npm run api:types\` to write it again.
 */

`;

/** The document the app serves, asked of the app in this process: no server, no database. */
export async function apiDocument(): Promise<OpenAPI3> {
  const app = createApp({ logger: pino({ level: "silent" }) });
  const response = await app.request("/api/v1/openapi.json");
  if (!response.ok) throw new Error(`The app answered ${response.status} for its OpenAPI document`);
  return (await response.json()) as OpenAPI3;
}

/** The text of src/client/api-types.ts, formatted as the repository's prettier settings say. */
export async function apiTypesSource(document?: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document ?? (await apiDocument()), {
    silent: true,
    // Uploads (avatars, review pictures) are files in a multipart body, not text.
    transform: (schema) =>
      schema.format === "binary" ? ts.factory.createTypeReferenceNode("Blob") : undefined,
  });
  const source = HEADER + astToString(ast);
  const options = await prettier.resolveConfig(API_TYPES_FILE);
  return prettier.format(source, { ...options, filepath: API_TYPES_FILE });
}

if (import.meta.main) {
  await writeFile(API_TYPES_FILE, await apiTypesSource());
  console.log(`Wrote ${API_TYPES_FILE}`);
}
