import type { MiddlewareHandler } from "hono";
import { AppError } from "../core/errors.ts";

const NUL = "\u0000";

/** The name of the first field whose text holds a NUL character, looking through nested values. */
function fieldWithNul(value: unknown, name: string): string | undefined {
  if (typeof value === "string") return value.includes(NUL) ? name : undefined;
  if (value === null || typeof value !== "object") return undefined;
  const entries = Array.isArray(value) ? value.map((item) => [name, item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const found = fieldWithNul(item, key);
    if (found) return found;
  }
  return undefined;
}

async function bodyFields(request: {
  header: (name: string) => string | undefined;
  text: () => Promise<string>;
  arrayBuffer: () => Promise<ArrayBuffer>;
}): Promise<unknown> {
  const type = request.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  try {
    if (/^application\/([\w.-]+\+)?json$/.test(type)) return JSON.parse(await request.text());
    if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
      // Read through the request's cache, so the route's validator still finds the body.
      const form = await new Response(await request.arrayBuffer(), {
        headers: { "content-type": request.header("content-type") as string },
      }).formData();
      return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
    }
  } catch {
    // A malformed body is the validator's to report, in its own words.
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text, so such input would fail in the database as a 500. It is
 * refused here, for every route, as an invalid field: 422 with the translated message.
 */
export const refuseNulCharacters: MiddlewareHandler = async (c, next) => {
  const query = new URL(c.req.url).searchParams;
  let field = [...query.entries()]
    .map(([name, value]) => fieldWithNul(`${name}${value}`, name))
    .find(Boolean);
  if (!field && c.req.method !== "GET" && c.req.method !== "HEAD")
    field = fieldWithNul(await bodyFields(c.req), "value");
  if (field) throw new AppError("invalid", { key: "validation.invalid", params: { type: field } });
  await next();
};
