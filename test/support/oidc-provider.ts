import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** The app's PUBLIC_URL in tests is http://localhost:3000; the provider sends the browser back here. */
export const TEST_REDIRECT_URI = 'http://localhost:3000/auth/google/callback';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, issuer http://localhost:<port>.
 * Its login and consent pages answer by themselves: login signs in whoever `signInAs` named last,
 * consent grants what the client asked for. So a test walks the browser's redirects with plain HTTP.
 */
export class TestOidcProvider {
  readonly clientId = 'parrilla-test';
  readonly clientSecret = randomBytes(24).toString('base64url');
  private readonly accounts = new Map<string, TestAccount>();
  private current?: TestAccount;
  private provider!: Provider;

  private constructor(
    private readonly server: Server,
    readonly issuer: string,
  ) {}

  static async start(): Promise<TestOidcProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const op = new TestOidcProvider(server, `http://localhost:${port}`);
    op.provider = op.createProvider();
    const callback = op.provider.callback();
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.startsWith('/interaction/')) {
        op.interact(req, res).catch((err: Error) => {
          res.statusCode = 500;
          res.end(err.message);
        });
        return;
      }
      callback(req, res);
    });
    return op;
  }

  /** The environment that points the app at this provider. */
  get env(): NodeJS.ProcessEnv {
    return { OIDC_ISSUER: this.issuer, OIDC_CLIENT_ID: this.clientId, OIDC_CLIENT_SECRET: this.clientSecret };
  }

  /** The next login interaction signs this account in (and the provider knows it from now on). */
  signInAs(account: TestAccount): void {
    this.accounts.set(account.sub, account);
    this.current = account;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private createProvider(): Provider {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const accounts = this.accounts;
    const store = new Map<string, AdapterPayload>();
    return new Provider(this.issuer, {
      adapter: (model: string) => memoryAdapter(store, model),
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600 },
      clients: [
        {
          client_id: this.clientId,
          client_secret: this.clientSecret,
          redirect_uris: [TEST_REDIRECT_URI],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: [randomBytes(32).toString('hex')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      // Google puts the profile in the ID token of the code flow; the adapter reads it from there.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.givenName,
            family_name: account.familyName,
          }),
        };
      },
    });
  }

  private async interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await this.provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!this.current) throw new Error('signInAs() was not called before the sign-in');
      await this.provider.interactionFinished(req, res, { login: { accountId: this.current.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new this.provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
    grant.addOIDCScope(String(details.params.scope));
    await this.provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }
}

/**
 * The provider's state for one test run, kept in memory. Written out rather than left to the
 * library's default so the provider does not warn about it on every run; no expiry is needed.
 */
function memoryAdapter(store: Map<string, AdapterPayload>, model: string): Adapter {
  const key = (id: string) => `${model}:${id}`;
  const entries = () => [...store].filter(([k]) => k.startsWith(`${model}:`));
  return {
    upsert: async (id, payload) => void store.set(key(id), payload),
    find: async (id) => store.get(key(id)),
    findByUid: async (uid) => entries().find(([, p]) => p.uid === uid)?.[1],
    findByUserCode: async (userCode) => entries().find(([, p]) => p.userCode === userCode)?.[1],
    consume: async (id) => {
      const payload = store.get(key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    destroy: async (id) => void store.delete(key(id)),
    revokeByGrantId: async (grantId) => {
      for (const [k, p] of store) if (p.grantId === grantId) store.delete(k);
    },
  };
}

/**
 * Walks the browser's part of the flow: from the provider's authorization URL through its
 * interactions, carrying the provider's cookies, to the redirect back to the app. Answers the
 * callback's query (code and state, or error).
 */
export async function followToCallback(authorizationUrl: string): Promise<URLSearchParams> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(TEST_REDIRECT_URI)) return new URL(url).searchParams;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('Too many redirects before reaching the callback');
}
