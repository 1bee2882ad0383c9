// A local OpenAI-compatible server for tests: POST /v1/chat/completions answers with
// scripted replies (success, malformed content, an error status, a slow answer), so
// tests drive the real `openai` SDK through baseURL and see exactly what it sees.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

export type FakeReply =
  /** A completion whose message content is this value as JSON. */
  | { json: unknown; usage?: { prompt_tokens: number; completion_tokens: number } }
  /** A completion with this raw content (malformed JSON, null, a refusal, a cut-off). */
  | { content: string | null; refusal?: string; finishReason?: string }
  /** An error status in OpenAI's error shape; retryAfterMs sets the retry-after-ms header. */
  | { status: number; retryAfterMs?: number }
  /** Waits before answering (to exceed the client timeout). */
  | { delayMs: number; then: FakeReply };

const receivedRequestSchema = z.looseObject({
  model: z.string(),
  messages: z.array(z.looseObject({ role: z.string(), content: z.unknown() })),
  response_format: z
    .looseObject({
      type: z.string(),
      json_schema: z.looseObject({ name: z.string(), strict: z.boolean().optional() }).optional(),
    })
    .optional(),
});
export type ReceivedRequest = z.infer<typeof receivedRequestSchema>;

type Responder = FakeReply | ((request: ReceivedRequest) => FakeReply);

export interface FakeOpenAi {
  /** Base URL for the SDK, ending in /v1. */
  url: string;
  /** Every chat completion request received, in order (retries included). */
  requests: ReceivedRequest[];
  /** Queues replies for the next requests, one each. */
  enqueue(...replies: Responder[]): void;
  /** The reply once the queue is empty (default: a 500 naming the unscripted request). */
  setDefault(reply: Responder): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function completion(
  model: string,
  message: Record<string, unknown>,
  finishReason: string,
  usage: object,
) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason },
    ],
    usage: { total_tokens: 0, ...usage },
  };
}

async function send(response: ServerResponse, request: ReceivedRequest, reply: FakeReply) {
  if ('delayMs' in reply) {
    await sleep(reply.delayMs);
    if (response.destroyed || response.writableEnded) return;
    return send(response, request, reply.then);
  }
  if ('status' in reply) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (reply.retryAfterMs !== undefined) headers['retry-after-ms'] = String(reply.retryAfterMs);
    response.writeHead(reply.status, headers);
    response.end(
      JSON.stringify({
        error: { message: `fake status ${reply.status}`, type: 'fake_error', code: null },
      }),
    );
    return;
  }
  const body =
    'json' in reply
      ? completion(
          request.model,
          { content: JSON.stringify(reply.json), refusal: null },
          'stop',
          reply.usage ?? { prompt_tokens: 120, completion_tokens: 80 },
        )
      : completion(
          request.model,
          { content: reply.content, refusal: reply.refusal ?? null },
          reply.finishReason ?? 'stop',
          { prompt_tokens: 10, completion_tokens: 5 },
        );
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: Responder[] = [];
  const requests: ReceivedRequest[] = [];
  let fallback: Responder = { status: 500 };

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'fake_error' } }));
        return;
      }
      const received = receivedRequestSchema.parse(JSON.parse(await readBody(req)));
      requests.push(received);
      const responder = queue.shift() ?? fallback;
      const reply = typeof responder === 'function' ? responder(received) : responder;
      await send(res, received, reply);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  // The client and this server share one process: when a busy event loop holds the next
  // request back past Node's 5 s keep-alive, the server's idle timer may fire as the SDK writes
  // on the kept socket ("Connection error", nodejs/node#54293). Idle sockets stay open until
  // close() ends them.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
