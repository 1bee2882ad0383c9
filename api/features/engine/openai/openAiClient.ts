// The one place that talks to the OpenAI API: builds the SDK client (timeout, retries),
// sends a chat completion with a strict JSON schema, and turns every failure — transport,
// status, refusal, malformed or schema-violating output — into a German OpenAiEngineError.
// Nothing the model returns reaches a caller without passing its zod schema.
import OpenAI from 'openai';
import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { ApiError } from '../../../http/apiError';
import type { EngineUsage } from '../../ai/aiCalls';

/** Per attempt. Worst case per call: (maxRetries + 1) × timeout plus the backoff pauses. */
export const DEFAULT_OPENAI_TIMEOUT_MS = 30_000;
/**
 * Retries after the first attempt, done by the SDK: on connection errors, timeouts, 408,
 * 409, 429 and 5xx, with exponential backoff from 0.5 s (doubling, at most 8 s, jittered)
 * or the server's retry-after / retry-after-ms header when it sends one.
 */
export const DEFAULT_OPENAI_MAX_RETRIES = 2;

export interface OpenAiConnectionOptions {
  /** A ready client (tests, custom fetch); otherwise one is built from the fields below. */
  client?: OpenAI;
  apiKey?: string;
  /** OPENAI_BASE_URL: another OpenAI-compatible endpoint (proxy, Azure gateway, test server). */
  baseURL?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

export function createOpenAiClient(options: OpenAiConnectionOptions): OpenAI {
  if (options.client) return options.client;
  if (!options.apiKey) throw new Error('OpenAI: apiKey oder client muss angegeben werden.');
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? DEFAULT_OPENAI_MAX_RETRIES,
  });
}

export type OpenAiFailure =
  | 'timeout'
  | 'rate_limited'
  | 'unavailable'
  | 'unreachable'
  | 'rejected'
  | 'refused'
  | 'malformed'
  | 'schema'
  /** The circuit breaker is open: the provider failed repeatedly (providerGuard.ts). */
  | 'circuit_open';

const failureMessages: Record<OpenAiFailure, string> = {
  timeout: 'Der KI-Dienst hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.',
  rate_limited: 'Der KI-Dienst ist gerade ausgelastet. Bitte versuche es in einer Minute erneut.',
  unavailable: 'Der KI-Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.',
  unreachable: 'Der KI-Dienst ist nicht erreichbar. Bitte versuche es später erneut.',
  rejected: 'Der KI-Dienst hat die Anfrage abgelehnt. Bitte versuche es später erneut.',
  refused: 'Der KI-Dienst hat die Anfrage nicht beantwortet. Bitte versuche es erneut.',
  malformed: 'Die Antwort des KI-Dienstes war unvollständig oder kein gültiges JSON.',
  schema: 'Die Antwort des KI-Dienstes hatte nicht das erwartete Format.',
  circuit_open: 'Der KI-Dienst ist gerade gestört. Bitte versuche es in einer Minute erneut.',
};

/** Answered as 503 with a German message; `failure` says what went wrong. */
export class OpenAiEngineError extends ApiError {
  constructor(
    readonly failure: OpenAiFailure,
    readonly detail?: string,
  ) {
    super('service_unavailable', failureMessages[failure]);
    // The AI call log records `error: <name>`, so the name carries the kind of failure.
    this.name = `OpenAiEngineError:${failure}`;
  }
}

function fromSdkError(error: unknown): OpenAiEngineError {
  if (error instanceof OpenAiEngineError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new OpenAiEngineError('timeout');
  if (error instanceof OpenAI.APIConnectionError) {
    return new OpenAiEngineError('unreachable', error.message);
  }
  if (error instanceof OpenAI.RateLimitError) return new OpenAiEngineError('rate_limited');
  if (error instanceof OpenAI.InternalServerError) {
    return new OpenAiEngineError('unavailable', `status ${error.status}`);
  }
  if (error instanceof OpenAI.APIError) {
    return new OpenAiEngineError('rejected', `status ${String(error.status)}: ${error.message}`);
  }
  return new OpenAiEngineError('unreachable', error instanceof Error ? error.message : undefined);
}

export interface JsonRequest<T> {
  model: string;
  system: string;
  /** Text, or text and images (vision). */
  user: string | ChatCompletionContentPart[];
  /** What the model must answer; also sent as the strict JSON schema. */
  schema: z.ZodType<T>;
  schemaName: string;
  maxTokens?: number;
  temperature?: number;
  /** Cancels the request (and the SDK's retries), e.g. at a caller's time limit. */
  signal?: AbortSignal;
}

/** One chat completion whose answer must be JSON of `schema`; any deviation throws. */
export async function requestJson<T>(
  client: OpenAI,
  request: JsonRequest<T>,
): Promise<{ data: T; usage: EngineUsage }> {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: request.system },
    { role: 'user', content: request.user },
  ];
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create(
      {
        model: request.model,
        messages,
        response_format: zodResponseFormat(request.schema, request.schemaName),
        max_completion_tokens: request.maxTokens ?? 2000,
        temperature: request.temperature ?? 0.4,
      },
      { signal: request.signal },
    );
  } catch (error) {
    throw fromSdkError(error);
  }
  const choice = completion.choices?.[0];
  const message = choice?.message;
  if (message?.refusal) throw new OpenAiEngineError('refused', message.refusal);
  if (!message?.content || choice?.finish_reason === 'length') {
    throw new OpenAiEngineError('malformed', `finish_reason ${String(choice?.finish_reason)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(message.content);
  } catch {
    throw new OpenAiEngineError('malformed', 'kein JSON');
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw new OpenAiEngineError('schema', parsed.error.issues[0]?.path.join('.'));
  }
  return {
    data: parsed.data,
    usage: {
      model: completion.model || request.model,
      inputTokens: completion.usage?.prompt_tokens ?? 0,
      outputTokens: completion.usage?.completion_tokens ?? 0,
    },
  };
}

/** Checks a finished result against its contract schema; a violation is the model's fault. */
export function checkedResult<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new OpenAiEngineError('schema', parsed.error.issues[0]?.path.join('.'));
  }
  return parsed.data;
}
