import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { uploadsRoot } from '../../../src/platform/platform.container.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, TINY_PNG, useTestApi, userRow } from '../identity/identity-fixtures.js';

/** The 1×1 PNG declaring another size in its IHDR: a few bytes a browser would decode into gigabytes. */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describeEachDatabase('Images declaring too many pixels are refused before they are stored', (kind) => {
  const t = useTestApi(kind);
  const avatarsDir = () => path.join(uploadsRoot(t.context.config), 'avatars');
  const avatarFiles = () => (existsSync(avatarsDir()) ? readdirSync(avatarsDir()) : []);

  it('answers 422 with a Spanish message for a profile picture declaring 30000×30000 pixels, storing nothing', async () => {
    const ana = await createUser(t.context);
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).to.be.lessThan(100);
    const res = await t.api.request
      .put(`/api/users/${ana.id}`)
      .set(bearer(ana.token))
      .field('biografia', 'No debe guardarse')
      .attach('imagenPerfil', bomb, 'bomba.png');
    expect(res.status).to.equal(422);
    expect(res.body).to.deep.equal({
      message: 'La imagen mide 30000×30000 píxeles: se admiten como máximo 10,000 píxeles por lado y 40 megapíxeles',
      code: 'IMAGE_TOO_LARGE',
    });
    expect(await userRow(t.context, ana.id)).to.include({ biografia: null, imagenPerfil: null });
    expect(avatarFiles()).to.be.empty;

    // A picture of ordinary size still goes through.
    const ok = await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).attach('imagenPerfil', pngDeclaring(1200, 800), 'yo.png');
    expect(ok.status).to.equal(200);
    expect(avatarFiles()).to.have.length(1);
  });
});
