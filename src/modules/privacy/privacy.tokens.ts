import type { ServiceIdentifier } from 'inversify';
import type { AnswerConsent, GetMyPrivacy, GetPendingConsent, PurposeChoices, RecordSignUpConsent, SaveMyChoices } from './application/consent.use-cases.js';
import type { GetNoticeEditor, GetPrivacyNotice, PublishPrivacyNotice } from './application/notice.use-cases.js';
import type { GetPrivacySettings, ListProcessors, ProcessorSwitch, SavePrivacySettings } from './application/privacy-settings.use-cases.js';

const token = <T>(name: string) => Symbol.for(`privacy.${name}`) as ServiceIdentifier<T>;

/** Privacy's public face: its use cases and what it offers other modules. Its stores are in privacy.private-tokens.ts. */
export const PRIVACY = {
  /** Offered to identity: a new account's acceptance of the notice in force. */
  SignUpConsents: token<RecordSignUpConsent>('SignUpConsents'),
  /** Offered: who among some people allowed a voluntary purpose (full name on public pages, Discord mentions). */
  PurposeChoices: token<PurposeChoices>('PurposeChoices'),
  /** Offered: whether the league uses a processor (Discord, Google sign-in …). */
  Processors: token<ProcessorSwitch>('Processors'),
  GetNotice: token<GetPrivacyNotice>('GetNotice'),
  GetNoticeEditor: token<GetNoticeEditor>('GetNoticeEditor'),
  PublishNotice: token<PublishPrivacyNotice>('PublishNotice'),
  GetPendingConsent: token<GetPendingConsent>('GetPendingConsent'),
  AnswerConsent: token<AnswerConsent>('AnswerConsent'),
  GetMyPrivacy: token<GetMyPrivacy>('GetMyPrivacy'),
  SaveMyChoices: token<SaveMyChoices>('SaveMyChoices'),
  GetSettings: token<GetPrivacySettings>('GetSettings'),
  SaveSettings: token<SavePrivacySettings>('SaveSettings'),
  ListProcessors: token<ListProcessors>('ListProcessors'),
};
