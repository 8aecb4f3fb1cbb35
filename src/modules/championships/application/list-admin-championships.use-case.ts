import { adminChampionshipsQuerySchema, type AdminChampionshipsQueryInput } from '../../../contracts/championships.contract.js';
import type { AdminChampionshipsAnswer, ChampionshipOptionsAnswer, ChampionshipOptionView } from '../../../contracts/championships.views.js';
import { searchText } from '../../../contracts/search-text.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, assertBroadcasterOrAdmin, type Actor } from '../../identity/index.js';
import { centsToPesos, firstEnrolmentClose, type Championship } from '../domain/championship.entity.js';
import { championshipPlaceAfter, readChampionshipPlace } from './admin-championship-page.js';
import { readChampionships, type ChampionshipReadSources } from './championship-reader.js';
import type { ChampionshipPlace, ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EditionSearch } from './ports/edition-search.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';

/** The words of a search that count: beyond these, more words would only narrow an answer already short. */
const MAX_WORDS = 6;

type Query = { [K in keyof AdminChampionshipsQueryInput]?: unknown };

type Sources = Omit<ChampionshipReadSources, 'seasons'> & {
  championships: ChampionshipRepository;
  seasons?: Pick<SeasonRules, 'closedAmong'>;
  /** Series and seasons named by a search; without it, a search reads names, categories and years only. */
  editions?: EditionSearch;
};

/**
 * The admin's championships a page at a time (docs/adr/0065), never the whole history: the list
 * screen's page (whole views, with races), the latest start first, by place (`despues`); and the
 * pickers' options, searched as one types by name, category, series or year, at most `limite`, with
 * the current editions first when nothing is typed.
 */
export class ListAdminChampionships {
  constructor(private readonly deps: Sources) {}

  /** `query` as it arrives (an HTTP query's values): the contract checks it. */
  async page(actor: Actor, query: Query): Promise<AdminChampionshipsAnswer> {
    return (await this.read(actor, query)).answer;
  }

  /**
   * The page, and the instant time alone next changes it (an enrolment it shows closing, a place it
   * counts freed), or null: what keeping its bytes needs (docs/adr/0075).
   */
  async read(actor: Actor, query: Query): Promise<{ answer: AdminChampionshipsAnswer; changesAt: Date | null }> {
    assertAdmin(actor);
    const { q, limite, despues } = parseOrThrow(adminChampionshipsQuerySchema, query);
    const after = despues === undefined ? undefined : readChampionshipPlace(despues);
    // One more than asked: whether it comes says if there is a next page.
    const found = await this.search(q, { after, limit: limite + 1 });
    const shown = found.slice(0, limite);
    const { views, placesChangeAt } = await readChampionships(shown, this.deps);
    const closes = firstEnrolmentClose(shown.filter((_, i) => views[i]!.inscripcionAbierta));
    const changesAt = closes && placesChangeAt ? (closes < placesChangeAt ? closes : placesChangeAt) : (closes ?? placesChangeAt);
    return { answer: { data: views, siguiente: found.length > limite ? championshipPlaceAfter(shown[shown.length - 1]) : null }, changesAt };
  }

  /** The pickers' options: an admin's, and the broadcast team's (its 'Transmisión' page picks a championship). */
  async options(actor: Actor, query: Query): Promise<ChampionshipOptionsAnswer> {
    if (actor.rol === 'transmision') assertBroadcasterOrAdmin(actor);
    else assertAdmin(actor);
    const { q, limite, id } = parseOrThrow(adminChampionshipsQuerySchema, query);
    let shown: Championship[];
    if (id !== undefined) {
      const one = await this.deps.championships.findById(id);
      shown = one ? [one] : [];
    } else if (searchText(q ?? '')) {
      shown = await this.search(q, { limit: limite });
    } else {
      // Nothing typed: the current editions, then the newest past ones.
      const current = await this.deps.championships.newestCurrent(limite);
      const older = current.length < limite ? await this.deps.championships.adminPage({ limit: limite }) : [];
      const chosen = new Set(current.map((c) => c.id));
      shown = [...current, ...older.filter((c) => !chosen.has(c.id))].slice(0, limite);
    }
    // Counted in the database: an option shows how many entered, not who.
    const [registered, past] = await Promise.all([this.deps.enrolments.countsOf(shown.map((c) => c.id)), this.deps.championships.pastAmong(shown.map((c) => c.id))]);
    return { data: shown.map((c) => optionOf(c, registered.get(c.id) ?? 0, !past.has(c.id))) };
  }

  /** Every word typed must match (its name, category or year, or its series or season), so 'volcán 2019' finds that season's Copa Volcán. */
  private async search(q: string | undefined, page: { after?: ChampionshipPlace; limit: number }): Promise<Championship[]> {
    const typed = [...new Set(searchText(q?.trim()).split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
    if (typed.length === 0) return this.deps.championships.adminPage(page);
    const words = await Promise.all(typed.map(async (text) => ({ text, alsoIds: (await this.deps.editions?.editionsMatching(text)) ?? [] })));
    return this.deps.championships.adminPage({ ...page, words });
  }
}

function optionOf(c: Championship, registered: number, vigente: boolean): ChampionshipOptionView {
  return {
    id: c.id,
    nombreCampeonato: c.nombreCampeonato,
    categoria: c.categoria,
    fechaInicio: c.fechaInicio,
    fechaFin: c.fechaFin,
    precio: centsToPesos(c.precioCentavos),
    participantesRegistrados: registered,
    participantesMaximos: c.participantesMaximos,
    vigente,
  };
}
