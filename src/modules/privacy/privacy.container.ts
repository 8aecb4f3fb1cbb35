import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexChoiceRepository, KnexConsentRepository, KnexNoticeRepository, KnexPrivacySettingsStore } from './adapters/persistence/privacy.knex.js';
import { AnswerConsent, GetMyPrivacy, GetPendingConsent, PurposeChoices, RecordSignUpConsent, SaveMyChoices } from './application/consent.use-cases.js';
import { GetNoticeEditor, GetPrivacyNotice, PublishPrivacyNotice } from './application/notice.use-cases.js';
import { GetPrivacySettings, ListProcessors, ProcessorSwitch, SavePrivacySettings } from './application/privacy-settings.use-cases.js';
import { PRIVACY_PRIVATE } from './privacy.private-tokens.js';
import { PRIVACY } from './privacy.tokens.js';

export const privacyModule = new ContainerModule(({ bind }) => {
  bind(PRIVACY_PRIVATE.Notices).toDynamicValue((ctx) => new KnexNoticeRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(PRIVACY_PRIVATE.Consents).toDynamicValue((ctx) => new KnexConsentRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(PRIVACY_PRIVATE.Choices).toDynamicValue((ctx) => new KnexChoiceRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(PRIVACY_PRIVATE.Settings).toDynamicValue((ctx) => new KnexPrivacySettingsStore(ctx.get(PLATFORM.Knex))).inSingletonScope();

  const consentDeps = (ctx: ResolutionContext) => ({
    notices: ctx.get(PRIVACY_PRIVATE.Notices),
    consents: ctx.get(PRIVACY_PRIVATE.Consents),
    choices: ctx.get(PRIVACY_PRIVATE.Choices),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
  });
  const settingsDeps = (ctx: ResolutionContext) => ({ settings: ctx.get(PRIVACY_PRIVATE.Settings), contactTo: ctx.get(PLATFORM.Config).contactTo });

  bindClass(bind, PRIVACY.SignUpConsents, RecordSignUpConsent, consentDeps);
  bindClass(bind, PRIVACY.PurposeChoices, PurposeChoices, (ctx) => ({ choices: ctx.get(PRIVACY_PRIVATE.Choices), notices: ctx.get(PRIVACY_PRIVATE.Notices) }));
  bindClass(bind, PRIVACY.Processors, ProcessorSwitch, settingsDeps);
  bindClass(bind, PRIVACY.GetNotice, GetPrivacyNotice, (ctx) => ({ notices: ctx.get(PRIVACY_PRIVATE.Notices), ...settingsDeps(ctx) }));
  bindClass(bind, PRIVACY.GetNoticeEditor, GetNoticeEditor, (ctx) => ({ notices: ctx.get(PRIVACY_PRIVATE.Notices) }));
  bindClass(bind, PRIVACY.PublishNotice, PublishPrivacyNotice, (ctx) => ({ notices: ctx.get(PRIVACY_PRIVATE.Notices), tx: ctx.get(PLATFORM.Tx), clock: ctx.get(PLATFORM.Clock), trail: ctx.get(PLATFORM.AuditTrail) }));
  bindClass(bind, PRIVACY.GetPendingConsent, GetPendingConsent, consentDeps);
  bindClass(bind, PRIVACY.AnswerConsent, AnswerConsent, (ctx) => ({ ...consentDeps(ctx), tx: ctx.get(PLATFORM.Tx) }));
  bindClass(bind, PRIVACY.GetMyPrivacy, GetMyPrivacy, consentDeps);
  bindClass(bind, PRIVACY.SaveMyChoices, SaveMyChoices, consentDeps);
  bindClass(bind, PRIVACY.GetSettings, GetPrivacySettings, settingsDeps);
  bindClass(bind, PRIVACY.SaveSettings, SavePrivacySettings, (ctx) => ({ ...settingsDeps(ctx), clock: ctx.get(PLATFORM.Clock), tx: ctx.get(PLATFORM.Tx), trail: ctx.get(PLATFORM.AuditTrail) }));
  bindClass(bind, PRIVACY.ListProcessors, ListProcessors, settingsDeps);
});
