// The messages between the app page and the HEIC converter frame (heic-converter.html).
// Both sides check each message with these guards: a message is data from another window.

/** The frame has loaded its converter and takes requests. */
export type ConverterReady = { kind: 'heic-converter-ready' };
/** The page asks for one photo as JPEG. */
export type ConvertRequest = { kind: 'convert-heic'; id: string; photo: Blob; quality: number };
/** The frame answers a request by its id: the JPEG, or that it could not convert it. */
export type ConvertReply =
  { kind: 'heic-converted'; id: string; jpeg: Blob } | { kind: 'heic-failed'; id: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isConverterReady(data: unknown): data is ConverterReady {
  return isRecord(data) && data.kind === 'heic-converter-ready';
}

export function isConvertRequest(data: unknown): data is ConvertRequest {
  return (
    isRecord(data) &&
    data.kind === 'convert-heic' &&
    typeof data.id === 'string' &&
    data.photo instanceof Blob &&
    typeof data.quality === 'number' &&
    data.quality > 0 &&
    data.quality <= 1
  );
}

export function isConvertReply(data: unknown): data is ConvertReply {
  if (!isRecord(data) || typeof data.id !== 'string') return false;
  if (data.kind === 'heic-failed') return true;
  return data.kind === 'heic-converted' && data.jpeg instanceof Blob;
}
