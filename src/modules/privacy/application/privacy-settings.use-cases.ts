import { PRIVACY_MSG, privacySettingsSchema, PROCESSOR_INFO, PROCESSORS } from '../../../contracts/privacy.contract.js';
import type { ProcessorsAnswer, PrivacySettingsView } from '../../../contracts/privacy.views.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { PrivacySettings, PrivacySettingsStore } from './ports/privacy.ports.js';

/** The settings with what the league has not written yet: its name is the site's, the rest says it is missing. */
export async function currentSettings(store: PrivacySettingsStore, fallbackEmail: string | undefined): Promise<PrivacySettings> {
  const saved = await store.get();
  return {
    nombre: saved.nombre ?? 'Parrilla',
    domicilio: saved.domicilio ?? '(domicilio por definir)',
    correo: saved.correo ?? fallbackEmail ?? '(correo por definir)',
    encargadosDesactivados: saved.encargadosDesactivados ?? [],
  };
}

type SettingsDeps = { settings: PrivacySettingsStore; contactTo?: string };

export class GetPrivacySettings {
  constructor(private readonly deps: SettingsDeps) {}

  /** What is saved; a field never saved comes empty (the name the site's, the e-mail the contact address), so the form asks for it. */
  async execute(actor: Actor): Promise<PrivacySettingsView> {
    assertAdmin(actor);
    const saved = await this.deps.settings.get();
    return { nombre: saved.nombre ?? 'Parrilla', domicilio: saved.domicilio ?? '', correo: saved.correo ?? this.deps.contactTo ?? '', encargadosDesactivados: saved.encargadosDesactivados ?? [] };
  }
}

export class SavePrivacySettings {
  constructor(private readonly deps: SettingsDeps & { clock: Clock; tx: TransactionRunner; trail: AuditTrail }) {}

  async execute(actor: Actor, raw: unknown): Promise<{ message: string; data: PrivacySettingsView }> {
    assertAdmin(actor);
    const settings = parseOrThrow(privacySettingsSchema, raw);
    await this.deps.tx.run(async (trx) => {
      const before = await this.deps.settings.get(trx);
      await this.deps.settings.put(settings, this.deps.clock.now().toISOString(), trx);
      const cambios = (Object.keys(settings) as (keyof PrivacySettings)[])
        .filter((campo) => JSON.stringify(before[campo] ?? null) !== JSON.stringify(settings[campo]))
        .map((campo) => ({ campo, antes: before[campo] ?? null, despues: settings[campo] }));
      // Saving the same settings again changes nothing, and records nothing.
      if (cambios.length > 0) await this.deps.trail.record({ actor, accion: 'privacidad.ajustes-guardados', objeto: { tipo: 'ajustes', id: 'privacidad', nombre: 'Privacidad' }, cambios }, trx);
    });
    return { message: PRIVACY_MSG.settingsSaved, data: settings };
  }
}

/** The public list of processors: those the league uses, in a fixed order. */
export class ListProcessors {
  constructor(private readonly deps: SettingsDeps) {}

  async execute(): Promise<ProcessorsAnswer> {
    const off = new Set((await currentSettings(this.deps.settings, this.deps.contactTo)).encargadosDesactivados);
    return { encargados: PROCESSORS.filter((p) => !off.has(p)).map((clave) => ({ clave, ...PROCESSOR_INFO[clave] })) };
  }
}

/** Offered to other modules: whether the league uses a processor (a module sends nothing to one turned off). */
export class ProcessorSwitch {
  constructor(private readonly deps: SettingsDeps) {}

  async isOn(processor: (typeof PROCESSORS)[number]): Promise<boolean> {
    return !(await currentSettings(this.deps.settings, this.deps.contactTo)).encargadosDesactivados.includes(processor);
  }
}
