// A Perplexity-style endpoint: chat completions (POST {base}/chat/completions) whose answer carries `citations`
// (an array of URLs) and/or `search_results` ([{title, url, ...}]) next to `choices`.
import type { AnswerProtocol, EngineAnswer } from './answer-engine';
import { ModelHttpError } from './model-http';

export const PERPLEXITY_CHAT: AnswerProtocol = {
  path: 'chat/completions',
  requestBody: (model, question) => ({ model, messages: [{ role: 'user', content: question }] }),
  readAnswer: readPerplexityAnswer,
};

export function readPerplexityAnswer(body: unknown): EngineAnswer {
  const record = (body ?? {}) as { choices?: unknown; citations?: unknown; search_results?: unknown };
  const content = Array.isArray(record.choices) ? record.choices[0]?.message?.content : undefined;
  if (typeof content !== 'string') throw new ModelHttpError('The answer has no choices[0].message.content.', null);
  if (Array.isArray(record.citations)) {
    const urls = record.citations.filter((url): url is string => typeof url === 'string');
    return { answer: content, citations: record.citations, citedUrls: urls };
  }
  if (Array.isArray(record.search_results)) {
    const urls = record.search_results.map((result) => result?.url).filter((url): url is string => typeof url === 'string');
    return { answer: content, citations: record.search_results, citedUrls: urls };
  }
  return { answer: content, citations: [], citedUrls: [] };
}
