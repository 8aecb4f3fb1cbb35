import * as oauth from 'oauth4webapi';
import { DomainError, ServiceUnavailableError, UnauthenticatedError } from '../../../../platform/errors.js';
import type { AuthorizationRequest, ExternalIdentity, IdentityProvider } from '../../application/ports/identity-provider.port.js';

export interface OidcSettings {
  issuer: string;
  clientId?: string;
  clientSecret?: string;
}

const SIGN_IN_FAILED = 'Error al procesar la autenticación de Google.';

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce, through oauth4webapi. The
 * provider's metadata is discovered once and kept.
 */
export class OidcIdentityProvider implements IdentityProvider {
  private server?: Promise<oauth.AuthorizationServer>;
  private readonly insecure: boolean;

  constructor(private readonly settings: OidcSettings) {
    // Plain http is accepted only for a provider on this machine (the tests' own provider).
    this.insecure = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(settings.issuer);
  }

  get enabled(): boolean {
    return Boolean(this.settings.clientId);
  }

  private get client(): oauth.Client {
    return { client_id: this.settings.clientId! };
  }

  private discover(): Promise<oauth.AuthorizationServer> {
    this.server ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', [oauth.allowInsecureRequests]: this.insecure });
      return oauth.processDiscoveryResponse(issuer, response);
    })().catch((err) => {
      this.server = undefined;
      throw new ServiceUnavailableError('EXTERNAL_PROVIDER_UNAVAILABLE', 'No se pudo contactar al proveedor de identidad. Inténtalo más tarde.', err);
    });
    return this.server;
  }

  async startAuthorization(redirectUri: string): Promise<AuthorizationRequest> {
    const as = await this.discover();
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: this.settings.clientId!,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    }).toString();
    return { url: url.toString(), flow: { state, nonce, codeVerifier } };
  }

  async completeAuthorization(input: { redirectUri: string; callbackParams: URLSearchParams; flow: AuthorizationRequest['flow'] }): Promise<ExternalIdentity> {
    const as = await this.discover();
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(as, this.client, withIssuer(as, input.callbackParams), input.flow.state);
    } catch {
      throw new UnauthenticatedError('La respuesta de Google no es válida (estado incorrecto). Vuelve a intentarlo.', 'EXTERNAL_STATE_MISMATCH');
    }
    try {
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        this.client,
        // Without a secret the client is a public one, and PKCE alone binds the code to this sign-in.
        this.settings.clientSecret ? oauth.ClientSecretPost(this.settings.clientSecret) : oauth.None(),
        params,
        input.redirectUri,
        input.flow.codeVerifier,
        { [oauth.allowInsecureRequests]: this.insecure },
      );
      const result = await oauth.processAuthorizationCodeResponse(as, this.client, response, { expectedNonce: input.flow.nonce, requireIdToken: true });
      const claims = oauth.getValidatedIdTokenClaims(result)!;
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
        givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
        familyName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    } catch (err) {
      if (err instanceof DomainError) throw err;
      throw new UnauthenticatedError(SIGN_IN_FAILED, 'EXTERNAL_SIGN_IN_FAILED');
    }
  }
}

/**
 * A provider that supports RFC 9207 (oidc-provider, Keycloak…) adds `iss` to its redirect, and
 * oauth4webapi then requires it; the SPA's callback page posts only `code` and `state`. With one
 * configured provider an authorization-server mix-up cannot happen, so a missing `iss` is taken to
 * be that provider's; one that is present is still checked.
 */
function withIssuer(as: oauth.AuthorizationServer, params: URLSearchParams): URLSearchParams {
  if (!as.authorization_response_iss_parameter_supported || params.has('iss')) return params;
  const completed = new URLSearchParams(params);
  completed.set('iss', as.issuer);
  return completed;
}
