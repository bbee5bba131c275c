// The CLI package this service serves (GET /cli/agentgauge-cli-<version>.tgz and /cli/latest.tgz), so that
// `npm i -g <public URL>/cli/latest.tgz` works against any running service while @agentgauge/cli is not on the npm
// registry. The tarball is the one `npm run pack:cli` writes into dist/pack/ (part of `npm run build`; `npm start`
// packs it after listening when it is missing or older than its sources): the service reads it, never builds it.
// Its checksums are computed once per file version and published beside it (<file>.sha256, and as Repr-Digest).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ENGINE_VERSION } from '@/engine/light';
import { ApiError } from '@/lib/errors/api-errors';
import { findInProject } from '@/lib/settings/project-files';

export const CLI_PACKAGE_PATH = '/cli';
export const CLI_LATEST_FILE = 'latest.tgz';
export const CHECKSUM_SUFFIX = '.sha256';
/** How long a service packing its CLI after start-up asks a client to wait (seconds). */
const PACKING_RETRY_AFTER = 30;

/** The tarball's name as npm pack writes it for @agentgauge/cli at this version. */
export function cliTarballName(version: string = ENGINE_VERSION): string {
  return `agentgauge-cli-${version}.tgz`;
}

/** The install line for this service, from its public origin (lib/net/public-origin.ts). */
export function cliInstallLine(origin: string): string {
  return `npm i -g ${origin}${CLI_PACKAGE_PATH}/${CLI_LATEST_FILE}`;
}

export interface CliPackage {
  name: string;
  bytes: Buffer;
  sha256Hex: string;
  sha256Base64: string;
  sha512Base64: string;
}

export type CliPackageFile = { kind: 'tarball'; pkg: CliPackage } | { kind: 'checksum'; pkg: CliPackage; text: string };

let cached: { path: string; mtimeMs: number; size: number; pkg: CliPackage } | undefined;

/** The file a /cli/<file> request names, or a not-found / service-unavailable ApiError. */
export async function getCliPackageFile(file: string): Promise<CliPackageFile> {
  const name = cliTarballName();
  const checksum = file.endsWith(CHECKSUM_SUFFIX);
  const tarball = checksum ? file.slice(0, -CHECKSUM_SUFFIX.length) : file;
  if (tarball !== name && tarball !== CLI_LATEST_FILE) {
    throw new ApiError('not-found', `This service serves its CLI at ${CLI_PACKAGE_PATH}/${CLI_LATEST_FILE} and ${CLI_PACKAGE_PATH}/${name} (checksums: add ${CHECKSUM_SUFFIX}).`);
  }
  const pkg = await loadPackage(name);
  return checksum ? { kind: 'checksum', pkg, text: `${pkg.sha256Hex}  ${pkg.name}\n` } : { kind: 'tarball', pkg };
}

async function loadPackage(name: string): Promise<CliPackage> {
  const file = findInProject(path.join('dist', 'pack', name));
  const stats = file ? await stat(file).catch(() => null) : null;
  if (!file || !stats) {
    throw new ApiError('service-unavailable', `The CLI package ${name} is not built on this service yet: it is packed by "npm run build" (or "npm run pack:cli"), and by "npm start" shortly after it starts.`, {
      retryAfter: PACKING_RETRY_AFTER,
    });
  }
  if (cached && cached.path === file && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.pkg;
  const bytes = await readFile(file);
  const pkg: CliPackage = {
    name,
    bytes,
    sha256Hex: createHash('sha256').update(bytes).digest('hex'),
    sha256Base64: createHash('sha256').update(bytes).digest('base64'),
    sha512Base64: createHash('sha512').update(bytes).digest('base64'),
  };
  cached = { path: file, mtimeMs: stats.mtimeMs, size: stats.size, pkg };
  return pkg;
}
