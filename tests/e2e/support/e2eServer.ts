// The e2e server: api/server.ts as `npm run serve` starts it, with one difference: the
// embedded auth's clock runs ahead by the seconds written to <E2E_DATA_DIR>/auth-clock-offset
// (support/authClock.ts). A spec moves it to make a session's last sign-in old for real, as
// ten minutes of waiting would, without touching the token or the code that checks it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exitAfterFailedStart, main } from '../../../api/server';
import { AUTH_CLOCK_OFFSET_FILE } from './authClockFile';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR ist nicht gesetzt (playwright.config.ts).');
const offsetFile = path.join(dataDir, AUTH_CLOCK_OFFSET_FILE);

function offsetMs(): number {
  try {
    const seconds = Number(readFileSync(offsetFile, 'utf8').trim());
    return Number.isFinite(seconds) ? seconds * 1000 : 0;
  } catch {
    return 0;
  }
}

main({ authClock: () => new Date(Date.now() + offsetMs()) }).catch(exitAfterFailedStart);
