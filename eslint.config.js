// Lint for the whole repository. Layer boundaries are not here: dependency-cruiser checks them
// (.dependency-cruiser.cjs), and `npm run lint` runs both.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'web/dist/', 'web/dist-server/', 'data/', 'bench/results/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // An argument or binding named with a leading underscore is unused on purpose (a Koa `next`, a
      // tuple slot); anything else unused is a mistake.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.ts'],
    // chai's property assertions (`expect(x).to.be.true`) are expressions by design.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Closing a menu when the route changes is a reset in an effect; the rule's fix (keying the
      // component on the location) remounts more than it saves, so it stays a hint.
      'react-hooks/set-state-in-effect': 'warn',
    },
  },
  {
    // One way to write from the web app (issue #34): a write is a `useSWRMutation` hook in its
    // feature's `api/` folder (pending state, errors and the reads it revalidates in one place);
    // components call the hook's `trigger`. Only `api/` folders and web/src/lib call the API client.
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/app/**/*.{ts,tsx}'],
    ignores: ['web/src/features/*/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='api'][callee.property.name=/^(post|put|delete)$/]",
          message: "A write goes through a useSWRMutation hook in the feature's api/ folder; the component calls its trigger.",
        },
        { selector: "CallExpression[callee.name='upload']", message: "An upload goes through a useSWRMutation hook in the feature's api/ folder; the component calls its trigger." },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/api-client', importNames: ['api', 'request'], message: "Outside api/ the client is not called: use the hook in the feature's api/ folder." },
            { name: '@/lib/api-forms', importNames: ['upload'], message: "Outside api/ the client is not called: use the hook in the feature's api/ folder." },
          ],
        },
      ],
    },
  },
  {
    // The app's shell (web/src/app) reads the session and gives SWR its fetcher: it may import the
    // client, but writes still go through hooks.
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Accessibility of the markup (docs/adr/0022): labels, roles, keyboard access, alt texts.
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    settings: {
      // The shared UI components render the native element named here, so the rules check them as such.
      'jsx-a11y': { components: { Button: 'button', Input: 'input', Select: 'select', Textarea: 'textarea', Checkbox: 'input' } },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table wider than the screen scrolls inside a labelled region, focusable so the keyboard scrolls it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
);
