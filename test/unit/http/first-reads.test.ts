import { expect } from 'chai';
import { firstReadSteps, firstReadsScript } from '../../../src/http/first-reads.js';

/** Every URL the steps of a page name, each step given the answers so far. */
function urlsOf(path: string, answers: Record<string, unknown> = {}): string[][] {
  const url = new URL(path, 'http://parrilla.test');
  const known = new Map(Object.entries(answers));
  return firstReadSteps(url.pathname, url.searchParams).map((step) => step(known));
}

describe('First reads of a public page (put into its HTML, docs/adr/0030)', () => {
  it('names the reads the app makes first, with its keys as it writes them', () => {
    expect(urlsOf('/')).to.deep.equal([['/api/campeonatos?vigentes=1']]);
    expect(urlsOf('/campeonatos')).to.deep.equal([['/api/campeonatos?vigentes=1']]);
    expect(urlsOf('/records')).to.deep.equal([['/api/track-records/allrecords?vigentes=1']]);
    expect(urlsOf('/campeones')).to.deep.equal([['/api/campeones']]);
    expect(urlsOf('/eventos-unicos/a%20b')).to.deep.equal([['/api/eventos-unicos/a%20b']]);
    expect(urlsOf('/pilotos/u1')).to.deep.equal([['/api/pilotos/u1', '/api/track-records/allrecords?usuario=u1']]);
    expect(urlsOf('/campeonatos/c1/clasificacion?hastaRonda=2')).to.deep.equal([['/api/campeonatos/c1', '/api/campeonatos/c1/clasificacion', '/api/series/ediciones/c1', '/api/campeonatos/c1/clasificacion?hastaRonda=2']]);
  });

  it('reads what depends on a first answer once it has it: the events of a championship’s races, the analyzer’s latest event and its race', () => {
    const championship = { carreras: [{ id: 'r1' }, { id: 'r 2' }] };
    expect(urlsOf('/campeonatos/c1', { '/api/campeonatos/c1': championship })).to.deep.equal([
      ['/api/campeonatos/c1', '/api/campeonatos/c1/inscritos', '/api/reportes/campeonato/c1/decisiones', '/api/series/ediciones/c1'],
      ['/api/events/list?carreras=r1,r%202'],
    ]);
    const events = { events: [{ id: 'e2', subsession_id: 2, phases: [{ simsession_name: 'QUALIFY' }, { simsession_name: 'RACE' }] }, { id: 'e1', subsession_id: 1, phases: [{ simsession_name: 'QUALIFY' }] }] };
    expect(urlsOf('/race-result', { '/api/events/list': events })[1]).to.deep.equal(['/api/events/2/phase-results/RACE', '/api/events/2/rating-changes?sortBy=irating_change']);
    expect(urlsOf('/race-result?evento=1', { '/api/events/list': events })[1]).to.deep.equal(['/api/events/1/phase-results/QUALIFY', '/api/events/1/rating-changes?sortBy=irating_change']);
    // The first page only; an event asked for that it does not hold is read by itself, then its race.
    expect(urlsOf('/race-result', { '/api/events/list': events })).to.have.length(3);
    expect(urlsOf('/race-result', { '/api/events/list': events })[2]).to.deep.equal([]);
    const old = { id: 'e9', subsession_id: 9, phases: [{ simsession_name: 'RACE' }] };
    expect(urlsOf('/race-result?evento=9', { '/api/events/list': events }).slice(1)).to.deep.equal([['/api/events/9'], []]);
    expect(urlsOf('/race-result?evento=9', { '/api/events/list': events, '/api/events/9': old }).slice(1)).to.deep.equal([['/api/events/9'], ['/api/events/9/phase-results/RACE', '/api/events/9/rating-changes?sortBy=irating_change']]);
    // Only an event's own names are asked for: a subsession or an id, never another path.
    expect(urlsOf('/race-result?evento=list', { '/api/events/list': events }).slice(1)).to.deep.equal([[], []]);
    expect(urlsOf('/race-result?evento=..%2Fx', { '/api/events/list': events }).slice(1)).to.deep.equal([[], []]);
  });

  it('reads nothing for the pages that need no public answer first, nor for a badly written id', () => {
    expect(urlsOf('/terminos-y-condiciones')).to.deep.equal([]);
    expect(urlsOf('/admin/usuarios')).to.deep.equal([]);
    expect(urlsOf('/pilotos/%E0%A4%A')).to.deep.equal([]);
    expect(urlsOf(`/pilotos/${'x'.repeat(65)}`)).to.deep.equal([]);
  });

  it('writes the answers as a JSON script element that no text in them can close', () => {
    const script = firstReadsScript(new Map([['/api/x', { nombre: '</script><script>alert(1)</script>', linea: 'a\u2028b' }]]));
    expect(script).not.to.include('</script><script>');
    expect(script.match(/<\/script>/g)).to.have.length(1);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json)).to.deep.equal({ '/api/x': { nombre: '</script><script>alert(1)</script>', linea: 'a\u2028b' } });
  });
});
