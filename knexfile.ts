// Knex CLI entry: NODE_OPTIONS='--import tsx' npx knex migrate:latest. The app and `parrilla migrate`
// run the same migrations from code.
import { loadConfig } from './src/platform/config.js';
import { knexConfig } from './src/platform/database/knex.js';

export default knexConfig(loadConfig().database);
