// One interface for every answer engine (a model that searches the web and cites what it read), chosen by the
// environment: ANSWERS_ENGINE (openai | perplexity), ANSWERS_BASE_URL, ANSWERS_API_KEY, ANSWERS_MODEL.
import { ANSWER_ENGINE_KINDS, createProtocolAnswerEngine, type AnswerEngine, type AnswerEngineKind, type AnswerEngineSettings } from './answer-engine';
import { OPENAI_RESPONSES } from './openai-engine';
import { PERPLEXITY_CHAT } from './perplexity-engine';

const DEFAULT_BASE_URLS: Record<AnswerEngineKind, string> = {
  openai: 'https://api.openai.com/v1',
  perplexity: 'https://api.perplexity.ai',
};

export const ANSWERS_ENV_HELP =
  'Set ANSWERS_ENGINE (openai or perplexity), ANSWERS_API_KEY and ANSWERS_MODEL (and ANSWERS_BASE_URL for another endpoint) to enable Answers.';

/** The configured engine's settings, or null when Answers is not configured (never a fake engine). */
export function answerEngineSettings(env: Readonly<Record<string, string | undefined>> = process.env): AnswerEngineSettings | null {
  const kind = env.ANSWERS_ENGINE?.trim().toLowerCase();
  const apiKey = env.ANSWERS_API_KEY?.trim();
  const model = env.ANSWERS_MODEL?.trim();
  if (!kind || !apiKey || !model) return null;
  if (!(ANSWER_ENGINE_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`ANSWERS_ENGINE must be one of ${ANSWER_ENGINE_KINDS.join(', ')} (got "${env.ANSWERS_ENGINE}").`);
  }
  const engineKind = kind as AnswerEngineKind;
  const baseUrl = (env.ANSWERS_BASE_URL?.trim() || DEFAULT_BASE_URLS[engineKind]).replace(/\/+$/, '');
  return { kind: engineKind, baseUrl, apiKey, model };
}

export function createAnswerEngine(settings: AnswerEngineSettings): AnswerEngine {
  return createProtocolAnswerEngine(settings, settings.kind === 'openai' ? OPENAI_RESPONSES : PERPLEXITY_CHAT);
}
