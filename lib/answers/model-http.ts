// POSTs JSON to a model endpoint (answer engines and the agent's model). The endpoints are operator-configured, not
// user-supplied, so they are called directly rather than through the SSRF-safe fetcher meant for measured sites.

export class ModelHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ModelHttpError';
  }
}

export interface ModelRequest {
  url: string;
  apiKey: string;
  body: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
}

const ERROR_EXCERPT = 200;

export async function postModelJson(request: ModelRequest): Promise<unknown> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${request.apiKey}` },
      body: JSON.stringify(request.body),
      signal,
    });
  } catch (error) {
    const reason = timeout.aborted ? `no answer within ${request.timeoutMs} ms` : (error as Error).message;
    throw new ModelHttpError(`The model endpoint ${new URL(request.url).host} could not be reached: ${reason}.`, null);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ModelHttpError(
      `The model endpoint answered HTTP ${response.status}: ${text.slice(0, ERROR_EXCERPT).trim() || response.statusText}`,
      response.status,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ModelHttpError('The model endpoint answered with a body that is not JSON.', response.status);
  }
}

export function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
