import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software (ES256, attestation 'none', user present and verified), for tests
 * that speak WebAuthn to the server without a browser: it answers the options the server gives the way
 * a browser and its authenticator would, for the origin it is told. Each credential keeps its counter.
 */
export class SoftAuthenticator {
  private readonly credentials: { id: Uint8Array<ArrayBuffer>; userHandle: string; privateKey: KeyObject; counter: number }[] = [];

  constructor(readonly origin: string) {}

  private get rpId(): string {
    return new URL(this.origin).hostname;
  }

  /** Answers `navigator.credentials.create` for the options (PublicKeyCredentialCreationOptionsJSON). */
  register(options: Record<string, unknown>, flags: { userVerified?: boolean } = {}): Record<string, unknown> {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = new Uint8Array(randomBytes(16));
    const user = options.user as { id: string };
    this.credentials.push({ id, userHandle: user.id, privateKey, counter: 0 });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const coseBytes = isoCBOR.encode(cose as never);
    const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([id.length >> 8, id.length & 0xff]), id, Buffer.from(coseBytes)]);
    const authData = Buffer.concat([this.rpIdHash(), Buffer.from([this.flags(flags) | 0x40]), Buffer.alloc(4), attested]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
    const clientDataJSON = this.clientData('webauthn.create', String(options.challenge));
    const credentialId = isoBase64URL.fromBuffer(id);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON, attestationObject: isoBase64URL.fromBuffer(attestationObject), transports: ['internal'] },
    };
  }

  /**
   * Answers `navigator.credentials.get` with the credential at `index` (the first by default); `userHandle`
   * overrides the handle it reports, `counter` the counter it signs.
   */
  authenticate(options: Record<string, unknown>, pick: { index?: number; userHandle?: string; counter?: number; userVerified?: boolean } = {}): Record<string, unknown> {
    const credential = this.credentials[pick.index ?? 0];
    if (!credential) throw new Error('SoftAuthenticator: no credential');
    credential.counter = pick.counter ?? credential.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([this.rpIdHash(), Buffer.from([this.flags(pick)]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', String(options.challenge));
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authData, createHash('sha256').update(isoBase64URL.toBuffer(clientDataJSON)).digest()]));
    const signature = signer.sign(credential.privateKey);
    const credentialId = isoBase64URL.fromBuffer(credential.id);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
        userHandle: pick.userHandle ?? credential.userHandle,
      },
    };
  }

  private flags(flags: { userVerified?: boolean }): number {
    return 0x01 | (flags.userVerified === false ? 0 : 0x04);
  }

  private rpIdHash(): Buffer {
    return createHash('sha256').update(this.rpId).digest();
  }

  private clientData(type: string, challenge: string): string {
    return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}
