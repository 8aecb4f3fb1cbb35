import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { systemClock, type Clock } from './platform/clock.js';
import { loadConfig, type Config } from './platform/config.js';
import { createKnex, migrateLatest, type Knex } from './platform/database/knex.js';
import { createLogger, type Logger } from './platform/logger.js';
import type { Mailer } from './platform/mail/mail.port.js';
import { platformModule, type PlatformParts } from './platform/platform.container.js';
import { CALENDAR, calendarModule } from './modules/calendar/index.js';
import { CHAMPIONSHIPS, championshipsModule, licenceOfLevel, type DriverRating, type GateCategory } from './modules/championships/index.js';
import { KnexPaymentFacts, PAYMENTS, paymentsModule } from './modules/payments/index.js';
import { INVOICING, invoicingModule } from './modules/invoicing/index.js';
import { DRIVERS, driversModule } from './modules/drivers/index.js';
import { contactModule } from './modules/contact/index.js';
import { fuelModule } from './modules/fuel/index.js';
import { IDENTITY, identityModule } from './modules/identity/index.js';
import { RESULTS, resultsModule, type ImportedLicence } from './modules/results/index.js';
import { SINGLE_EVENTS, singleEventsModule } from './modules/single-events/index.js';
import { sponsorsModule } from './modules/sponsors/index.js';
import { STANDINGS, standingsModule } from './modules/standings/index.js';
import { STEWARDING, stewardingModule } from './modules/stewarding/index.js';
import { TRACK_RECORDS, trackRecordsModule } from './modules/track-records/index.js';
import { NOTIFICATIONS, notificationsModule } from './modules/notifications/index.js';
import { IRACING, iracingModule, type MemberLicence } from './modules/iracing/index.js';
import { SEASONS, seasonsModule } from './modules/seasons/index.js';
import { DATA_RIGHTS, dataRightsModule } from './modules/data-rights/index.js';
import { OPEN_MATTERS, PERSONAL_DATA_SECTIONS } from './personal-data.registry.js';
import { PRIVACY, privacyModule } from './modules/privacy/index.js';
import { AUDIT, AuditEntriesAbout, auditModule } from './modules/audit/index.js';
import { PUSH, pushModule } from './modules/push/index.js';
import { OVERLAYS, overlaysModule } from './modules/overlays/index.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PLATFORM } from './platform/platform.tokens.js';
import { NotFoundError } from './platform/errors.js';
import type { PhaseResultRowView } from './contracts/results.views.js';

/** Every module's ContainerModule. Each binds only its own tokens, so the order does not matter. */
export const MODULES: readonly ContainerModule[] = [identityModule, championshipsModule, fuelModule, sponsorsModule, contactModule, singleEventsModule, resultsModule, stewardingModule, paymentsModule, standingsModule, driversModule, trackRecordsModule, calendarModule, notificationsModule, iracingModule, invoicingModule, seasonsModule, dataRightsModule, privacyModule, auditModule, pushModule, overlaysModule];

/**
 * The ports one module declares for another to fill (`Port filled by the composition root` in its
 * tokens), and which adapter fills each. This is the only place a token of one module is bound to
 * something another module offers; a new module adds its lines here.
 */
