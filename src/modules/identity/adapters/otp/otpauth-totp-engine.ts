import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TotpEngine } from '../../application/ports/second-factor.port.js';

const ISSUER = 'Parrilla';
const PERIOD = 30;

/** RFC 6238 with otpauth (SHA-1, 6 digits, 30 s: what every authenticator app reads) and its QR code with qrcode. */
export class OtpauthTotpEngine implements TotpEngine {
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  uri(secret: string, account: string): string {
    return this.totp(secret, account).toString();
  }

  stepOf(secret: string, code: string, at: Date): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const delta = this.totp(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
    return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD) + delta;
  }

  qr(uri: string): Promise<string> {
    return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  }

  private totp(secret: string, account = ''): TOTP {
    return new TOTP({ issuer: ISSUER, label: account, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
  }
}
