/** The session cookie the server renders pages with: prefix frontend_, path /, kept 366 days. */
export const AUTH_COOKIE = "frontend_token";
