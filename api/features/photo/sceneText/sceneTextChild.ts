// The scene-text reader's own process (started by sceneTextReader.ts): it loads the
// models once, then reads one photo per message. Decoding and inference are native code;
// in a process of their own a crash or runaway memory of theirs ends only this process,
// which the pool replaces, never the server.
import { loadSceneTextModel, type SceneTextOptions } from './sceneTextModel';

export interface ReadRequest {
  id: number;
  image: Uint8Array;
  turns: number;
}

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'read'; id: number; words: unknown; rssBytes: number }
  | { type: 'failed'; id: number; message: string };

const send = (message: ChildMessage) => process.send?.(message);

const settings = JSON.parse(process.argv[2] ?? '{}') as SceneTextOptions;
const model = await loadSceneTextModel(settings);
process.on('message', (request: ReadRequest) => {
  model.read(Buffer.from(request.image), request.turns).then(
    (words) => send({ type: 'read', id: request.id, words, rssBytes: process.memoryUsage().rss }),
    (error: unknown) => send({ type: 'failed', id: request.id, message: String(error) }),
  );
});
// The server went away: nothing is left to read for.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
