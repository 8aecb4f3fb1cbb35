import { expect } from 'chai';
import { computeStandings } from '../../../src/modules/standings/index.js';
import {
  ANA,
  BETO,
  CARO,
  DANI,
  ELI,
  event,
  FER,
  finished,
  GABO,
  HUGO,
  penalty,
  pointsOf,
  raceRound,
  round,
  row,
  rowOf,
  rules,
  session,
  tableNamed,
} from './season-builder.js';

// Every expected table below is worked out by hand from the invented results; the comments show the sums.

describe('Standings: hand-worked seasons', () => {
  describe('sprint and main rounds with pole, fastest-lap and laps-led points', () => {
    const scoring = rules({
      tiposPuntuacion: [
        {
          nombre: 'Sprint',
          eventos: [event('Pole sprint', 'qualifying', 'posicion', [1]), event('Carrera sprint', 'race', 'posicion', [8, 6, 4, 2]), event('Vuelta rápida sprint', 'race', 'vueltaRapida', [1])],
        },
        {
          nombre: 'Principal',
          eventos: [
            event('Pole', 'qualifying', 'posicion', [2]),
            event('Carrera', 'race', 'posicion', [25, 18, 15, 12]),
            event('Vuelta rápida', 'race', 'vueltaRapida', [2, 1]),
            event('Vueltas lideradas', 'race', 'vueltasLideradas', [1]),
          ],
        },
      ],
      formato: { porDefecto: ['Sprint', 'Principal'], rondas: [] },
    });
    const lap = (ms: number, extra = {}) => ({ bestLapTime: ms, ...extra });
    const season = [
      round(
        1,
        // Sprint: pole Beto 1; race Ana 8, Beto 6, Caro 4, Dani 2; fastest lap Beto (90.2) 1.
        // → Ana 8, Beto 8, Caro 4, Dani 2.
        session(1, {
          qualifying: finished(BETO, ANA, CARO, DANI),
          race: finished(row(ANA, lap(90_500, { lapsLed: 5 })), row(BETO, lap(90_200)), row(CARO, lap(91_000)), row(DANI, lap(92_000))),
        }),
        // Main: pole Ana 2; race Caro 25, Ana 18, Dani 15, Beto 12; fastest laps Ana (89.5) 2, Caro (89.9) 1;
        // laps led Caro 1, Ana 1. → Ana 2+18+2+1 = 23, Caro 25+1+1 = 27, Dani 15, Beto 12.
        session(2, {
          qualifying: finished(ANA, CARO, BETO, DANI),
          race: finished(row(CARO, lap(89_900, { lapsLed: 12 })), row(ANA, lap(89_500, { lapsLed: 8 })), row(DANI, lap(90_100)), row(BETO, lap(90_000))),
        }),
      ),
      // Round 1: Ana 8+23 = 31, Beto 8+12 = 20, Caro 4+27 = 31, Dani 2+15 = 17.
      round(
        2,
        // Sprint: pole Dani 1; race Dani 8, Caro 6, Ana 4, Beto 2; fastest lap Caro (90.8) 1.
        // → Dani 9, Caro 7, Ana 4, Beto 2.
        session(1, {
          qualifying: finished(DANI, ANA, BETO, CARO),
          race: finished(row(DANI, lap(91_000)), row(CARO, lap(90_800)), row(ANA, lap(91_500)), row(BETO, lap(92_000))),
        }),
        // Main: pole Beto 2; race Beto 25, Ana 18, Caro 15, Dani 12; fastest laps Beto (89.0) 2, Caro (89.2) 1;
        // laps led Beto 1, Dani 1. → Beto 30, Ana 18, Caro 16, Dani 13.
        session(2, {
          qualifying: finished(BETO, DANI, ANA, CARO),
          race: finished(row(BETO, lap(89_000, { lapsLed: 20 })), row(ANA, lap(89_400)), row(CARO, lap(89_200)), row(DANI, lap(89_900, { lapsLed: 3 }))),
        }),
      ),
      // Round 2: Ana 4+18 = 22, Beto 2+30 = 32, Caro 7+16 = 23, Dani 9+13 = 22.
    ];
    const standings = computeStandings({ rules: scoring, rounds: season, penalties: [] });

    it('sums every event of both sessions into the round and the rounds into the total', () => {
      // Caro 31+23 = 54, Ana 31+22 = 53, Beto 20+32 = 52, Dani 17+22 = 39.
      expect(pointsOf(standings.grupos[0])).to.deep.equal([
        [CARO.name, 54],
        [ANA.name, 53],
        [BETO.name, 52],
        [DANI.name, 39],
      ]);
      expect(rowOf(standings, ANA).rondas.map((r) => r.puntos)).to.deep.equal([31, 22]);
      expect(rowOf(standings, DANI).diferencia).to.equal(54 - 39);
    });

    it('counts wins and podiums in every race, poles in every qualifying and fastest laps', () => {
      // Wins: Caro R1 main, Ana R1 sprint, Beto R2 main, Dani R2 sprint.
      // Podiums: Caro 3rd, 1st, 2nd, 3rd = 4; Ana 1st, 2nd, 3rd, 2nd = 4; Beto 2nd, 4th, 4th, 1st = 2; Dani 4th, 3rd, 1st, 4th = 2.
      // Poles: Beto R1 sprint and R2 main; Ana R1 main; Dani R2 sprint. Fastest laps: Beto R1 sprint and R2 main; Ana R1 main; Caro R2 sprint.
      const stats = (d: typeof ANA) => {
        const r = rowOf(standings, d);
        return [r.victorias, r.podios, r.poles, r.vueltasRapidas];
      };
      expect(stats(CARO)).to.deep.equal([1, 4, 0, 1]);
      expect(stats(ANA)).to.deep.equal([1, 4, 1, 1]);
      expect(stats(BETO)).to.deep.equal([1, 2, 2, 2]);
      expect(stats(DANI)).to.deep.equal([1, 2, 1, 0]);
    });

    it('keeps each event of a round apart, for the table of points per event', () => {
      // Ana round 1: pole sprint 0 (2nd), sprint race 8 (1st), fastest lap sprint 0 (2nd); pole 2, race 18, fastest lap 2, laps led 1.
      expect(rowOf(standings, ANA).rondas[0]!.eventos).to.deep.equal([
        { sesion: 1, evento: 'Pole sprint', puntos: 0, posicion: 2 },
        { sesion: 1, evento: 'Carrera sprint', puntos: 8, posicion: 1 },
        { sesion: 1, evento: 'Vuelta rápida sprint', puntos: 0, posicion: 2 },
        { sesion: 2, evento: 'Pole', puntos: 2, posicion: 1 },
        { sesion: 2, evento: 'Carrera', puntos: 18, posicion: 2 },
        { sesion: 2, evento: 'Vuelta rápida', puntos: 2, posicion: 1 },
        { sesion: 2, evento: 'Vueltas lideradas', puntos: 1, posicion: null },
      ]);
    });

    it('counts only the rounds up to hastaRonda', () => {
      const after1 = computeStandings({ rules: scoring, rounds: season, penalties: [], hastaRonda: 1 });
      // Round 1 only: Ana 31 and Caro 31 tie with one win each (Ana the sprint, Caro the main race);
      // Ana was also second in the main race, Caro had no second place.
      expect(after1.hastaRonda).to.equal(1);
      expect(pointsOf(after1.grupos[0])).to.deep.equal([
        [ANA.name, 31],
        [CARO.name, 31],
        [BETO.name, 20],
        [DANI.name, 17],
      ]);
    });
  });

  describe('two groups inside one car class and a group change from round 3', () => {
    const scoring = rules({
      agrupacion: 'grupos',
      grupos: [
        { nombre: 'Oro', posicionesGenerales: false },
        { nombre: 'Plata', posicionesGenerales: false },
      ],
      pilotos: [
        { custId: ANA.custId, nombre: 'Ana R.', grupo: 'Oro', cambios: [] },
        { custId: BETO.custId, nombre: BETO.name, grupo: 'Oro', cambios: [] },
        { custId: CARO.custId, nombre: CARO.name, grupo: 'Plata', cambios: [] },
        { custId: DANI.custId, nombre: DANI.name, grupo: 'Plata', cambios: [] },
        { custId: ELI.custId, nombre: ELI.name, grupo: 'Plata', cambios: [{ desdeRonda: 3, grupo: 'Oro' }] },
      ],
      // Fer is not listed and there is no default group: he scores nothing and takes no group's place.
      grupoPorDefecto: null,
      tabla: [10, 6, 3],
    });
    const season = [
      // Oro: Ana 10, Beto 6. Plata: Caro 10, Eli 6, Dani 3 (Fer, first overall, is in no group).
      raceRound(1, FER, ANA, CARO, BETO, ELI, DANI),
      // Oro: Beto 10, Ana 6. Plata: Eli 10, Dani 6, Caro 3.
      raceRound(2, ELI, BETO, DANI, ANA, CARO),
      // Eli is in Oro now. Oro: Ana 10, Eli 6, Beto 3. Plata: Caro 10, Dani 6.
      raceRound(3, ANA, ELI, CARO, BETO, DANI),
    ];

    it('scores each group on its own order and lists a driver once, in his latest group, with every round', () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [] });
      expect(standings.grupos.map((t) => t.grupo)).to.deep.equal(['Oro', 'Plata']);
      // Oro: Ana 10+6+10 = 26, Eli 6+10+6 = 22 (his Plata rounds too), Beto 6+10+3 = 19.
      expect(pointsOf(tableNamed(standings, 'Oro'))).to.deep.equal([
        ['Ana R.', 26],
        [ELI.name, 22],
        [BETO.name, 19],
      ]);
      // Plata: Caro 10+3+10 = 23, Dani 3+6+6 = 15.
      expect(pointsOf(tableNamed(standings, 'Plata'))).to.deep.equal([
        [CARO.name, 23],
        [DANI.name, 15],
      ]);
      expect(rowOf(standings, ELI).rondas.map((r) => r.puntos)).to.deep.equal([6, 10, 6]);
      expect(standings.grupos.flatMap((t) => t.filas).some((r) => r.custId === FER.custId)).to.equal(false);
    });

    it('shows the driver in the group he was in after the round asked for, and breaks a tie by the latest round', () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [], hastaRonda: 2 });
      // Plata after round 2: Eli 6+10 = 16, Caro 10+3 = 13, Dani 3+6 = 9.
      expect(pointsOf(tableNamed(standings, 'Plata'))).to.deep.equal([
        [ELI.name, 16],
        [CARO.name, 13],
        [DANI.name, 9],
      ]);
      // Oro: Ana 10+6 = 16 and Beto 6+10 = 16; one win and one second each; Beto won the latest round.
      expect(pointsOf(tableNamed(standings, 'Oro'))).to.deep.equal([
        [BETO.name, 16],
        ['Ana R.', 16],
      ]);
    });

    it('puts unlisted drivers in the default group when there is one', () => {
      const standings = computeStandings({ rules: { ...scoring, grupoPorDefecto: 'Plata' }, rounds: [season[0]!], penalties: [] });
      // Round 1 Plata order: Fer, Caro, Eli, Dani → Fer 10, Caro 6, Eli 3, Dani 0.
      expect(pointsOf(tableNamed(standings, 'Plata'))).to.deep.equal([
        [FER.name, 10],
        [CARO.name, 6],
        [ELI.name, 3],
        [DANI.name, 0],
      ]);
    });

    it('scores a group on overall positions when asked', () => {
      const overall = {
        ...scoring,
        grupos: [
          { nombre: 'Oro', posicionesGenerales: true },
          { nombre: 'Plata', posicionesGenerales: false },
        ],
        tiposPuntuacion: rules({ tabla: [10, 6, 3, 1] }).tiposPuntuacion,
      };
      const standings = computeStandings({ rules: overall, rounds: [raceRound(1, CARO, ANA, BETO, DANI)], penalties: [] });
      // Overall: Caro 1st, Ana 2nd, Beto 3rd, Dani 4th. Oro by overall place: Ana 6, Beto 3. Plata within: Caro 10, Dani 6;
      // Eli, listed in Plata, did not race: 0.
      expect(pointsOf(tableNamed(standings, 'Oro'))).to.deep.equal([
        ['Ana R.', 6],
        [BETO.name, 3],
      ]);
      expect(pointsOf(tableNamed(standings, 'Plata'))).to.deep.equal([
        [CARO.name, 10],
        [DANI.name, 6],
        [ELI.name, 0],
      ]);
    });
  });

  describe('drivers the rulebook lists who have no results yet (mostrarPilotosSinResultados)', () => {
    const scoring = rules({
      agrupacion: 'grupos',
      grupos: [
        { nombre: 'Oro', posicionesGenerales: false },
        { nombre: 'Plata', posicionesGenerales: false },
      ],
      pilotos: [
        { custId: ANA.custId, nombre: ANA.name, grupo: 'Oro', cambios: [] },
        { custId: BETO.custId, nombre: BETO.name, grupo: 'Oro', cambios: [] },
        { custId: CARO.custId, nombre: CARO.name, grupo: 'Oro', cambios: [] },
        { custId: DANI.custId, nombre: DANI.name, grupo: 'Oro', cambios: [] },
        // Fer never races; Hugo never races and moves to Oro from round 2; Gabo first races in round 2.
        { custId: FER.custId, nombre: FER.name, grupo: 'Oro', cambios: [] },
        { custId: ELI.custId, nombre: ELI.name, grupo: 'Plata', cambios: [{ desdeRonda: 2, grupo: 'Oro' }] },
        { custId: GABO.custId, nombre: GABO.name, grupo: 'Plata', cambios: [] },
        { custId: HUGO.custId, nombre: HUGO.name, grupo: 'Plata', cambios: [{ desdeRonda: 2, grupo: 'Oro' }] },
      ],
      mostrarPilotosSinResultados: true,
      tabla: [10, 6, 3],
    });
    const season = [
      // Oro: Ana 10, Beto 6, Caro 3, Dani 4th 0. Plata: Eli 10.
      raceRound(1, ANA, BETO, CARO, DANI, ELI),
      // Eli is in Oro now. Oro: Eli 10, Beto 6, Ana 3. Plata: Gabo 10.
      raceRound(2, ELI, GABO, BETO, ANA),
    ];

    it('lists each at 0 in his group, after those with points, by the same tie rules', () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [] });
      // Oro: Eli 10 + 10 = 20 (his Plata round too), Ana 10 + 3 = 13, Beto 6 + 6 = 12, Caro 3, Dani 0 with a
      // fourth place, then Fer and Hugo (in Oro from round 2) at 0 with no result: by name.
      expect(pointsOf(tableNamed(standings, 'Oro'))).to.deep.equal([
        [ELI.name, 20],
        [ANA.name, 13],
        [BETO.name, 12],
        [CARO.name, 3],
        [DANI.name, 0],
        [FER.name, 0],
        [HUGO.name, 0],
      ]);
      expect(pointsOf(tableNamed(standings, 'Plata'))).to.deep.equal([[GABO.name, 10]]);
      const fer = rowOf(standings, FER);
      expect(fer).to.deep.include({ posicion: 6, diferencia: 20, victorias: 0, podios: 0, deducciones: 0 });
      expect(fer.rondas.map((r) => [r.ronda, r.puntos, r.participo])).to.deep.equal([
        [1, 0, false],
        [2, 0, false],
      ]);
    });

    it('lists, after a round, the drivers who first race later, in the group they are in then', () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [], hastaRonda: 1 });
      // Oro after round 1: Ana 10, Beto 6, Caro 3, Dani 0 (a fourth place), Fer 0.
      expect(pointsOf(tableNamed(standings, 'Oro'))).to.deep.equal([
        [ANA.name, 10],
        [BETO.name, 6],
        [CARO.name, 3],
        [DANI.name, 0],
        [FER.name, 0],
      ]);
      // Plata after round 1: Eli 10; Gabo (first race in round 2) and Hugo (in Plata until round 2) at 0.
      expect(pointsOf(tableNamed(standings, 'Plata'))).to.deep.equal([
        [ELI.name, 10],
        [GABO.name, 0],
        [HUGO.name, 0],
      ]);
    });

    it('lists every one of them, by name, before any round has results', () => {
      const standings = computeStandings({ rules: scoring, rounds: [], penalties: [] });
      expect(standings.rondas).to.deep.equal([]);
      expect(standings.grupos.map((t) => [t.grupo, t.filas.map((r) => [r.nombre, r.puntos, r.rondas.length])])).to.deep.equal([
        [
          'Oro',
          [
            [ANA.name, 0, 0],
            [BETO.name, 0, 0],
            [CARO.name, 0, 0],
            [DANI.name, 0, 0],
            [FER.name, 0, 0],
          ],
        ],
        [
          'Plata',
          [
            [ELI.name, 0, 0],
            [GABO.name, 0, 0],
            [HUGO.name, 0, 0],
          ],
        ],
      ]);
    });

    it('lists only drivers with a result when the option is off, as every rulebook stored before it', () => {
      const standings = computeStandings({ rules: { ...scoring, mostrarPilotosSinResultados: false }, rounds: season, penalties: [], hastaRonda: 1 });
      expect(pointsOf(tableNamed(standings, 'Oro'))).to.deep.equal([
        [ANA.name, 10],
        [BETO.name, 6],
        [CARO.name, 3],
        [DANI.name, 0],
      ]);
      expect(pointsOf(tableNamed(standings, 'Plata'))).to.deep.equal([[ELI.name, 10]]);
    });

    it('leaves a driver of a team event in his team\'s row, and lists nobody without results by car class', () => {
      const team = row(ANA, { custId: null, teamId: 9001, displayName: 'Halcones', drivers: [ANA, BETO].map((d) => ({ custId: d.custId, displayName: d.name })) });
      const teams = computeStandings({ rules: scoring, rounds: [raceRound(1, team)], penalties: [] });
      // Ana and Beto drove for Halcones: the drivers' table lists the others at 0.
      expect(pointsOf(tableNamed(teams, 'Oro')).map(([name]) => name)).to.deep.equal([CARO.name, DANI.name, FER.name]);
      expect(pointsOf(teams.equipos[0])).to.deep.equal([['Halcones', 10]]);
      // By car class a driver without results has no class yet.
      const byClass = computeStandings({ rules: { ...scoring, agrupacion: 'clases' }, rounds: [raceRound(1, ANA, BETO)], penalties: [] });
      expect(pointsOf(byClass.grupos[0])).to.deep.equal([
        [ANA.name, 10],
        [BETO.name, 6],
      ]);
    });
  });

  describe("a driver out 'Disconnected' and one below the minimum laps", () => {
    const scoring = rules({
      tiposPuntuacion: [{ nombre: 'Carrera', eventos: [event('Carrera', 'race', 'posicion', [25, 18, 15, 12, 10, 8], 0.75)] }],
      motivosSinPuntos: ['Disconnected'],
    });
    // The leader ran 20 laps: 0.75 × 20 = 15 laps to score.
    const season = [
      raceRound(
        1,
        ANA,
        CARO,
        row(BETO, { lapsComplete: 18, reasonOut: 'Disconnected' }),
        row(DANI, { lapsComplete: 14 }),
        row(ELI, { lapsComplete: 16 }),
        row(FER, { lapsComplete: 15 }),
      ),
    ];

    it('gives neither any points, and the drivers behind keep their places', () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [] });
      // Ana P1 25, Caro P2 18, Beto P3 out (0), Dani P4 14 laps (0), Eli P5 10, Fer P6 with exactly 15 laps 8.
      expect(pointsOf(standings.grupos[0])).to.deep.equal([
        [ANA.name, 25],
        [CARO.name, 18],
        [ELI.name, 10],
        [FER.name, 8],
        [BETO.name, 0],
        [DANI.name, 0],
      ]);
    });

    it('closes the gap when the rules say so', () => {
      const standings = computeStandings({ rules: { ...scoring, cerrarPosiciones: true }, rounds: season, penalties: [] });
      // Scorers in order: Ana 1st 25, Caro 2nd 18, Eli 3rd 15, Fer 4th 12.
      expect(pointsOf(standings.grupos[0]).slice(0, 4)).to.deep.equal([
        [ANA.name, 25],
        [CARO.name, 18],
        [ELI.name, 15],
        [FER.name, 12],
      ]);
    });
  });

  describe("a penalty on a driver who scores nothing ('Disconnected')", () => {
    const scoring = rules({
      tiposPuntuacion: [{ nombre: 'Carrera', eventos: [event('Carrera', 'race', 'posicion', [10, 6, 3, 2, 1], 0.75)] }],
      motivosSinPuntos: ['Disconnected'],
    });
    // Ana 20 laps; Beto lost his connection after 19, ahead of Caro (19) and Dani (18), both lapped and
    // scoring (15 laps needed); Eli, 14 laps, is under the minimum.
    const season = [raceRound(1, ANA, row(BETO, { lapsComplete: 19, reasonOut: 'Disconnected' }), row(CARO, { lapsComplete: 19 }), row(DANI, { lapsComplete: 18 }), row(ELI, { lapsComplete: 14 }))];
    const points = (extra: object, penalties: Parameters<typeof computeStandings>[0]['penalties']) => {
      const standings = computeStandings({ rules: { ...scoring, ...extra }, rounds: season, penalties });
      return Object.fromEntries(standings.grupos[0]!.filas.map((r) => [r.nombre, r.puntos]));
    };

    it('moves him by default, so the drivers he passes move up a place and score it', () => {
      // Without penalties: Ana P1 10, Beto P2 (nothing), Caro P3 3, Dani P4 2, Eli P5 (under the minimum).
      expect(points({}, [])).to.deep.equal({ [ANA.name]: 10, [CARO.name]: 3, [DANI.name]: 2, [BETO.name]: 0, [ELI.name]: 0 });
      // Beto two places: [Ana Caro Dani Beto Eli] → Ana 10, Caro 6, Dani 3.
      expect(points({}, [penalty(BETO, 1, 'posiciones', 2)])).to.deep.equal({ [ANA.name]: 10, [CARO.name]: 6, [DANI.name]: 3, [BETO.name]: 0, [ELI.name]: 0 });
      // Beto disqualified: [Ana Caro Dani Eli] → Ana 10, Caro 6, Dani 3.
      expect(points({}, [penalty(BETO, 1, 'descalificacion')])).to.deep.equal({ [ANA.name]: 10, [CARO.name]: 6, [DANI.name]: 3, [BETO.name]: 0, [ELI.name]: 0 });
    });

    it('moves nobody with sancionSinPuntosNoMueveAOtros: every place and point stays as without the penalty', () => {
      const rule = { sancionSinPuntosNoMueveAOtros: true };
      // Ana P1 10, Beto P2 (nothing), Caro P3 3, Dani P4 2, as without penalties.
      const untouched = { [ANA.name]: 10, [CARO.name]: 3, [DANI.name]: 2, [BETO.name]: 0, [ELI.name]: 0 };
      expect(points(rule, [penalty(BETO, 1, 'posiciones', 2)])).to.deep.equal(untouched);
      expect(points(rule, [penalty(BETO, 1, 'descalificacion')])).to.deep.equal(untouched);
    });

    it("still moves a scorer's penalty past a non-scorer with the rule", () => {
      // Ana two places: behind Beto and Caro: [Beto Caro Ana Dani Eli] → Caro P2 6, Ana P3 3, Dani P4 2.
      expect(points({ sancionSinPuntosNoMueveAOtros: true }, [penalty(ANA, 1, 'posiciones', 2)])).to.deep.equal({ [CARO.name]: 6, [ANA.name]: 3, [DANI.name]: 2, [BETO.name]: 0, [ELI.name]: 0 });
    });
  });

  describe('a race with cumulative place penalties, a time penalty and a disqualification', () => {
    const scoring = rules({
      tiposPuntuacion: [
        {
          nombre: 'Principal',
          eventos: [event('Pole', 'qualifying', 'posicion', [1]), event('Carrera', 'race', 'posicion', [10, 8, 6, 5, 4, 3, 2, 1]), event('Vuelta rápida', 'race', 'vueltaRapida', [1])],
        },
      ],
      formato: { porDefecto: ['Principal'], rondas: [] },
    });
    const drivers = [ANA, BETO, CARO, DANI, ELI, FER, GABO, HUGO];
    // All on the lead lap, two seconds apart: Ana 0, Beto 2 s, Caro 4 s, Dani 6 s, Eli 8 s, Fer 10 s, Gabo 12 s, Hugo 14 s.
    // Ana has the fastest lap (90.0 s) and the pole.
    const season = [
      round(1, session(1, { qualifying: finished(...drivers), race: finished(...drivers.map((d, i) => row(d, { bestLapTime: 90_000 + i * 100 }))) })),
    ];
    const penalties = [
      // [A B C D E F G H] → Beto behind the next two: [A C D B E F G H]
      penalty(BETO, 1, 'posiciones', 2),
      // counted from where he stands now, three more: [A C D E F G B H]
      penalty(BETO, 1, 'posiciones', 3),
      // Caro 4 + 7 = 11 s: drops behind Dani 6, Eli 8, Fer 10, and stops at Gabo 12: [A D E F C G B H]
      penalty(CARO, 1, 'tiempo', 7),
      // Hugo is last: never past the end.
      penalty(HUGO, 1, 'posiciones', 5),
      // Ana out of the race (not of the pole or the fastest lap): [D E F C G B H]
      penalty(ANA, 1, 'descalificacion'),
      // Dani behind Eli: [E D F C G B H]
      penalty(DANI, 1, 'posiciones', 1),
      penalty(FER, 1, 'advertencia'),
    ];

    it('applies them in the order recorded, each from where the driver stands', () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties });
      // Eli 10, Dani 8, Fer 6, Caro 5, Gabo 4, Beto 3, Hugo 2; Ana: pole 1 + fastest lap 1 = 2.
      // Hugo and Ana tie on 2: Hugo has a seventh place, Ana no race result.
      expect(pointsOf(standings.grupos[0])).to.deep.equal([
        [ELI.name, 10],
        [DANI.name, 8],
        [FER.name, 6],
        [CARO.name, 5],
        [GABO.name, 4],
        [BETO.name, 3],
        [HUGO.name, 2],
        [ANA.name, 2],
      ]);
      const ana = rowOf(standings, ANA);
      expect([ana.poles, ana.vueltasRapidas, ana.victorias]).to.deep.equal([1, 1, 0]);
      expect(rowOf(standings, ELI).victorias).to.equal(1);
    });

    it('acts only on the event it names', () => {
      // A disqualification from the fastest-lap event only: Beto (90.1 s) gets it; the race is untouched.
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [penalty(ANA, 1, 'descalificacion', null, { sesion: 1, evento: 'Vuelta rápida' })] });
      // Ana: pole 1 + race 10 = 11; Beto: race 8 + fastest lap 1 = 9.
      expect(rowOf(standings, ANA).puntos).to.equal(11);
      expect(rowOf(standings, BETO).puntos).to.equal(9);
    });

    it('re-places a time penalty behind every faster driver on his lap', () => {
      // Beto 2 + 9 = 11 s: behind Caro 4, Dani 6, Eli 8, Fer 10; ahead of Gabo 12. → A C D E F B G H
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [penalty(BETO, 1, 'tiempo', 9)] });
      expect(rowOf(standings, BETO).rondas[0]!.eventos.find((e) => e.evento === 'Carrera')).to.deep.equal({ sesion: 1, evento: 'Carrera', puntos: 3, posicion: 6 });
      expect(rowOf(standings, FER).rondas[0]!.eventos.find((e) => e.evento === 'Carrera')!.posicion).to.equal(5);
    });
  });

  describe('drops with a protected round and a points deduction', () => {
    const scoring = rules({ tabla: [10, 6, 3], rondasDescartadas: 2, rondasNoDescartables: [4] });
    const season = [raceRound(1, ANA, BETO, CARO), raceRound(2, BETO, CARO, ANA), raceRound(3, ANA, BETO), raceRound(4, CARO, BETO, ANA)];
    const standings = computeStandings({ rules: scoring, rounds: season, penalties: [penalty(BETO, 2, 'puntos', 2)] });

    it('drops the worst droppable rounds, never the protected one, and takes deductions off the total', () => {
      // Ana 10, 3, 10, 3: drops R2 (3) and R1 (10, the earlier of two tens); R4 is protected. 10 + 3 = 13.
      // Beto 6, 10, 6, 6: drops R1 and R3. 10 + 6 = 16, less 2 deducted = 14.
      // Caro 3, 6, absent, 10: drops R3 (0) and R1 (3). 6 + 10 = 16.
      expect(pointsOf(standings.grupos[0])).to.deep.equal([
        [CARO.name, 16],
        [BETO.name, 14],
        [ANA.name, 13],
      ]);
      const dropped = (d: typeof ANA) => rowOf(standings, d).rondas.filter((r) => r.descartada).map((r) => r.ronda);
      expect(dropped(ANA)).to.deep.equal([1, 2]);
      expect(dropped(BETO)).to.deep.equal([1, 3]);
      expect(dropped(CARO)).to.deep.equal([1, 3]);
      expect(rowOf(standings, BETO).deducciones).to.equal(2);
      expect(rowOf(standings, CARO).rondas[2]).to.include({ puntos: 0, participo: false, descartada: true });
    });
  });

  describe('a points deduction for a driver who scored in no counted round', () => {
    it('lists him with the deduction off his empty total, below the drivers who scored nothing', () => {
      // Dani qualified in round 1 but did not start the race, which alone scores; he is penalised 3 points.
      const season = [round(1, session(1, { qualifying: finished(DANI, ANA, BETO, CARO), race: finished(ANA, BETO, CARO) })), raceRound(2, BETO, ANA, CARO)];
      const standings = computeStandings({ rules: rules({ tabla: [10, 6] }), rounds: season, penalties: [penalty(DANI, 1, 'puntos', 3), penalty(CARO, 2, 'puntos', 1)] });
      // Ana 10 + 6 = 16, Beto 6 + 10 = 16 (Beto won the latest round), Caro 0 − 1, Dani 0 − 3.
      expect(pointsOf(standings.grupos[0])).to.deep.equal([
        [BETO.name, 16],
        [ANA.name, 16],
        [CARO.name, -1],
        [DANI.name, -3],
      ]);
      expect(rowOf(standings, DANI)).to.deep.include({ posicion: 4, deducciones: 3, diferencia: 19, victorias: 0 });
      expect(rowOf(standings, DANI).rondas.map((r) => [r.ronda, r.puntos, r.participo])).to.deep.equal([
        [1, 0, false],
        [2, 0, false],
      ]);
    });

    it('places a driver found in no result in his configured group, or in the default one', () => {
      const scoring = rules({
        agrupacion: 'grupos',
        grupos: [
          { nombre: 'Oro', posicionesGenerales: false },
          { nombre: 'Plata', posicionesGenerales: false },
        ],
        pilotos: [{ custId: ELI.custId, nombre: 'Eli M.', grupo: 'Oro', cambios: [] }],
        grupoPorDefecto: 'Plata',
        tabla: [10, 6, 3],
      });
      const season = [raceRound(1, ANA, BETO), raceRound(2, ANA, BETO)];
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [penalty(ELI, 2, 'puntos', 5), penalty(FER, 1, 'puntos', 2)] });
      expect(pointsOf(tableNamed(standings, 'Oro'))).to.deep.equal([['Eli M.', -5]]);
      // Fer is listed nowhere and named by no result: his iRacing id names him.
      expect(pointsOf(tableNamed(standings, 'Plata'))).to.deep.equal([
        [ANA.name, 20],
        [BETO.name, 12],
        [String(FER.custId), -2],
      ]);
      expect(rowOf(standings, FER).deducciones).to.equal(2);
    });

    it('ignores the deduction of a round not counted yet', () => {
      const season = [raceRound(1, ANA, BETO), round(2, session(1, { qualifying: finished(CARO, ANA, BETO), race: finished(ANA, BETO) }))];
      const standings = computeStandings({ rules: rules(), rounds: season, penalties: [penalty(CARO, 2, 'puntos', 4)], hastaRonda: 1 });
      expect(pointsOf(standings.grupos[0])).to.deep.equal([
        [ANA.name, 10],
        [BETO.name, 6],
      ]);
    });
  });

  describe('rosters of two and three drivers', () => {
    const rosters = [
      { nombre: 'Rayo', pilotos: [ANA.custId, BETO.custId] },
      { nombre: 'Trueno', pilotos: [CARO.custId, DANI.custId, ELI.custId] },
    ];
    const scoring = rules({ tabla: [10, 8, 6, 5, 4, 3], equipos: { plantillas: rosters, descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: true } });
    // R1: Ana 10, Caro 8, Dani 6, Beto 5, Fer 4, Eli 3. R2: Eli 10, Beto 8, Ana 6, Fer 5, Caro 4 (Dani absent).
    const season = [raceRound(1, ANA, CARO, DANI, BETO, FER, ELI), raceRound(2, ELI, BETO, ANA, FER, CARO)];

    it("score their drivers' round points, without the lowest driver's in a roster of three", () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [] });
      // Rayo: R1 10+5 = 15, R2 6+8 = 14 → 29. Trueno: R1 8+6+3 − 3 = 14, R2 4+0+10 − 0 = 14 → 28.
      expect(standings.equipos.map((t) => t.grupo)).to.deep.equal(['Equipos']);
      expect(pointsOf(standings.equipos[0])).to.deep.equal([
        ['Rayo', 29],
        ['Trueno', 28],
      ]);
      expect(standings.equipos[0]!.filas[1]!.rondas.map((r) => r.puntos)).to.deep.equal([14, 14]);
      expect(rowOf(standings, ANA).equipo).to.equal('Rayo');
      expect(rowOf(standings, FER).equipo).to.equal(null);
    });

    it('score every driver when the lowest is not dropped', () => {
      const standings = computeStandings({ rules: { ...scoring, equipos: { ...scoring.equipos, descartarPeorPiloto: false } }, rounds: season, penalties: [] });
      // Trueno: 17 + 14 = 31; Rayo 29.
      expect(pointsOf(standings.equipos[0])).to.deep.equal([
        ['Trueno', 31],
        ['Rayo', 29],
      ]);
    });
  });

  describe("rosters' totals as leagues add them (equipos.descartes, equipos.incluirDeduccionesDePilotos)", () => {
    const plantillas = [
      { nombre: 'Rayo', pilotos: [ANA.custId, BETO.custId] },
      { nombre: 'Trueno', pilotos: [CARO.custId, DANI.custId] },
    ];
    // The drivers drop their worst round.
    const scoring = rules({ tabla: [10, 6, 3, 1], rondasDescartadas: 1, equipos: { plantillas, descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: false } });
    const season = [
      // Ana 10, Caro 6, Beto 3, Dani 1. Rayo 13, Trueno 7.
      raceRound(1, ANA, CARO, BETO, DANI),
      // Caro 10, Dani 6, Ana 3, Beto 1. Rayo 4, Trueno 16.
      raceRound(2, CARO, DANI, ANA, BETO),
      // Beto 10, Ana 6, Dani 3, Caro 1. Rayo 16, Trueno 4.
      raceRound(3, BETO, ANA, DANI, CARO),
    ];
    // Beto loses 4 championship points in round 1.
    const penalties = [penalty(BETO, 1, 'puntos', 4)];
    const teams = (equipos: Partial<ReturnType<typeof rules>['equipos']>, extra = {}) => {
      const standings = computeStandings({ rules: { ...scoring, ...extra, equipos: { ...scoring.equipos, ...equipos } }, rounds: season, penalties });
      return standings.equipos[0]!.filas.map((r) => [r.nombre, r.puntos, r.deducciones, r.rondas.filter((x) => x.descartada).map((x) => x.ronda)]);
    };

    it("leave the drivers' own drops and deductions to the drivers' table", () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties });
      // Ana 10, 3, 6 drops R2: 16. Beto 3, 1, 10 drops R2: 13 − 4 = 9. Caro 6, 10, 1 drops R3: 16. Dani 1, 6, 3 drops R1: 9.
      expect(pointsOf(standings.grupos[0])).to.deep.equal([
        [ANA.name, 16],
        [CARO.name, 16],
        [BETO.name, 9],
        [DANI.name, 9],
      ]);
    });

    it("add every round of every driver, with no drop and without the drivers' deductions, for a new rulebook", () => {
      // Rayo 13 + 4 + 16 = 33; Trueno 7 + 16 + 4 = 27; Beto's 4 points stay his.
      expect(teams({})).to.deep.equal([
        ['Rayo', 33, 0, []],
        ['Trueno', 27, 0, []],
      ]);
    });

    it('drop their own count of rounds (equipos.descartes), never a protected one', () => {
      // One drop: Rayo without R2 (4): 29; Trueno without R3 (4): 23.
      expect(teams({ descartes: 1 })).to.deep.equal([
        ['Rayo', 29, 0, [2]],
        ['Trueno', 23, 0, [3]],
      ]);
      // Round 2 protected: Rayo drops R1 (13 < 16): 4 + 16 = 20; Trueno R3 (4 < 7): 7 + 16 = 23.
      expect(teams({ descartes: 1 }, { rondasNoDescartables: [2] })).to.deep.equal([
        ['Trueno', 23, 0, [3]],
        ['Rayo', 20, 0, [1]],
      ]);
    });

    it("take their drivers' deductions off when equipos.incluirDeduccionesDePilotos says so", () => {
      // Rayo 33 − 4 = 29; Trueno 27.
      expect(teams({ incluirDeduccionesDePilotos: true })).to.deep.equal([
        ['Rayo', 29, 4, []],
        ['Trueno', 27, 0, []],
      ]);
    });

    it('add up as rosters did before rulebook version 2 when the rulebook asks for it: the drivers\' drop count and their deductions', () => {
      // descartes = rondasDescartadas (1): Rayo 29 − 4 = 25, Trueno 23.
      expect(teams({ descartes: 1, incluirDeduccionesDePilotos: true })).to.deep.equal([
        ['Rayo', 25, 4, [2]],
        ['Trueno', 23, 0, [3]],
      ]);
    });
  });

  describe('teams of iRacing team events', () => {
    const team = (teamId: number, name: string, members: Array<typeof ANA>) =>
      row(members[0]!, { custId: null, teamId, displayName: name, drivers: members.map((m) => ({ custId: m.custId, displayName: m.name })) });

    it('score the team in the teams table, and a deduction of one of its drivers falls on it', () => {
      const season = [raceRound(1, team(9001, 'Halcones', [ANA, BETO]), team(9002, 'Coyotes', [CARO, DANI]))];
      const standings = computeStandings({ rules: rules({ tabla: [10, 6] }), rounds: season, penalties: [penalty(BETO, 1, 'puntos', 4)] });
      // Halcones 10 − 4 = 6, Coyotes 6: tied; Halcones won.
      expect(standings.grupos).to.deep.equal([]);
      expect(pointsOf(standings.equipos[0])).to.deep.equal([
        ['Halcones', 6],
        ['Coyotes', 6],
      ]);
      expect(standings.equipos[0]!.filas[0]).to.include({ tipo: 'equipo', teamId: 9001, deducciones: 4 });
      expect(standings.equipos[0]!.filas[0]!.pilotos.map((p) => p.custId)).to.deep.equal([ANA.custId, BETO.custId]);
    });
  });

  describe('ties', () => {
    it('go to more wins, then more second places and so on, then the better result in the latest round', () => {
      const scoring = rules({ tabla: [3, 2, 1] });
      // Ana 1st + 3rd = 4, Beto 2nd + 2nd = 4, Caro 3rd + 1st = 4.
      // Ana and Caro: one win and one third each; Caro won the latest round. Beto: no win.
      const standings = computeStandings({ rules: scoring, rounds: [raceRound(1, ANA, BETO, CARO), raceRound(2, CARO, BETO, ANA)], penalties: [] });
      expect(pointsOf(standings.grupos[0])).to.deep.equal([
        [CARO.name, 4],
        [ANA.name, 4],
        [BETO.name, 4],
      ]);
      expect(standings.grupos[0]!.filas.map((r) => r.posicion)).to.deep.equal([1, 2, 3]);
    });
  });

  describe('positions gained', () => {
    const scoring = rules({
      tiposPuntuacion: [{ nombre: 'Carrera', eventos: [event('Carrera', 'race', 'posicion', [0]), event('Remontada', 'race', 'posicionesGanadas', [2])] }],
    });
    const season = [
      raceRound(
        1,
        row(ANA, { startingPosition: 5 }),
        row(BETO, { startingPosition: 1 }),
        row(CARO, { startingPosition: null }),
        row(DANI, { startingPosition: 6 }),
        row(ELI, { startingPosition: 2 }),
      ),
    ];

    it('gives the table value per place gained overall, never less than nothing', () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [] });
      // Ana 5 → 1: 8. Dani 6 → 4: 2 × 2 = 4. Beto 1 → 2, Eli 2 → 5: none. Caro without a grid place: none.
      expect(pointsOf(standings.grupos[0]).filter(([, p]) => p > 0)).to.deep.equal([
        [ANA.name, 8],
        [DANI.name, 4],
      ]);
    });

    it('counts the finish after a penalty named on that event', () => {
      const standings = computeStandings({ rules: scoring, rounds: season, penalties: [penalty(ANA, 1, 'posiciones', 2, { sesion: 1, evento: 'Remontada' })] });
      // Ana behind Beto and Caro: 3rd, 5 → 3: 2 × 2 = 4. Dani still 4th: 4.
      expect(rowOf(standings, ANA).puntos).to.equal(4);
      expect(rowOf(standings, DANI).puntos).to.equal(4);
    });
  });
});
