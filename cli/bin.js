#!/usr/bin/env node
// The `parrilla` command: loads TypeScript through tsx, then runs cli/main.ts.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
