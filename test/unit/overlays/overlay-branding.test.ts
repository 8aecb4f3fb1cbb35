import { expect } from 'chai';
import { brandingStyle, LEAGUE_LOGO } from '../../../src/modules/overlays/domain/overlay-branding.js';

describe('An overlay in the championship’s colour and the league’s logo', () => {
  it('paints the accent in the championship’s colour, with readable text on it', () => {
    expect(brandingStyle('#1e3a8a')).to.equal('--acento:#1e3a8a;--sobre-acento:#fff');
    // A light colour takes dark text.
    expect(brandingStyle('#ffd400')).to.equal('--acento:#ffd400;--sobre-acento:#10131a');
  });

  it('keeps the league’s theme when the championship has no colour, and never writes a value that is not one', () => {
    expect(brandingStyle(null)).to.equal('');
    expect(brandingStyle('red;background:url(x)')).to.equal('');
  });

  it('shows the league’s own mark, served by the site', () => {
    expect(LEAGUE_LOGO).to.match(/^\/[\w.-]+\.svg$/);
  });
});
