import { expect } from 'chai';
import { IcsCache } from '../../../src/modules/calendar/adapters/ical/ics-cache.js';
import type { CalendarFeed } from '../../../src/modules/calendar/domain/calendar-entry.js';

const feed = (title: string, lastModified = '2026-03-01T00:00:00.000Z'): CalendarFeed => ({
  name: 'Parrilla',
  description: 'Prueba',
  entries: [
    { uid: 'evento-1@parrilla', title, start: new Date('2026-03-15T02:30:00Z'), end: new Date('2026-03-15T03:40:00Z'), url: 'https://x.mx/eventos-unicos/1', location: null, description: '', lastModified: new Date(lastModified), cancelled: false },
  ],
  changesAt: null,
});

describe('The cache of written feeds', () => {
  it('gives the same key and body for the same content, and a new one when anything in it changes', () => {
    const cache = new IcsCache();
    const key = cache.keyOf(feed('Noche de GT3'));
    expect(cache.keyOf(feed('Noche de GT3'))).to.equal(key);
    const body = cache.body(key, feed('Noche de GT3'));
    expect(body).to.contain('SUMMARY:Noche de GT3');
    expect(cache.body(key, feed('Noche de GT3'))).to.equal(body);

    const renamed = feed('Noche de GT4');
    expect(cache.keyOf(renamed)).not.to.equal(key);
    expect(cache.body(cache.keyOf(renamed), renamed)).to.contain('SUMMARY:Noche de GT4');
    expect(cache.keyOf(feed('Noche de GT3', '2026-03-02T00:00:00.000Z')), 'an edit moves LAST-MODIFIED').not.to.equal(key);
  });

  it('keeps no more bytes than its bound, dropping the least recently used first', () => {
    const one = feed('Uno');
    const size = new IcsCache().body('x', one).length;
    const cache = new IcsCache(size * 2 + 10);
    const bodies = ['Uno', 'Dos', 'Tres'].map((t) => ({ t, f: feed(t) }));
    cache.body('uno', bodies[0]!.f);
    cache.body('dos', bodies[1]!.f);
    // Reading 'uno' again makes 'dos' the oldest.
    cache.body('uno', bodies[0]!.f);
    cache.body('tres', bodies[2]!.f);
    const kept = (cache as unknown as { bodies: Map<string, string> }).bodies;
    expect([...kept.keys()]).to.deep.equal(['uno', 'tres']);
  });
});
