// A Perplexity-style endpoint: chat completions (POST {base}/chat/completions) whose answer carries `citations`
// (an array of URLs) and/or `search_results` ([{title, url, ...}]) next to `choices`.
import type { AnswerEngine, AnswerEngineSettings, EngineAnswer } from './engine';
import { endpoint, ModelHttpError, postModelJson } from './model-http';

const TIMEOUT_MS = 90_000;

export function createPerplexityAnswerEngine(settings: AnswerEngineSettings): AnswerEngine {
  return {
    name: 'perplexity',
    model: settings.model,
    async ask(question, signal) {
      const body = await postModelJson({
        url: endpoint(settings.baseUrl, 'chat/completions'),
        apiKey: settings.apiKey,
        body: { model: settings.model, messages: [{ role: 'user', content: question }] },
        timeoutMs: TIMEOUT_MS,
        signal,
      });
      return readPerplexityAnswer(body);
    },
  };
}

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
