import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../../src/platform/config.js';

describe('Configuration: the VAPID keys of push notifications', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-vapid-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a P-256 pair on first start, keeps it in the data folder and reads the same pair again', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).vapid;
    const again = loadConfig({ DATA_DIR: dataDir }).vapid;
    expect(again).to.deep.equal(first);
    // The pair is one: the public key is the private key's point, as web-push checks.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url')).to.equal(first.publicKey);
    expect(() => webpush.generateRequestDetails({ endpoint: 'https://push.example/x', keys: { p256dh: ecdh.getPublicKey('base64url'), auth: 'a'.repeat(22) } }, 'x', { vapidDetails: first })).to.not.throw();
    expect(first.subject).to.equal('mailto:no-responder@parrilla.local');
  });

  it('takes the pair and the subject from the environment, and refuses one key without the other', () => {
    const keys = webpush.generateVAPIDKeys();
    const vapid = loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:liga@parrilla.mx' }).vapid;
    expect(vapid).to.deep.equal({ ...keys, subject: 'mailto:liga@parrilla.mx' });
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: keys.publicKey })).to.throw(ConfigError, 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://parrilla.mx' }).vapid.subject).to.equal('https://parrilla.mx');
  });
});
