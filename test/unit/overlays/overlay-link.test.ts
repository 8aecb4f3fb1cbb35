import { expect } from 'chai';
import { overlayLink, type OverlayLinkOptions } from '../../../src/contracts/broadcast.contract.js';
import { parseOverlayOptions, STANDINGS_COLUMNS, DEFAULT_STANDINGS_COLUMNS } from '../../../src/modules/overlays/domain/overlay-options.js';

const BASE: OverlayLinkOptions = { tipo: 'clasificacion', campeonato: 'c1', filas: 10, columnas: ['numero', 'puntos', 'diferencia'], tema: 'oscuro', posicion: 'izquierda', animaciones: true };

describe('The overlay link the Transmisión page builds', () => {
  it('writes only the options that differ from the overlay’s own defaults', () => {
    expect(overlayLink(BASE)).to.equal('/overlay/clasificacion?campeonato=c1');
    expect(overlayLink({ ...BASE, clase: 'GT3', filas: 5, columnas: ['puntos', 'numero', 'equipo'], tema: 'claro', posicion: 'derecha', animaciones: false }, 'https://liga.mx')).to.equal(
      'https://liga.mx/overlay/clasificacion?campeonato=c1&clase=GT3&filas=5&columnas=numero%2Cequipo%2Cpuntos&tema=claro&posicion=derecha&animaciones=no',
    );
  });

  it('leaves out what an overlay does not read: rows and columns of the next race, a class of the lower third; names the lower third’s driver', () => {
    expect(overlayLink({ ...BASE, tipo: 'proxima-carrera', filas: 3, columnas: ['equipo'], clase: 'GT3' })).to.equal('/overlay/proxima-carrera?campeonato=c1');
    expect(overlayLink({ ...BASE, tipo: 'piloto', clase: 'GT3', piloto: 'u-ana' })).to.equal('/overlay/piloto?campeonato=c1&piloto=u-ana');
  });

  it('makes links the overlays read back as they were built', () => {
    const link = new URL(overlayLink({ ...BASE, clase: 'GT4', filas: 7, columnas: ['equipo', 'victorias'], tema: 'claro', posicion: 'centro', animaciones: false }, 'https://liga.mx'));
    const options = parseOverlayOptions(Object.fromEntries(link.searchParams), { columns: STANDINGS_COLUMNS, defaultColumns: DEFAULT_STANDINGS_COLUMNS, defaultRows: 10 });
    expect(options).to.deep.equal({ campeonato: 'c1', clase: 'GT4', filas: 7, columnas: ['equipo', 'victorias'], tema: 'claro', posicion: 'centro', animaciones: false });
  });
});
