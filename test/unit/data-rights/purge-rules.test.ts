import { expect } from 'chai';
import type { PersonalDataSection } from '../../../src/modules/data-rights/index.js';
import { BLOCKING_DAYS, isDueForPurge, purgeAction, retainUntil, rowRetentionEnd } from '../../../src/modules/data-rights/domain/retention.js';
import { PERSONAL_DATA_SECTIONS } from '../../../src/personal-data.registry.js';

const section = (table: string): PersonalDataSection => {
  const found = PERSONAL_DATA_SECTIONS.find((s) => s.table === table);
  if (!found) throw new Error(`${table} is not in the registry`);
  return found;
};

describe('Purge rules: what is kept blocked, until when, and what the purge does', () => {
  it('keeps a payment 5 years from when it was paid, or from when it was made if it never completed', () => {
    const payments = section('payments');
    expect(rowRetentionEnd(payments, { fechaCompletado: '2026-01-15T18:00:00.000Z', createdAt: '2026-01-10T18:00:00.000Z' })?.toISOString()).to.equal('2031-01-15T18:00:00.000Z');
    expect(rowRetentionEnd(payments, { fechaCompletado: null, createdAt: '2026-01-10T18:00:00.000Z' })?.toISOString()).to.equal('2031-01-10T18:00:00.000Z');
    expect(rowRetentionEnd(section('invoice_requests'), { emitidaEn: null, solicitadaEn: '2027-02-01T00:00:00.000Z' })?.toISOString()).to.equal('2032-02-01T00:00:00.000Z');
    expect(rowRetentionEnd(section('auth_sessions'), { createdAt: '2026-01-10T18:00:00.000Z' })).to.equal(null);
  });

  it('keeps an account blocked until its latest retention ends, and at least the blocking period', () => {
    const blockedAt = new Date('2026-06-01T12:00:00.000Z');
    expect(retainUntil(blockedAt, []).toISOString()).to.equal(new Date(blockedAt.getTime() + BLOCKING_DAYS * 86_400_000).toISOString());
    const ends = [new Date('2030-03-01T00:00:00.000Z'), null, new Date('2031-01-15T18:00:00.000Z')];
    expect(retainUntil(blockedAt, ends).toISOString()).to.equal('2031-01-15T18:00:00.000Z');
    // A retention that ended before the cancellation does not shorten the blocking period.
    expect(retainUntil(blockedAt, [new Date('2026-06-02T00:00:00.000Z')]).toISOString()).to.equal('2026-07-01T12:00:00.000Z');
  });

  it('purges an account once, only when its retention has ended', () => {
    const account = { conservarHasta: '2031-01-15T18:00:00.000Z', eliminadaEn: null };
    expect(isDueForPurge(new Date('2031-01-15T17:59:59.999Z'), account)).to.equal(false);
    expect(isDueForPurge(new Date('2031-01-15T18:00:00.000Z'), account)).to.equal(true);
    expect(isDueForPurge(new Date('2032-01-01T00:00:00.000Z'), { ...account, eliminadaEn: '2031-01-16T00:00:00.000Z' })).to.equal(false);
  });

  it('de-identifies payments (the amounts stay, so the statistics add up) and deletes invoices with their files', () => {
    expect(purgeAction(section('payments'))).to.equal('desidentificar');
    const anonymise = (section('payments').atPurge as { anonymise: Record<string, unknown> }).anonymise;
    expect(Object.keys(anonymise)).to.not.include.members(['montoCentavos', 'estado', 'campeonatoId', 'fechaCompletado', 'userId']);
    expect(anonymise).to.include({ reembolsoManual: null, detalles: null });
    expect(purgeAction(section('invoice_requests'))).to.equal('borrar');
    expect(section('invoice_requests').files).to.deep.equal(['pdfKey', 'xmlKey']);
  });

  it('keeps sporting history (results, reports, penalties) so past tables still add up, and stops mail at the cancellation', () => {
    for (const table of ['reports', 'penalties', 'championship_enrolments', 'track_records']) expect(purgeAction(section(table)), table).to.equal('conservar');
    for (const table of ['mail_outbox', 'auth_sessions', 'notification_preferences', 'race_reminders']) expect(section(table).atBlock, table).to.equal('delete');
    // The account row itself is blocked and then emptied by identity, never deleted: nothing naming it is left an orphan.
    expect(section('users')).to.include({ atBlock: 'identity', atPurge: 'identity' });
  });

  it('never exports a secret: hashes, keys and tokens are left out', () => {
    expect(section('users').omit).to.include('passwordHash');
    expect(section('totp_factors').omit).to.include('secret');
    expect(section('recovery_codes').omit).to.include('codeHash');
    expect(section('password_reset_tokens').omit).to.include('tokenHash');
    expect(section('data_exports').omit).to.include('tokenHash');
  });
});
