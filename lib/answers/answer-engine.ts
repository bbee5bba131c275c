// What an answer engine is (a model that searches the web and cites what it read) and how one asks it: every kind
// is a POST of the question to one path of its endpoint, differing only in the request body and in how the answer
// is read (the kinds: openai-engine.ts, perplexity-engine.ts; the choice by environment: engine.ts).
import { endpoint, postModelJson } from './model-http';

export interface EngineAnswer {
  /** The answer text as the engine wrote it. */
  answer: string;
  /** The citations exactly as the engine returned them (stored as-is). */
  citations: unknown;
  /** The cited URLs in the engine's order (duplicates kept: rank is the position in this list). */
  citedUrls: string[];
}

export interface AnswerEngine {
  /** openai or perplexity. */
  name: AnswerEngineKind;
  model: string;
  ask(question: string, signal?: AbortSignal): Promise<EngineAnswer>;
}

export const ANSWER_ENGINE_KINDS = ['openai', 'perplexity'] as const;
export type AnswerEngineKind = (typeof ANSWER_ENGINE_KINDS)[number];

export interface AnswerEngineSettings {
  kind: AnswerEngineKind;
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** How one kind of endpoint is asked: where, with what body, and how its answer is read. */
export interface AnswerProtocol {
  path: string;
  requestBody(model: string, question: string): unknown;
  readAnswer(body: unknown): EngineAnswer;
}

const TIMEOUT_MS = 90_000;

export function createProtocolAnswerEngine(settings: AnswerEngineSettings, protocol: AnswerProtocol): AnswerEngine {
  return {
    name: settings.kind,
    model: settings.model,
    async ask(question, signal) {
      const body = await postModelJson({
        url: endpoint(settings.baseUrl, protocol.path),
        apiKey: settings.apiKey,
        body: protocol.requestBody(settings.model, question),
        timeoutMs: TIMEOUT_MS,
        signal,
      });
      return protocol.readAnswer(body);
    },
  };
}
