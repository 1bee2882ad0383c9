// The script of the HEIC converter document, which the photo upload loads in a hidden frame
// (web/features/photo/heicConverterFrame.ts). heic2any runs libheif in a blob: worker that
// needs eval; the server allows eval for this one document only (api/http/securityHeaders.ts),
// so the app page keeps its strict policy. It converts what its parent page sends, nothing else.
import heic2any from 'heic2any';
import { isConvertRequest, type ConvertReply, type ConvertRequest } from './heicConverterProtocol';

async function convert(request: ConvertRequest): Promise<ConvertReply> {
  try {
    const converted = await heic2any({
      blob: request.photo,
      toType: 'image/jpeg',
      quality: request.quality,
    });
    const jpeg = Array.isArray(converted) ? converted[0] : converted;
    if (!jpeg) return { kind: 'heic-failed', id: request.id };
    return { kind: 'heic-converted', id: request.id, jpeg };
  } catch {
    return { kind: 'heic-failed', id: request.id };
  }
}

// Only the page that framed us, from our own origin, may ask; answers go back to it alone.
window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== window.parent) return;
  if (!isConvertRequest(event.data)) return;
  void convert(event.data).then((reply) => window.parent.postMessage(reply, location.origin));
});

window.parent.postMessage({ kind: 'heic-converter-ready' }, location.origin);
