// Run as its own process by photoAbuse.api.test.ts (`node --import tsx`): builds the real
// local photo analyzer and feeds it, past the header check, the 60 bytes that once ended
// the server, then a real photo. It prints one JSON line per upload; a process that dies
// of the OCR worker's error prints only the first line, or none, and exits with code 1.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unpricedPerfume } from '../../contract/perfume';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { ApiError } from '../../http/apiError';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { catalogFromPerfumes } from '../perfumes/memoryCatalog';
import { fakeWebp } from './hostileFiles';
import { createTesseractReader } from './ocr';
import { createLocalPhotoAnalyzer } from './photoAnalyzers';
import { renderBottlePhoto } from './testPhotos';

const catalog = catalogFromPerfumes(sampleCatalog().map(unpricedPerfume));
const db = await openPglite(null);
await migrate(db);
const ocr = createTesseractReader();
const analyzer = createLocalPhotoAnalyzer({ catalog, db, ocr });
const dir = await mkdtemp(path.join(os.tmpdir(), 'duftkompass-ocr-survival-'));

async function analyze(name: string, bytes: Uint8Array, type: 'webp' | 'jpeg') {
  const filePath = path.join(dir, name);
  await writeFile(filePath, bytes);
  try {
    const result = await analyzer.analyze({ filePath, type, owner: 'ip:203.0.113.7' });
    return { ok: result.detectedPerfumes.map((entry) => entry.searchResults[0]?.id ?? null) };
  } catch (error) {
    return { error: error instanceof ApiError ? error.code : String(error) };
  } finally {
    await rm(filePath, { force: true });
  }
}

console.log(JSON.stringify(await analyze('fake.webp', fakeWebp(), 'webp')));
console.log(
  JSON.stringify(
    await analyze('aventus.jpg', renderBottlePhoto({ bottles: [['CREED', 'AVENTUS']] }), 'jpeg'),
  ),
);
await ocr.close();
await db.close();
await rm(dir, { recursive: true, force: true });
