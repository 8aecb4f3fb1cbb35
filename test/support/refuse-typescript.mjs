// For `node --import` in the production start test: any import of the TypeScript sources or of a
// build tool (tsx, Vite, esbuild, TypeScript) fails, so a start that works ran compiled JavaScript only.
import { register } from 'node:module';

const hooks = `
const tools = /^(tsx|vite|typescript|esbuild|@vitejs\\/plugin-react)(\\/|$)/;
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (tools.test(specifier) || /\\.[cm]?tsx?$/.test(new URL(resolved.url).pathname)) throw new Error('producción cargó ' + specifier);
  return resolved;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
