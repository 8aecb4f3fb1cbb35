// `npm run check:tables` (part of `npm run lint`): every table of the database belongs to one module
// (or to the platform), and only its owner's files name it. Another module reads it through a port
// the owner offers (docs/adr/0009, docs/adr/0022), never with a query of its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Each table and its owner: a folder of src/modules, or `platform`. A new table adds its line here. */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  users: 'identity',
  passkeys: 'identity',
  auth_challenges: 'identity',
  totp_factors: 'identity',
  recovery_codes: 'identity',
  second_step_attempts: 'identity',
  session_confirmations: 'identity',
  password_reset_tokens: 'identity',
  auth_sessions: 'identity',
  championships: 'championships',
  races: 'championships',
  championship_enrolments: 'championships',
  championship_waitlist: 'championships',
  championship_offer_outcomes: 'championships',
  championship_entry_requests: 'championships',
  championship_car_numbers: 'championships',
  championship_teams: 'championships',
  championship_team_members: 'championships',
  race_sign_outs: 'championships',
  championship_gate_exemptions: 'championships',
  championship_gate_exemption_requests: 'championships',
  single_events: 'single-events',
  single_event_participants: 'single-events',
  single_event_waitlist: 'single-events',
  result_events: 'results',
  result_phases: 'results',
  result_car_classes: 'results',
  result_entries: 'results',
  result_lap_charts: 'results',
  iracing_settings: 'iracing',
  iracing_leases: 'iracing',
  iracing_sync_state: 'iracing',
  iracing_session_failures: 'iracing',
  reports: 'stewarding',
  report_decisions: 'stewarding',
  penalties: 'stewarding',
  steward_assignments: 'stewarding',
  stewarding_settings: 'stewarding',
  report_votes: 'stewarding',
  report_appeals: 'stewarding',
  suspensions: 'stewarding',
  payments: 'payments',
  payment_state_totals: 'payments',
  payment_month_totals: 'payments',
  payment_championship_totals: 'payments',
  invoice_requests: 'invoicing',
  payment_method_settings: 'payments',
  payment_customers: 'payments',
  sponsors: 'sponsors',
  contact_messages: 'contact',
  fuel_calculations: 'fuel',
  standings_configs: 'standings',
  standings_version: 'standings',
  track_records: 'track-records',
  track_record_dismissals: 'track-records',
  track_record_laps: 'track-records',
  calendar_feeds: 'calendar',
  discord_outbox: 'notifications',
  notification_preferences: 'notifications',
  notification_settings: 'notifications',
  race_reminders: 'notifications',
  push_subscriptions: 'push',
  push_preferences: 'push',
  push_outbox: 'push',
  push_announcements: 'push',
  broadcast_states: 'overlays',
  series: 'seasons',
  series_editions: 'seasons',
  season_closures: 'seasons',
  season_podiums: 'seasons',
  season_closure_log: 'seasons',
  arco_requests: 'data-rights',
  data_exports: 'data-rights',
  blocked_accounts: 'data-rights',
  privacy_notices: 'privacy',
  privacy_consents: 'privacy',
  privacy_choices: 'privacy',
  privacy_settings: 'privacy',
  mail_outbox: 'platform',
  rate_limits: 'platform',
  scheduled_jobs: 'platform',
  audit_log: 'audit',
};

/**
 * Files allowed, for a while, to query another module's tables until the owners offer ports (the
 * last three left in docs/adr/0023). Empty: keep it so. Listed file by file so no new crossing slips
 * in; a file that stops crossing must leave the list (the check says so).
 */
export const KNOWN_CROSSINGS: readonly string[] = [];

export interface TableViolation {
  file: string;
  line: number;
  table: string;
  owner: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every string literal naming a table ('races', 'races as r', `users`) in a module's files, when the
 * table is another module's. Comments are not code, so they are skipped.
 */
export function findTableViolations(baseDir = ROOT, owners: Readonly<Record<string, string>> = TABLE_OWNERS): TableViolation[] {
  const modulesDir = path.join(baseDir, 'src', 'modules');
  const violations: TableViolation[] = [];
  const literal = /(['"`])([a-z_]+)(?: as [a-z_]+)?\1/g;
  for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    for (const file of filesUnder(path.join(modulesDir, module))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          const code = text.trim();
          if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
          for (const match of code.matchAll(literal)) {
            const owner = owners[match[2]!];
            if (owner && owner !== module) violations.push({ file: path.relative(baseDir, file), line: index + 1, table: match[2]!, owner });
          }
        });
    }
  }
  return violations;
}

/** The violations outside KNOWN_CROSSINGS, and the listed files that no longer cross (stale entries). */
export function checkTables(baseDir = ROOT): { violations: TableViolation[]; stale: string[] } {
  const all = findTableViolations(baseDir);
  return {
    violations: all.filter((v) => !KNOWN_CROSSINGS.includes(v.file)),
    stale: KNOWN_CROSSINGS.filter((file) => !all.some((v) => v.file === file)),
  };
}

function main(): void {
  const { violations, stale } = checkTables();
  for (const v of violations) process.stdout.write(`${v.file}:${v.line}: names the table ${v.table}, which belongs to ${v.owner}; read it through a port ${v.owner} offers\n`);
  for (const file of stale) process.stdout.write(`${file} no longer reads another module's tables: remove it from KNOWN_CROSSINGS\n`);
  const failed = violations.length + stale.length;
  process.stdout.write(failed ? `tables: ${failed} problem(s)\n` : 'tables: ✔ every module names only its own tables\n');
  process.exitCode = failed > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
