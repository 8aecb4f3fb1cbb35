import type { ServiceIdentifier } from 'inversify';
import type { ChoiceRepository, ConsentRepository, NoticeRepository, PrivacySettingsStore } from './application/ports/privacy.ports.js';

const token = <T>(name: string) => Symbol.for(`privacy.${name}`) as ServiceIdentifier<T>;

/** Privacy's insides: bound and read only within this module (never exported from index.ts). */
export const PRIVACY_PRIVATE = {
  Notices: token<NoticeRepository>('Notices'),
  Consents: token<ConsentRepository>('Consents'),
  Choices: token<ChoiceRepository>('Choices'),
  Settings: token<PrivacySettingsStore>('Settings'),
};
