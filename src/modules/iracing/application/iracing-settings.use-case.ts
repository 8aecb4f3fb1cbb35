import { IRACING_CREDENTIALS, IRACING_MSG, iracingSettingsSchema, type IracingConnectionAnswer, type IracingCredential, type IracingSettingsAnswer } from '../../../contracts/iracing.contract.js';
import { type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { ValidationError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { notConfigured } from '../domain/iracing.errors.js';
import { credentialsInForce, type EnvironmentCredentials } from './credentials.js';
import type { IracingApi } from './ports/iracing-api.port.js';
import type { IracingSwitch } from './switched-api.js';
import type { CredentialStore } from './ports/iracing-store.port.js';

/** How a secret is shown once stored: never any of it. */
export const MASKED = '••••••••';
const SECRETS: ReadonlySet<IracingCredential> = new Set(['clientSecret', 'password']);

interface Deps {
  credentials: CredentialStore;
  environment: EnvironmentCredentials;
  api: IracingApi;
  clock: Clock;
  /** Whether the league uses iRacing (privacy settings); stand-ins without it use it. */
  iracing?: IracingSwitch;
}

async function settingsOf(deps: Deps): Promise<IracingSettingsAnswer> {
  const campos: IracingSettingsAnswer['campos'] = [];
  for (const campo of IRACING_CREDENTIALS) {
    const fromEnv = deps.environment[campo];
    const value = fromEnv ?? (await deps.credentials.get(campo));
    campos.push({ campo, valor: value ? (SECRETS.has(campo) ? MASKED : value) : null, configurado: Boolean(value), desdeEntorno: Boolean(fromEnv) });
  }
  return { campos, completo: campos.every((c) => c.configurado), desactivado: deps.iracing ? !(await deps.iracing.iracingOn()) : false };
}

/** Ajustes → iRacing: each credential (secrets masked) and whether the environment sets it. */
export class GetIracingSettings {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor): Promise<IracingSettingsAnswer> {
    assertAdmin(actor);
    return settingsOf(this.deps);
  }
}

/**
 * Saves the credentials: a new value replaces, '' removes, the masked form (or nothing) keeps. A field
 * the environment sets cannot be changed here. Everything is checked before anything is stored.
 */
export class SaveIracingSettings {
  constructor(private readonly deps: Deps & { tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, input: unknown): Promise<IracingSettingsAnswer> {
    assertAdmin(actor);
    const fields = parseOrThrow(iracingSettingsSchema, input);
    const changes: Array<[IracingCredential, string | null, string | null]> = [];
    for (const campo of IRACING_CREDENTIALS) {
      const value = fields[campo];
      if (value === undefined || value === MASKED) continue;
      if (this.deps.environment[campo]) {
        const current = this.deps.environment[campo];
        if (value === current) continue;
        throw new ValidationError(IRACING_MSG.fromEnvironment, { [campo]: IRACING_MSG.fromEnvironment });
      }
      const stored = await this.deps.credentials.get(campo);
      if (stored === (value || null)) continue;
      changes.push([campo, value === '' ? null : value, stored]);
    }
    const now = this.deps.clock.now();
    if (changes.length > 0) {
      await this.deps.tx.run(async (trx) => {
        for (const [campo, value] of changes) await this.deps.credentials.set(campo, value, now, trx);
        // A secret is never kept, only that it was set, changed or removed.
        const shown = (campo: IracingCredential, value: string | null) => (value === null ? null : SECRETS.has(campo) ? MASKED : value);
        const cambios = changes.map(([campo, value, stored]) => ({ campo, antes: shown(campo, stored), despues: shown(campo, value) }));
        await this.deps.audit.record({ actor, accion: 'ajustes.iracing', objeto: { tipo: 'ajustes', id: 'iracing', nombre: 'Conexión con iRacing' }, cambios }, trx);
      });
    }
    return settingsOf(this.deps);
  }
}

/** 'Probar conexión': signs in and answers the iRacing account's name, or the reason in Spanish. */
export class TestIracingConnection {
  constructor(private readonly deps: Deps & { tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor): Promise<IracingConnectionAnswer> {
    assertAdmin(actor);
    if (!(await credentialsInForce(this.deps.credentials, this.deps.environment))) throw notConfigured();
    const member = await this.deps.api.member();
    // The test signs in (its tokens are kept apart, never recorded): the act and the account it reached are.
    await this.deps.tx.run((trx) =>
      this.deps.audit.record({ actor, accion: 'ajustes.iracing-probado', objeto: { tipo: 'ajustes', id: 'iracing', nombre: 'Conexión con iRacing' }, cambios: [{ campo: 'cuenta', antes: null, despues: `${member.displayName} (${member.custId})` }] }, trx),
    );
    return { message: `Conectado con iRacing como ${member.displayName} (${member.custId})`, custId: member.custId, nombre: member.displayName };
  }
}
