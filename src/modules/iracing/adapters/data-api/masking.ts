import { createHash } from 'node:crypto';

/**
 * iRacing's masking of a secret sent to its OAuth server: base64(sha256(secret + identifier)), the
 * identifier trimmed and lower-cased. The password is masked with the username, the client secret
 * with the client id.
 */
export function maskSecret(secret: string, identifier: string): string {
  return createHash('sha256')
    .update(secret + identifier.trim().toLowerCase())
    .digest('base64');
}
