import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** Who "signs in" at the fake provider next. */
interface FakeUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface Grant {
  user: FakeUser;
  nonce?: string;
  challenge: string;
  redirectUri: string;
  clientId: string;
}

export interface FakeProvider {
  origin: string;
  user: FakeUser;
  /** Every authorization request seen (to check state, PKCE, scope...). */
  authorizations: URL[];
  close(): Promise<void>;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

async function bodyOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * A local OpenID Connect / OAuth 2 provider for tests: discovery, an authorize endpoint that
 * consents at once, a token endpoint checking PKCE, signed RS256 ID tokens, JWKS, userinfo and a
 * Graph-like /me for the Facebook flavour.
 */
export async function startFakeProvider(clients: Record<string, string>): Promise<FakeProvider> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "test", alg: "RS256", use: "sig" };
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakeUser>();
  const provider: FakeProvider = {
    origin: "",
    user: { sub: "1", email: "someone@example.com", email_verified: true, name: "Someone" },
    authorizations: [],
    close: () => Promise.resolve(),
  };

  function idToken(grant: Grant): string {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: "test" }));
    const payload = b64url(
      JSON.stringify({
        iss: provider.origin,
        aud: grant.clientId,
        iat: now,
        exp: now + 300,
        nonce: grant.nonce,
        ...grant.user,
      }),
    );
    const signature = sign("sha256", Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${b64url(signature)}`;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", provider.origin);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      if (url.pathname === "/.well-known/openid-configuration") {
        return json(200, {
          issuer: provider.origin,
          authorization_endpoint: `${provider.origin}/authorize`,
          token_endpoint: `${provider.origin}/oauth/access_token`,
          jwks_uri: `${provider.origin}/jwks`,
          userinfo_endpoint: `${provider.origin}/userinfo`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          code_challenge_methods_supported: ["S256"],
        });
      }
      if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
      if (url.pathname === "/authorize") {
        provider.authorizations.push(url);
        const clientId = url.searchParams.get("client_id") ?? "";
        const redirectUri = url.searchParams.get("redirect_uri") ?? "";
        if (!clients[clientId]) return json(400, { error: "unauthorized_client" });
        const code = b64url(randomBytes(16));
        grants.set(code, {
          user: { ...provider.user },
          nonce: url.searchParams.get("nonce") ?? undefined,
          challenge: url.searchParams.get("code_challenge") ?? "",
          redirectUri,
          clientId,
        });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        res.writeHead(302, { location: back.href });
        return res.end();
      }
      if (url.pathname === "/oauth/access_token" && req.method === "POST") {
        const form = await bodyOf(req);
        const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
        const [basicId, basicSecret] = basic
          ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
          : [];
        const clientId = form.get("client_id") ?? basicId ?? "";
        const secret = form.get("client_secret") ?? basicSecret;
        const grant = grants.get(form.get("code") ?? "");
        grants.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = b64url(createHash("sha256").update(verifier).digest());
        if (!grant || clients[clientId] !== secret || grant.clientId !== clientId) {
          return json(400, { error: "invalid_grant" });
        }
        if (grant.challenge !== challenge || grant.redirectUri !== form.get("redirect_uri")) {
          return json(400, { error: "invalid_grant" });
        }
        const accessToken = b64url(randomBytes(16));
        tokens.set(accessToken, grant.user);
        return json(200, {
          access_token: accessToken,
          token_type: "Bearer",
          expires_in: 300,
          ...(grant.nonce !== undefined ? { id_token: idToken(grant) } : {}),
        });
      }
      const bearer = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? "";
      const user = tokens.get(bearer);
      if (url.pathname === "/userinfo") return user ? json(200, user) : json(401, { error: "invalid_token" });
      if (url.pathname === "/me") {
        return user ? json(200, { id: user.sub, name: user.name, email: user.email }) : json(401, {});
      }
      json(404, { error: "not_found" });
    })().catch((error: unknown) => json(500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  provider.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}
