// npm run dev: the API (restarted on change by tsx watch) and Vite's dev server for web/
// with hot reload; Vite proxies /api and /auth to the API on port 8787.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit' }),
];

function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
