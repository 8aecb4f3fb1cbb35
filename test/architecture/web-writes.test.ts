import path from 'node:path';
import { expect } from 'chai';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * One way to write from the web app (issue #34): a write is a `useSWRMutation` hook in its feature's
 * `api/` folder, so the lint refuses the API client's writes anywhere else in the admin screens. These
 * cases lint a made-up file at each place, so the rule cannot be dropped or narrowed unnoticed.
 */
describe('Writes from the web app live in a feature’s api/ folder', function () {
  this.timeout(60_000);
  const eslint = new ESLint({ cwd: ROOT });
  const WRITE = "import { api } from '@/lib/api-client';\nexport const a = () => api.post('/api/x', {});\nexport const b = () => api.put('/api/x', {});\nexport const c = () => api.delete('/api/x');\nimport { upload } from '@/lib/api-forms';\nexport const d = (f: FormData) => upload('/api/x', f, () => undefined);\n";
  const READ = "import { api } from '@/lib/api-client';\nexport const a = () => api.get('/api/x');\n";

  async function writeProblems(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports').map((m) => `${m.line}: ${m.ruleId}`);
  }

  it('refuses api.post, api.put, api.delete and upload() in an admin component, and importing the client there', async () => {
    const problems = await writeProblems('web/src/features/admin-sponsors/components/probe.tsx', WRITE);
    expect(problems).to.include.members(['1: no-restricted-imports', '2: no-restricted-syntax', '3: no-restricted-syntax', '4: no-restricted-syntax', '5: no-restricted-imports', '6: no-restricted-syntax']);
  });

  it('refuses them in any file of an admin feature outside api/ (a component’s helper hook too)', async () => {
    expect(await writeProblems('web/src/features/admin-championships/components/use-probe.ts', WRITE)).to.not.be.empty;
    expect(await writeProblems('web/src/features/admin-reports/probe.ts', WRITE)).to.not.be.empty;
  });

  it('allows them in a feature’s api/ folder and in web/src/lib', async () => {
    expect(await writeProblems('web/src/features/admin-sponsors/api/probe.ts', WRITE)).to.deep.equal([]);
    expect(await writeProblems('web/src/lib/probe.ts', WRITE)).to.deep.equal([]);
  });

  it('keeps reads in api/ too: a component imports no API client at all', async () => {
    expect(await writeProblems('web/src/features/admin-sponsors/api/probe.ts', READ)).to.deep.equal([]);
    expect(await writeProblems('web/src/features/admin-sponsors/components/probe.tsx', READ)).to.deep.equal(['1: no-restricted-imports']);
  });
});