export const crossModulePorts = new ContainerModule(({ bind }) => {
  // Every module records its staff writes, sign-ins and second-factor changes in the audit log (docs/adr/0051).
  bind(PLATFORM.AuditTrail).toService(AUDIT.Trail);
  bind(AUDIT.People).toService(IDENTITY.Accounts);
  // Every module queues its drivers' push notices in the push outbox, in the transaction of the change (docs/adr/0056).
  bind(PLATFORM.DeviceNotices).toService(PUSH.Notices);
  bind(PUSH.Entrants).toService(CHAMPIONSHIPS.CompetitionLookup);
  // Identity needs the championships a user is in, and every module that holds places for an account.
  bind(IDENTITY.Enrolments).toService(CHAMPIONSHIPS.EnrolmentDirectory);
  bind(IDENTITY.AccountReleases).toService(SINGLE_EVENTS.AccountRelease);
  // A new account accepts the privacy notice in force; public pages name a driver in full only when he allowed it (privacy).
  bind(IDENTITY.SignUpConsents).toService(PRIVACY.SignUpConsents);
  bind(IDENTITY.GoogleSwitch).toDynamicValue((ctx) => {
    const processors = ctx.get(PRIVACY.Processors);
    return { googleOn: () => processors.isOn('google') };
  });
  bind(IDENTITY.FullNameChoices).toDynamicValue((ctx) => {
    const choices = ctx.get(PRIVACY.PurposeChoices);
    return { allowedAmong: (userIds) => choices.grantedAmong(userIds, 'nombreCompleto') };
  });
  // Championships needs accounts, and the payments recorded and places held by running checkouts.
  bind(CHAMPIONSHIPS.Accounts).toService(IDENTITY.Accounts);
  bind(CHAMPIONSHIPS.Admins).toService(IDENTITY.Accounts);
  bind(CHAMPIONSHIPS.PaymentRecords).toService(PAYMENTS.PaymentRecords);
  // Payments reads accounts and championships, and enrols (and releases) through championships' rule.
  bind(PAYMENTS.Accounts).toService(IDENTITY.Accounts);
  bind(PAYMENTS.Admins).toService(IDENTITY.Accounts);
  bind(PAYMENTS.Catalog).toService(CHAMPIONSHIPS.GetChampionship);
  bind(PAYMENTS.Enrol).toService(CHAMPIONSHIPS.Enrol);
  bind(PAYMENTS.Unenrol).toService(CHAMPIONSHIPS.Unenrol);
  // Nothing is paid online while the league has Stripe turned off among its processors (privacy).
  bind(PAYMENTS.StripeSwitch).toDynamicValue((ctx) => {
    const processors = ctx.get(PRIVACY.Processors);
    return { stripeOn: () => processors.isOn('stripe') };
  });
  // A checkout's hold that ends frees a place for the championship's waiting list (docs/adr/0028).
  bind(PAYMENTS.FreedPlaces).toService(CHAMPIONSHIPS.FreedPlaces);
  // A checkout asks the new edition's priority window and the licence gate first (docs/adr/0033, 0037).
  bind(PAYMENTS.EntryRules).toService(CHAMPIONSHIPS.EntryRules);
  // Payments names payers, admins and championships in its lists and mails (docs/adr/0023).
  bind(PAYMENTS.Payers).toService(IDENTITY.DriverCards);
  bind(PAYMENTS.PayerSearch).toService(IDENTITY.AccountSearch);
  bind(PAYMENTS.ChampionshipLabels).toService(CHAMPIONSHIPS.Digest);
  // Invoices read the payments' facts, the drivers and the championships' names beside each request.
  bind(INVOICING.Payments)
    .toDynamicValue((ctx) => new KnexPaymentFacts(ctx.get(PLATFORM.Knex)))
    .inSingletonScope();
  bind(INVOICING.Drivers).toService(IDENTITY.DriverCards);
  bind(INVOICING.Championships).toService(CHAMPIONSHIPS.Digest);
  // Entry lists: drivers' cards and the payments behind paid enrolments (ADR 0016).
  bind(CHAMPIONSHIPS.Entrants).toService(IDENTITY.DriverCards);
  bind(CHAMPIONSHIPS.PublicEntrants).toDynamicValue((ctx) => {
    const cards = ctx.get(IDENTITY.DriverCards);
    return { describe: (ids) => cards.describePublic(ids) };
  });
  bind(CHAMPIONSHIPS.PaidEnrolments).toService(PAYMENTS.PaidEnrolments);
  // Driver pages read the card, the championships entered and the results by iRacing id (ADR 0016).
  // A driver's public page names him by the public-name rule.
  bind(DRIVERS.Cards).toDynamicValue((ctx) => {
    const cards = ctx.get(IDENTITY.DriverCards);
    return { describe: (ids) => cards.describePublic(ids) };
  });
  bind(DRIVERS.Championships).toService(CHAMPIONSHIPS.DriverChampionships);
  bind(DRIVERS.Results).toService(RESULTS.DriverResultHistory);
  bind(DRIVERS.Titles).toService(SEASONS.DriverTitles);
  // Results links events to championship races.
  bind(RESULTS.Races).toService(CHAMPIONSHIPS.RaceLookup);
  // Results name the site's drivers by the public-name rule.
  bind(RESULTS.PublicNames).toDynamicValue((ctx) => {
    const accounts = ctx.get(IDENTITY.PublicIracingAccounts);
    return { byCustId: async (custIds) => new Map((await accounts.findByIracingIds(custIds)).map((a) => [a.iracingId, a.displayName])) };
  });
  // Single events show their participants as identity's driver directory describes them.
  bind(SINGLE_EVENTS.Mailboxes).toService(IDENTITY.DriverCards);
  bind(SINGLE_EVENTS.Participants).toDynamicValue((ctx) => {
    const drivers = ctx.get(IDENTITY.FindDrivers);
    return { describe: (userIds) => drivers.executePublic(userIds) };
  });
  // Stewarding reads championships, races and enrolment, accounts for mail and drivers' public cards.
  bind(STEWARDING.Competitions).toService(CHAMPIONSHIPS.CompetitionLookup);
  bind(STEWARDING.Accounts).toService(IDENTITY.Accounts);
  bind(STEWARDING.Drivers).toDynamicValue((ctx) => {
    const drivers = ctx.get(IDENTITY.FindDrivers);
    return { describe: (userIds) => drivers.execute(userIds) };
  });
  bind(STEWARDING.PublicDrivers).toDynamicValue((ctx) => {
    const drivers = ctx.get(IDENTITY.FindDrivers);
    return { describe: (userIds) => drivers.executePublic(userIds) };
  });
  // Standings checks championships exist.
  bind(STANDINGS.Championships).toService(CHAMPIONSHIPS.CompetitionLookup);
  // Standings reads the calendar, the scored sessions, the penalties and accounts by iRacing id.
  bind(STANDINGS.Calendar).toDynamicValue((ctx) => {
    const races = ctx.get(CHAMPIONSHIPS.ListRaces);
    return { racesOf: async (campeonatoId) => (await races.execute({ campeonatoId, strict: true })).map((r) => ({ id: r.id })) };
  });
  bind(STANDINGS.Sessions).toService(RESULTS.ScoredSessionResults);
  bind(STANDINGS.Penalties).toService(STEWARDING.PenaltyLedger);
  bind(STANDINGS.Suspensions).toService(STEWARDING.Suspensions);
  bind(CHAMPIONSHIPS.Suspensions).toService(STEWARDING.Suspensions);
  bind(STANDINGS.EntryRosters).toService(CHAMPIONSHIPS.EntryRosters);
  // Championships' attendance reads who raced each race from the imported results (issue #30).
  bind(CHAMPIONSHIPS.RacedDrivers).toDynamicValue((ctx) => {
    const results = ctx.get(RESULTS.ScoredSessionResults);
    return {
      racedIn: async (carreraIds) => {
        const raced = new Map<string, Set<number>>();
        for (const s of await results.forRaces(carreraIds)) {
          const ids = raced.get(s.carreraId) ?? new Set<number>();
          for (const p of s.phases) for (const e of p.entries) {
            if (e.custId !== null) ids.add(e.custId);
            for (const d of e.drivers) ids.add(d.custId);
          }
          raced.set(s.carreraId, ids);
        }
        return raced;
      },
    };
  });
  // Entry gates read drivers' licences and iRatings: iRacing's answer where connected, else the latest imported results (docs/adr/0037).
  bind(CHAMPIONSHIPS.DriverRatings).toDynamicValue((ctx) => {
    const imported = ctx.get(RESULTS.DriverLicences);
    const live = ctx.get(IRACING.MemberLicences);
    const clock = ctx.get(PLATFORM.Clock);
    const logger = ctx.get(PLATFORM.Logger);
    return {
      ratingsOf: async (iracingIds) => {
        const fromResults = await imported.latestFor(iracingIds);
        const fromIracing = await live.of(iracingIds).catch((err: unknown) => {
          logger.warn({ err }, 'iRacing no respondió las licencias; se usan las de los resultados importados');
          return null;
        });
        return freshestRatings(fromResults, fromIracing, clock.now());
      },
    };
  });
  bind(NOTIFICATIONS.Suspensions).toService(STEWARDING.Suspensions);
  bind(STANDINGS.Accounts).toService(IDENTITY.PublicIracingAccounts);
  // Stewarding checks the scored session and event a penalty names against the scoring configuration.
  // ... and refuses penalties in a closed season (docs/adr/0033).
  bind(STEWARDING.ScoredEvents).toDynamicValue((ctx) => {
    const outlines = ctx.get(STANDINGS.RoundOutlines);
    const closed = ctx.get(SEASONS.ClosedChampionships);
    return { outline: (campeonatoId, carreraId) => outlines.outline(campeonatoId, carreraId), assertOpen: (campeonatoId) => closed.assertOpen(campeonatoId) };
  });
  // The stewards see both drivers' laps around an incident: their iRacing ids, and their laps from results.
  bind(STEWARDING.IracingIds).toService(IDENTITY.IracingAccounts);
  bind(STEWARDING.SessionLaps).toService(RESULTS.SessionLaps);
  // Track records name their holders, find accounts by id or e-mail and by iRacing id, and read lap times from results.
  bind(TRACK_RECORDS.Accounts).toService(IDENTITY.Accounts);
  // Track records are public: their holders named by the public-name rule.
  bind(TRACK_RECORDS.Names).toDynamicValue((ctx) => {
    const drivers = ctx.get(IDENTITY.FindDrivers);
    return { describe: (userIds) => drivers.executePublic(userIds) };
  });
  bind(TRACK_RECORDS.IracingHolders).toService(IDENTITY.PublicIracingAccounts);
  // Results tell track records of each event's best laps as it is stored or deleted (docs/adr/0062).
  bind(RESULTS.BestLapsFollower).toService(TRACK_RECORDS.KeepImportedLaps);
  // The calendar feeds read championships' races and the free events.
  bind(CALENDAR.Races).toService(CHAMPIONSHIPS.RaceSchedule);
  bind(CALENDAR.Events).toService(SINGLE_EVENTS.EventSchedule);
  bind(CALENDAR.Accounts).toService(IDENTITY.Accounts);
  // Notifications reads what it announces and reminds of from the modules that own it (docs/adr/0023).
  bind(NOTIFICATIONS.Championships).toService(CHAMPIONSHIPS.Digest);
  bind(NOTIFICATIONS.SingleEvents).toService(SINGLE_EVENTS.Digest);
  bind(NOTIFICATIONS.Results).toService(RESULTS.PublishedResults);
  bind(NOTIFICATIONS.Decisions).toService(STEWARDING.DecisionDigest);
  bind(NOTIFICATIONS.Drivers).toService(IDENTITY.DriverCards);
  bind(NOTIFICATIONS.Accounts).toDynamicValue((ctx) => {
    const accounts = ctx.get(IDENTITY.IracingAccounts);
    return { userIdsByIracingId: async (custIds) => new Map((await accounts.findByIracingIds(custIds)).map((a) => [a.iracingId, a.userId])) };
  });
  bind(NOTIFICATIONS.DiscordSwitch).toDynamicValue((ctx) => {
    const processors = ctx.get(PRIVACY.Processors);
    return { isOn: () => processors.isOn('discord') };
  });
  bind(NOTIFICATIONS.Mentions).toDynamicValue((ctx) => {
    const choices = ctx.get(PRIVACY.PurposeChoices);
    return { allowedAmong: (userIds) => choices.grantedAmong(userIds, 'mencionesDiscord') };
  });
  // The iRacing sync reads championships with a league season, imports through results' own rules, and tells the admins (docs/adr/0027).
  bind(IRACING.Championships).toService(CHAMPIONSHIPS.IracingSeasons);
  // Nothing is asked of iRacing while the league has it turned off among its processors (privacy).
  bind(IRACING.Switch).toDynamicValue((ctx) => {
    const processors = ctx.get(PRIVACY.Processors);
    return { iracingOn: () => processors.isOn('iracing') };
  });
  bind(IRACING.Admins).toService(IDENTITY.Accounts);
  bind(IRACING.Results).toDynamicValue((ctx) => {
    const imported = ctx.get(RESULTS.ImportedSubsessions);
    return {
      importer: ctx.get(RESULTS.ImportEventFile),
      imported,
      lapCharts: ctx.get(RESULTS.StoreLapChart),
      subsessionOf: (eventId) => imported.subsessionOf(eventId),
    };
  });
  // Seasons names the championships its series hold (docs/adr/0033).
  bind(SEASONS.Championships).toService(CHAMPIONSHIPS.Digest);
  bind(SEASONS.Competitions).toService(CHAMPIONSHIPS.CompetitionLookup);
  bind(SEASONS.Results).toService(RESULTS.ScoredSessionResults);
  bind(SEASONS.People).toService(IDENTITY.Accounts);
  // The hall of champions is public: its drivers named by the public-name rule.
  bind(SEASONS.DriverCards).toDynamicValue((ctx) => {
    const cards = ctx.get(IDENTITY.DriverCards);
    return { describe: (ids) => cards.describePublic(ids) };
  });
  // A season is closed with the standings the public reads at that moment, every event's points kept.
  bind(SEASONS.Standings).toDynamicValue((ctx) => {
    const standings = ctx.get(STANDINGS.GetStandings);
    return { current: (campeonatoId) => standings.execute(null, campeonatoId, { eventos: 'true' }) };
  });
  // What a closed season refuses, asked once by each module whose writes feed its final table.
  bind(CHAMPIONSHIPS.Seasons).toService(SEASONS.SeasonRules);
  // The admin's championship search names editions by their series or season.
  bind(CHAMPIONSHIPS.EditionSearch).toService(SEASONS.SeasonRules);
  // The next edition is made through championships' and standings' own use cases (their checks apply).
  bind(SEASONS.Copier).toDynamicValue((ctx) => {
    const get = ctx.get(CHAMPIONSHIPS.GetChampionship);
    const create = ctx.get(CHAMPIONSHIPS.CreateChampionship);
    const createRace = ctx.get(CHAMPIONSHIPS.CreateRace);
    const uploads = path.resolve(ctx.get(PLATFORM.Config).dataDir);
    return {
      get: (id) => get.execute(id),
      create: (actor, fields, cover, trx) => create.execute(actor, { fields, cover }, trx),
      createRace: (actor, fields, image, trx) => createRace.execute(actor, { fields, image }, trx),
      // Uploaded images live under DATA_DIR (LocalDiskStorage); a copy gets its own file.
      image: async (url) => {
        const file = url?.startsWith('/uploads/') ? path.resolve(uploads, url.slice(1)) : null;
        if (!file || !file.startsWith(uploads + path.sep)) return undefined;
        return readFile(file).catch(() => undefined);
      },
    };
  });
  bind(SEASONS.Rulebook).toDynamicValue((ctx) => {
    const read = ctx.get(STANDINGS.GetScoringConfig);
    const save = ctx.get(STANDINGS.SetScoringConfig);
    return {
      read: async (actor, from) => {
        const config = await read.execute(actor, from);
        return config.porDefecto ? null : config.configuracion;
      },
      save: async (actor, to, rulebook, trx) => void (await save.execute(actor, to, rulebook, trx)),
    };
  });
  // The next edition keeps the championship's teams and each reserved car number with its driver (issue #30).
  bind(SEASONS.EntryCarryOver).toService(CHAMPIONSHIPS.EntryCarryOver);
  bind(SEASONS.Drivers).toDynamicValue((ctx) => {
    const lookup = ctx.get(CHAMPIONSHIPS.CompetitionLookup);
    const accounts = ctx.get(IDENTITY.Accounts);
    return { enrolledUserIds: (id) => lookup.enrolledUserIds(id), find: (id) => accounts.find(id) };
  });
  bind(RESULTS.ClosedSeasons).toService(SEASONS.ClosedChampionships);
  bind(STANDINGS.ClosedSeasons).toService(SEASONS.ClosedChampionships);
  // The scheduler runs the iRacing sync and notifications' jobs (docs/adr/0018, 0027), in this order.
  bind(PLATFORM.ScheduledJobs).toService(IRACING.SyncJob);
  bind(PLATFORM.ScheduledJobs).toService(CHAMPIONSHIPS.WaitlistJob);
  bind(PLATFORM.ScheduledJobs).toService(PAYMENTS.SettleHoldsJob);
  bind(PLATFORM.ScheduledJobs).toService(PAYMENTS.ExpiringHoldsJob);
  bind(PLATFORM.ScheduledJobs).toService(SINGLE_EVENTS.WaitlistJob);
  bind(PLATFORM.ScheduledJobs).toService(NOTIFICATIONS.RaceRemindersJob);
  bind(PLATFORM.ScheduledJobs).toService(NOTIFICATIONS.AnnounceNewsJob);
  bind(PLATFORM.ScheduledJobs).toService(NOTIFICATIONS.DeliverDiscordJob);
  bind(PLATFORM.ScheduledJobs).toService(NOTIFICATIONS.ResultsPushJob);
  bind(PLATFORM.ScheduledJobs).toService(PUSH.DeliverJob);
  // The ARCO rights run the registry of personal data over every module's tables (docs/adr/0054).
  bind(DATA_RIGHTS.People).toService(IDENTITY.PersonalDataAccounts);
  bind(DATA_RIGHTS.Sections).toConstantValue(PERSONAL_DATA_SECTIONS);
  bind(DATA_RIGHTS.OpenMatters).toConstantValue(OPEN_MATTERS);
  // The audit log's entries about the person, in his access download (docs/adr/0054, 0051).
  bind(DATA_RIGHTS.AuditEntries).toDynamicValue((ctx) => new AuditEntriesAbout(ctx.get(AUDIT.Read)));
  bind(PLATFORM.ScheduledJobs).toService(DATA_RIGHTS.ExportsJob);
  bind(PLATFORM.ScheduledJobs).toService(DATA_RIGHTS.PurgeJob);
  bind(PLATFORM.ScheduledJobs).toService(AUDIT.PurgeJob);
  // Overlays draw the public standings (each line's positions, for the arrows) and championships' names (docs/adr/0058).
  bind(OVERLAYS.Standings).toDynamicValue((ctx) => {
    const standings = ctx.get(STANDINGS.GetStandings);
    return { evolution: (campeonatoId) => standings.execute(null, campeonatoId, { evolucion: 'true' }) };
  });
  bind(OVERLAYS.RaceResults).toDynamicValue((ctx) => {
    const championships = ctx.get(CHAMPIONSHIPS.GetChampionship);
    const races = ctx.get(CHAMPIONSHIPS.ListRaces);
    const events = ctx.get(RESULTS.ListEvents);
    const analyses = ctx.get(RESULTS.AnalyzeEvent);
    const ledger = ctx.get(STEWARDING.PenaltyLedger);
    const suspensions = ctx.get(STEWARDING.Suspensions);
    const outlines = ctx.get(STANDINGS.RoundOutlines);
    const iracing = ctx.get(IDENTITY.IracingAccounts);
    return {
      championship: async (id) => {
        try {
          const c = await championships.execute(id);
          return { nombre: c.nombreCampeonato, plazoReportesHoras: c.plazoReportesHoras };
        } catch (err) {
          if (err instanceof NotFoundError) return null;
          throw err;
        }
      },
      races: async (campeonatoId) => (await races.execute({ campeonatoId })).map((r) => ({ id: r.id, ronda: r.ronda, circuito: r.circuito, inicio: r.inicio, mapa: r.imgCircuito })),
      // As a visitor: only what the public results pages show (published an hour after the race).
      publishedEventsOf: (carreraIds) => events.ofRaces(null, carreraIds),
      phase: async (eventId, phase) => ((await analyses.execute(null, eventId, 'phase-results', { phase })) as { results: PhaseResultRowView[] }).results,
      // The penalties of one race as the standings apply them (the public decision log shows the same):
      // a suspended driver who raced it is disqualified from its main race; one naming no session acts on the main race's.
      penalties: async (campeonatoId, carreraId) => {
        const [recorded, suspended, outline] = await Promise.all([ledger.penaltiesOf(campeonatoId), suspensions.suspendedIn(campeonatoId), outlines.outline(campeonatoId, carreraId)]);
        const main = outline?.principal?.sesion ?? 1;
        const all = [
          ...recorded.filter((p) => p.carreraId === carreraId),
          ...suspended.filter((s) => s.carreraId === carreraId).map((s) => ({ userId: s.userId, tipo: 'descalificacion' as const, segundos: null, posiciones: null, puntos: null, sesion: null })),
        ];
        if (all.length === 0) return [];
        const custIdOf = new Map((await iracing.findByUserIds([...new Set(all.map((p) => p.userId))])).map((a) => [a.userId, a.iracingId]));
        return all.flatMap((p) => {
          const custId = custIdOf.get(p.userId);
          return custId === undefined ? [] : [{ custId, tipo: p.tipo, segundos: p.segundos, posiciones: p.posiciones, puntos: p.puntos, sesion: p.sesion ?? main }];
        });
      },
    };
  });
  // The stewards' ticker reads the public decision log: drivers by the public-name rule (docs/adr/0053).
  bind(OVERLAYS.Decisions).toDynamicValue((ctx) => {
    const log = ctx.get(STEWARDING.DecisionLog);
    return {
      log: async (id) => {
        try {
          return await log.execute(id);
        } catch (err) {
          if (err instanceof NotFoundError) return null;
          throw err;
        }
      },
    };
  });
  bind(OVERLAYS.Entries).toDynamicValue((ctx) => {
    const entries = ctx.get(CHAMPIONSHIPS.ListEntries);
    return { entered: async (campeonatoId) => (await entries.execute(campeonatoId)).data };
  });
  // Every overlay is in its championship's colour (the league's theme when it has none).
  bind(OVERLAYS.Branding).toDynamicValue((ctx) => {
    const championships = ctx.get(CHAMPIONSHIPS.GetChampionship);
    return {
      colorOf: async (id) => {
        try {
          return (await championships.execute(id)).color;
        } catch (err) {
          if (err instanceof NotFoundError) return null;
          throw err;
        }
      },
    };
  });
  bind(OVERLAYS.Championships).toDynamicValue((ctx) => {
    const championships = ctx.get(CHAMPIONSHIPS.GetChampionship);
    return {
      nameOf: async (id) => {
        try {
          return (await championships.execute(id)).nombreCampeonato;
        } catch (err) {
          if (err instanceof NotFoundError) return null;
          throw err;
        }
      },
    };
  });
});

