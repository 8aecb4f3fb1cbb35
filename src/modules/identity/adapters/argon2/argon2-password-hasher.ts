import { hash, verify, type Options } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/ports/password-hasher.port.js';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. `test-minimum`
 * (1 MiB, 1 pass) exists for the test suite only, which hashes hundreds of passwords; the
 * configuration refuses it outside NODE_ENV=test. A hash carries its own cost, so verify checks
 * either kind.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  private readonly options: Options | undefined;

  constructor(cost: 'standard' | 'test-minimum' = 'standard') {
    this.options = cost === 'test-minimum' ? { memoryCost: 1024, timeCost: 1 } : undefined;
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
