// The agent's model: any OpenAI-compatible chat completions endpoint with tool calling, configured by
// AGENT_MODEL_BASE_URL, AGENT_MODEL_API_KEY and AGENT_MODEL.
import { endpoint, ModelHttpError, postModelJson } from '@/lib/answers/model-http';

export interface AgentModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export const AGENT_MODEL_ENV_HELP = 'Set AGENT_MODEL_BASE_URL, AGENT_MODEL_API_KEY and AGENT_MODEL to run model-driven agents.';

export function agentModelSettings(env: Readonly<Record<string, string | undefined>> = process.env): AgentModelSettings | null {
  const baseUrl = env.AGENT_MODEL_BASE_URL?.trim();
  const apiKey = env.AGENT_MODEL_API_KEY?.trim();
  const model = env.AGENT_MODEL?.trim();
  return baseUrl && apiKey && model ? { baseUrl, apiKey, model } : null;
}

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatModel {
  model: string;
  /** Tokens the endpoint reported so far (usage.total_tokens, summed over calls); null while none reported any. */
  readonly tokens: number | null;
  complete(messages: ChatMessage[], tools: ToolDefinition[], timeoutMs: number): Promise<Extract<ChatMessage, { role: 'assistant' }>>;
}

export function createChatModel(settings: AgentModelSettings): ChatModel {
  let tokens: number | null = null;
  return {
    model: settings.model,
    get tokens() {
      return tokens;
    },
    async complete(messages, tools, timeoutMs) {
      const body = await postModelJson({
        url: endpoint(settings.baseUrl, 'chat/completions'),
        apiKey: settings.apiKey,
        body: { model: settings.model, messages, tools, tool_choice: 'auto' },
        timeoutMs,
      });
      const message = (body as { choices?: Array<{ message?: unknown }> } | null)?.choices?.[0]?.message as
        | { content?: unknown; tool_calls?: unknown }
        | undefined;
      const total = (body as { usage?: { total_tokens?: unknown } } | null)?.usage?.total_tokens;
      if (typeof total === 'number' && Number.isFinite(total) && total >= 0) tokens = (tokens ?? 0) + total;
      if (!message) throw new ModelHttpError('The model answered without choices[0].message.', null);
      const toolCalls = Array.isArray(message.tool_calls)
        ? message.tool_calls.filter(
            (call): call is ToolCall => typeof call?.id === 'string' && typeof call?.function?.name === 'string',
          )
        : [];
      return {
        role: 'assistant',
        content: typeof message.content === 'string' ? message.content : null,
        ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
      };
    },
  };
}
