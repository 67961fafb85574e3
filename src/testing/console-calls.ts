import type { ApiBody, TestWorld } from "./world.ts";
import type { ConsoleRole, ConsoleWorld } from "./console-world.ts";

/** Calls the API as one of the console world's people, in a language; a FormData body goes as a form. */
export function consoleCaller(world: TestWorld<ConsoleWorld>) {
  return async (role: ConsoleRole, method: string, path: string, body?: unknown, lang = "en") => {
    const token = world.fx.tokens[role];
    const form = body instanceof FormData;
    const response = await world.server.fetch(`/api/v1${path}`, {
      method,
      headers: {
        Language: lang,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined || form ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    return { http: response.status, body: (await response.json()) as ApiBody };
  };
}
