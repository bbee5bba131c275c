// OpenAI's Responses API with its web search tool: POST {base}/responses with tools [{type: 'web_search'}]. The
// answer is the output_text of the message items; citations are their url_citation annotations.
import type { AnswerProtocol, EngineAnswer } from './answer-engine';
import { ModelHttpError } from './model-http';

interface UrlCitation {
  type: 'url_citation';
  url: string;
  title?: string;
  start_index?: number;
  end_index?: number;
}

export const OPENAI_RESPONSES: AnswerProtocol = {
  path: 'responses',
  requestBody: (model, question) => ({ model, input: question, tools: [{ type: 'web_search' }] }),
  readAnswer: readResponsesAnswer,
};

export function readResponsesAnswer(body: unknown): EngineAnswer {
  const output = (body as { output?: unknown } | null)?.output;
  if (!Array.isArray(output)) throw new ModelHttpError('The Responses API answer has no output array.', null);
  const texts: string[] = [];
  const citations: UrlCitation[] = [];
  for (const item of output) {
    if (item?.type !== 'message' || !Array.isArray(item.content)) continue;
    for (const part of item.content) {
      if (part?.type !== 'output_text' || typeof part.text !== 'string') continue;
      texts.push(part.text);
      for (const annotation of Array.isArray(part.annotations) ? part.annotations : []) {
        if (annotation?.type === 'url_citation' && typeof annotation.url === 'string') citations.push(annotation as UrlCitation);
      }
    }
  }
  if (texts.length === 0) throw new ModelHttpError('The Responses API answer has no output_text.', null);
  return { answer: texts.join('\n'), citations, citedUrls: citations.map((citation) => citation.url) };
}
