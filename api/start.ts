// `npm start`: the server under the supervisor (see supervisor.ts), so that an unexpected
// fault restarts it instead of leaving the app down.
import path from 'node:path';
import { supervise } from './supervisor';

const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');
const supervisor = supervise({
  command: tsx,
  args: [path.resolve(import.meta.dirname, 'server.ts')],
  onStop: (code) => process.exit(code),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => supervisor.stop(signal));
}
