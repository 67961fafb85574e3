import type { APIRoute } from "astro";
import { apiApp } from "../../../server/http/app.ts";

export const prerender = false;

/** Every /api/v1/* request, any method, is answered by the Hono app (src/server/http/app.ts). */
export const ALL: APIRoute = ({ request, clientAddress }) => apiApp().fetch(request, { clientAddress });
