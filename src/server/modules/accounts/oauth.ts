import * as oidc from "openid-client";
import { env } from "../../platform/env.ts";

export type Provider = "google" | "facebook";

interface ProviderConfig {
  clientId?: string;
  clientSecret?: string;
  /** google: the OpenID issuer (discovery). facebook: the dialog URL and the Graph API base. */
  issuerUrl?: string;
  authUrl?: string;
  graphUrl?: string;
}

export interface OAuthSettings {
  google: ProviderConfig;
  facebook: ProviderConfig;
  /** Where the provider sends the browser back: <base>/api/v1/user/social-login/callback/<provider>. */
  redirectBase: string;
  /** Tests talk to a local fake provider over plain http. */
  allowHttp?: boolean;
}

function fromEnv(): OAuthSettings {
  return {
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuerUrl: env.GOOGLE_ISSUER_URL,
    },
    facebook: {
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      authUrl: env.FACEBOOK_AUTH_URL,
      graphUrl: env.FACEBOOK_GRAPH_URL,
    },
    redirectBase: env.SITE_URL,
  };
}

let settings: OAuthSettings | undefined;
const configurations = new Map<Provider, Promise<oidc.Configuration>>();

/** Replaces the providers' settings (tests point them at a fake provider). */
export function configureOAuth(next: OAuthSettings): void {
  settings = next;
  configurations.clear();
}

function current(): OAuthSettings {
  settings ??= fromEnv();
  return settings;
}

export function isConfigured(provider: Provider): boolean {
  const config = current()[provider];
  return Boolean(config.clientId && config.clientSecret);
}

function callbackUrl(provider: Provider): string {
  return `${current().redirectBase.replace(/\/$/, "")}/api/v1/user/social-login/callback/${provider}`;
}

async function configure(provider: Provider): Promise<oidc.Configuration> {
  const all = current();
  const config = all[provider];
  const insecure = all.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined;
  if (provider === "google") {
    return oidc.discovery(
      new URL(config.issuerUrl!),
      config.clientId!,
      config.clientSecret!,
      undefined,
      insecure,
    );
  }
  // Facebook Login is plain OAuth 2: its endpoints are named here instead of discovered.
  const graph = config.graphUrl!.replace(/\/$/, "");
  const configuration = new oidc.Configuration(
    {
      issuer: new URL(config.authUrl!).origin,
      authorization_endpoint: config.authUrl!,
      token_endpoint: `${graph}/oauth/access_token`,
    },
    config.clientId!,
    { client_secret: config.clientSecret! },
    oidc.ClientSecretPost(config.clientSecret!),
  );
  if (all.allowHttp) oidc.allowInsecureRequests(configuration);
  return configuration;
}

function configurationOf(provider: Provider): Promise<oidc.Configuration> {
  let pending = configurations.get(provider);
  if (!pending) {
    pending = configure(provider);
    pending.catch(() => configurations.delete(provider));
    configurations.set(provider, pending);
  }
  return pending;
}

/** What the browser must remember (in an HttpOnly cookie) between leaving and coming back. */
export interface PendingLogin {
  provider: Provider;
  state: string;
  nonce: string;
  verifier: string;
}

export async function startLogin(provider: Provider): Promise<{ url: string; pending: PendingLogin }> {
  const configuration = await configurationOf(provider);
  const verifier = oidc.randomPKCECodeVerifier();
  const pending: PendingLogin = { provider, state: oidc.randomState(), nonce: oidc.randomNonce(), verifier };
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(provider),
    scope: provider === "google" ? "openid email profile" : "email public_profile",
    state: pending.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  };
  if (provider === "google") parameters.nonce = pending.nonce;
  return { url: oidc.buildAuthorizationUrl(configuration, parameters).href, pending };
}

export interface Identity {
  provider: Provider;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/** Trades the code for tokens (checking state, nonce and PKCE) and reads who signed in. */
export async function finishLogin(pending: PendingLogin, query: URLSearchParams): Promise<Identity> {
  const configuration = await configurationOf(pending.provider);
  const returned = new URL(callbackUrl(pending.provider));
  returned.search = query.toString();
  if (pending.provider === "google") {
    const tokens = await oidc.authorizationCodeGrant(configuration, returned, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("no ID token");
    return {
      provider: "google",
      subject: claims.sub,
      email: typeof claims.email === "string" ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === "string" ? claims.name : undefined,
    };
  }
  const tokens = await oidc.authorizationCodeGrant(configuration, returned, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
  });
  const graph = current().facebook.graphUrl!.replace(/\/$/, "");
  const response = await oidc.fetchProtectedResource(
    configuration,
    tokens.access_token,
    new URL(`${graph}/me?fields=id,name,email`),
    "GET",
  );
  if (!response.ok) throw new Error(`Graph API answered ${response.status}`);
  const me = (await response.json()) as { id: string; name?: string; email?: string };
  // Facebook only hands out e-mail addresses its users confirmed.
  return {
    provider: "facebook",
    subject: String(me.id),
    email: me.email,
    emailVerified: Boolean(me.email),
    name: me.name,
  };
}
