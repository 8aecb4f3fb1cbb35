import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { NewCredential, Passkey, WebAuthnCeremonies } from '../../application/ports/passkeys.port.js';

const SITE_NAME = 'Parrilla';
/** How long the browser lets a person answer; the server's own challenge lasts a little longer. */
const TIMEOUT_MS = 120_000;

/**
 * WebAuthn through @simplewebauthn/server, with the relying party of PUBLIC_URL: its host is the rpID and
 * its origin the only origin accepted. Passkeys are asked to be discoverable and to verify their user
 * (PIN, fingerprint, face); the library checks the challenge, origin, rpID, the user-verified flag and
 * the signature counter. A response that does not verify answers null.
 */
export class SimpleWebAuthnCeremonies implements WebAuthnCeremonies {
  private readonly rpID: string;
  private readonly origin: string;

  constructor(publicUrl: string) {
    const url = new URL(publicUrl);
    this.rpID = url.hostname;
    this.origin = url.origin;
  }

  async registrationOptions(input: { userId: string; userName: string; displayName: string; exclude: Pick<Passkey, 'credentialId' | 'transports'>[] }) {
    const options = await generateRegistrationOptions({
      rpName: SITE_NAME,
      rpID: this.rpID,
      userName: input.userName,
      userDisplayName: input.displayName,
      userID: new TextEncoder().encode(input.userId),
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: input.exclude.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    return { options, challenge: options.challenge };
  }

  async verifyRegistration(response: unknown, expectedChallenge: string): Promise<NewCredential | null> {
    try {
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
      });
      if (!result.verified) return null;
      const info = result.registrationInfo;
      return {
        credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
      };
    } catch {
      return null;
    }
  }

  async authenticationOptions(allow: Pick<Passkey, 'credentialId' | 'transports'>[] = []) {
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      timeout: TIMEOUT_MS,
      userVerification: 'required',
      allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
    });
    return { options, challenge: options.challenge };
  }

  credentialOf(response: unknown): { credentialId: string; userHandle: string | null } | null {
    const r = response as Partial<AuthenticationResponseJSON> | null;
    if (!r || typeof r !== 'object' || typeof r.id !== 'string' || !r.id || r.id.length > 1400) return null;
    const handle = r.response?.userHandle;
    if (handle === undefined || handle === null || handle === '') return { credentialId: r.id, userHandle: null };
    if (typeof handle !== 'string' || !isoBase64URL.isBase64URL(handle)) return null;
    return { credentialId: r.id, userHandle: new TextDecoder().decode(isoBase64URL.toBuffer(handle)) };
  }

  async verifyAuthentication(response: unknown, expectedChallenge: string, passkey: Passkey): Promise<{ newCounter: number } | null> {
    try {
      const result = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
      });
      return result.verified ? { newCounter: result.authenticationInfo.newCounter } : null;
    } catch {
      return null;
    }
  }
}
