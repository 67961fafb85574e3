/**
 * How a caller proves who they are, for a route's `security` in the OpenAPI document. The HTTP
 * layer describes the two schemes: `bearer` (the token sign-in answers with) and `sessionCookie`
 * (the same token in the cookie the shop's pages use). Every call reads the session when one is
 * sent and works for guests otherwise; routes for signed-in people only say `signedIn`.
 */
type Requirement = { bearer?: string[]; sessionCookie?: string[] };

/** For createRoute's `security`: the call answers 401 without a session. */
export const signedIn: Requirement[] = [{ bearer: [] }, { sessionCookie: [] }];

/** What a route without its own `security` is given: a session is read when sent, and none is needed. */
export const signInOptional: Requirement[] = [{}, ...signedIn];