const GATE_CATEGORY_NAMES: Record<string, readonly GateCategory[]> = {
  oval: ['oval'],
  road: ['sports_car', 'formula_car'],
  sports_car: ['sports_car'],
  formula_car: ['formula_car'],
  dirt_oval: ['dirt_oval'],
  dirt_road: ['dirt_road'],
};

/**
 * Each driver's figure per category from the freshest source (docs/adr/0037): iRacing's answer holds
 * now, so it wins where it names the category; a result's figure holds at its session's start.
 */
export function freshestRatings(fromResults: Map<number, ImportedLicence[]>, fromIracing: Map<number, MemberLicence[]> | null, now: Date): Map<number, DriverRating[]> {
  const out = new Map<number, DriverRating[]>();
  for (const [id, list] of fromResults) {
    out.set(id, list.map((l) => ({ categoria: l.category, licencia: licenceOfLevel(l.licenseLevel), irating: l.irating, fuente: 'resultados', fecha: l.startTime })));
  }
  for (const [id, licences] of fromIracing ?? []) {
    const ratings = out.get(id) ?? [];
    // A 'road' licence (before 2024) only fills a category iRacing did not name on its own.
    const ordered = [...licences].sort((a, b) => Number(a.category === 'road') - Number(b.category === 'road'));
    const named = new Set<GateCategory>();
    for (const l of ordered) {
      for (const categoria of GATE_CATEGORY_NAMES[l.category] ?? []) {
        if (named.has(categoria)) continue;
        named.add(categoria);
        const rating: DriverRating = { categoria, licencia: licenceOfLevel(l.licenseLevel), irating: l.irating, fuente: 'iracing', fecha: now.toISOString() };
        const i = ratings.findIndex((r) => r.categoria === categoria);
        if (i >= 0) ratings[i] = rating;
        else ratings.push(rating);
      }
    }
    out.set(id, ratings);
  }
  return out;
}

