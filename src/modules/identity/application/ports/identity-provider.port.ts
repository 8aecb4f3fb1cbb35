export interface AuthorizationRequest {
  /** Where to send the browser. */
  url: string;
  /** What the callback needs to check the answer; kept by the caller in a signed cookie. */
  flow: { state: string; nonce: string; codeVerifier: string };
}

export interface ExternalIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

/** Port: an OpenID Connect provider (Google by default). Adapter: OidcIdentityProvider (oauth4webapi). */
export interface IdentityProvider {
  readonly enabled: boolean;
  startAuthorization(redirectUri: string): Promise<AuthorizationRequest>;
  /** Exchanges the code and validates state, nonce and PKCE; throws a DomainError on any mismatch. */
  completeAuthorization(input: {
    redirectUri: string;
    callbackParams: URLSearchParams;
    flow: AuthorizationRequest['flow'];
  }): Promise<ExternalIdentity>;
}
