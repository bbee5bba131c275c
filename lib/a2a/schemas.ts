// The JSON-RPC envelope (A2A 1.0 §9.3) and the params of the methods this agent runs, checked before the SDK sees
// them: the SDK converts whatever it is given (a part without content, a number for text), and A2A 1.0 §3.3.2 wants
// every input validated with the failing field named (-32602 with google.rpc.BadRequest field violations).
import { z } from 'zod';

const RequestId = z.union([z.string(), z.number().int()]);

export const JsonRpcEnvelope = z.object({
  jsonrpc: z.literal('2.0'),
  id: RequestId,
  method: z.string().min(1),
  params: z.record(z.string(), z.unknown()).optional(),
});

/** Every method of the JSON-RPC binding (A2A 1.0 §5.3); any other name is -32601. */
export const A2A_METHODS = [
  'SendMessage',
  'SendStreamingMessage',
  'GetTask',
  'ListTasks',
  'CancelTask',
  'SubscribeToTask',
  'CreateTaskPushNotificationConfig',
  'GetTaskPushNotificationConfig',
  'ListTaskPushNotificationConfigs',
  'DeleteTaskPushNotificationConfig',
  'GetExtendedAgentCard',
] as const;
export type A2aMethod = (typeof A2A_METHODS)[number];

/** What `capabilities.streaming: false` rules out (A2A 1.0 §3.3.4: UnsupportedOperationError). */
export const STREAMING_METHODS: ReadonlySet<string> = new Set(['SendStreamingMessage', 'SubscribeToTask']);

const Metadata = z.record(z.string(), z.unknown());
const Id = z.string().min(1).max(200);
const HistoryLength = z.number().int().min(0);

const PartFields = { metadata: Metadata.optional(), filename: z.string().max(500).optional(), mediaType: z.string().max(200).optional() };
/** A Part holds exactly one of text, raw, url or data (a2a.proto `oneof content`). */
const Part = z.union([
  z.strictObject({ text: z.string(), ...PartFields }),
  z.strictObject({ raw: z.base64(), ...PartFields }),
  z.strictObject({ url: z.url(), ...PartFields }),
  z.strictObject({ data: z.json(), ...PartFields }),
], { error: 'must hold exactly one of text, raw, url or data.' });

const Message = z.object({
  messageId: Id,
  role: z.literal('ROLE_USER', { error: 'must be "ROLE_USER" in a message sent to the agent.' }),
  parts: z.array(Part).min(1, { error: 'must hold at least one part.' }).max(20),
  contextId: Id.optional(),
  taskId: Id.optional(),
  metadata: Metadata.optional(),
  extensions: z.array(z.string()).optional(),
  referenceTaskIds: z.array(Id).optional(),
});

export const METHOD_PARAMS: Partial<Record<A2aMethod, z.ZodType>> = {
  SendMessage: z.object({
    tenant: z.string().optional(),
    message: Message,
    configuration: z
      .object({
        acceptedOutputModes: z.array(z.string()).optional(),
        historyLength: HistoryLength.optional(),
        returnImmediately: z.boolean().optional(),
      })
      .optional(),
    metadata: Metadata.optional(),
  }),
  GetTask: z.object({ tenant: z.string().optional(), id: Id, historyLength: HistoryLength.optional() }),
  CancelTask: z.object({ tenant: z.string().optional(), id: Id, metadata: Metadata.optional() }),
};