/** One container with the platform, every module and the cross-module ports bound (`modules` in any order). */
export function createContainer(parts: PlatformParts, modules: readonly ContainerModule[] = MODULES): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(platformModule(parts), crossModulePorts, ...modules);
  return container;
}

export interface AppContext {
  config: Config;
  logger: Logger;
  knex: Knex;
  container: Container;
  close(): Promise<void>;
}

export interface BootstrapOptions {
  config?: Config;
  logger?: Logger;
  clock?: Clock;
  mailer?: Mailer;
  /** Run pending migrations first (the embedded default does; `parrilla migrate` does it by hand). */
  migrate?: boolean;
}

/** The composition root: configuration, database, and one container with every module bound. */
export async function bootstrap(options: BootstrapOptions = {}): Promise<AppContext> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config);
  const knex = createKnex(config.database);
  try {
    if (options.migrate) await migrateLatest(knex);
  } catch (err) {
    await knex.destroy();
    throw err;
  }
  const container = createContainer({ config, logger, knex, clock: options.clock ?? systemClock, mailer: options.mailer });
  const close = async () => {
    await container.get(PLATFORM.ChangeFeed).close();
    container.get(PLATFORM.PublicReads).close();
    await knex.destroy();
  };
  return { config, logger, knex, container, close };
}
