// Posting a server action directly, as an attacker with a valid session would: the action id from the build's
// manifest, the arguments encoded the way React's client encodes them (a FormData argument becomes the fields
// "_1_<name>" and the reference "$K1" in the root field "0"), the Next-Action header and a same-origin Origin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIResponse, BrowserContext } from 'playwright-core';
import { distDir } from '../../../lib/settings/dist-dir';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface ManifestEntry {
  filename?: string;
  exportedName?: string;
}

/** The id of an exported server action of a source file (e.g. "app/(dashboard)/sites/actions.ts", "deleteSiteAction"). */
export function serverActionId(file: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, distDir(), 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, ManifestEntry>;
  };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.filename === file && entry.exportedName === exportedName);
  if (!found) throw new Error(`no server action ${exportedName} of ${file} in the build's manifest`);
  return found[0];
}

/** A FormData argument of an action, as field name → value. */
export class FormFields {
  constructor(readonly fields: Record<string, string>) {}
}

export async function postServerAction(
  context: BrowserContext,
  baseUrl: string,
  pagePath: string,
  actionId: string,
  args: unknown[],
): Promise<APIResponse> {
  const headers = { 'next-action': actionId, origin: new URL(baseUrl).origin, accept: 'text/x-component' };
  const form = args.find((arg): arg is FormFields => arg instanceof FormFields);
  const url = new URL(pagePath, baseUrl).href;
  if (!form) {
    return context.request.post(url, { headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify(args), maxRedirects: 0 });
  }
  // As React's client does: the argument's fields first, the root "0" last (the server resolves "$K1" from the
  // fields already received when the root arrives).
  const multipart = new FormData();
  for (const [name, value] of Object.entries(form.fields)) multipart.append(`_1_${name}`, value);
  multipart.append('0', JSON.stringify(args.map((arg) => (arg === form ? '$K1' : arg))));
  return context.request.post(url, { headers, multipart, maxRedirects: 0 });
}
