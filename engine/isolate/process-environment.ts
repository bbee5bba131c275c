// What an audit process sees of its parent's environment: an allow-list, never the whole of it. A service that runs
// audits holds its database URL, session secret, mail password and model keys in its environment, and an audit
// process needs none of them. A page cannot read the environment, but a process that never holds a secret cannot
// give it away through a flaw in a parser, the browser driver or a dependency (defence in depth).
import { AUDIT_ENVIRONMENT } from '../environment.js';

/**
 * What Node, the OS, the browser driver and a browser launched from the process read, none of it secret: where
 * programs, home and temporary files are, locale and time zone, the TLS trust store, libuv's thread pool, Node's own
 * options (NODE_OPTIONS: an operator's `--use-openssl-ca` or `--dns-result-order` applies to audits too; the pool's
 * heap flags come after it and win), coverage for tests, and npm's prefix (where the browser driver may be
 * installed, engine/render/browser-driver.ts). The engine makes no use of proxy variables (its fetcher connects to
 * the addresses it vetted itself), so none are passed. Windows needs its system folders to start a process at all.
 */
const SYSTEM_NAMES = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LANGUAGE',
  'TZ',
  'NODE_OPTIONS',
  'NODE_EXTRA_CA_CERTS',
  'NODE_ICU_DATA',
  'NODE_V8_COVERAGE',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'UV_THREADPOOL_SIZE',
  'npm_config_prefix',
  'SystemRoot',
  'SystemDrive',
  'windir',
  'ComSpec',
  'PATHEXT',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
  'ProgramData',
  'ProgramFiles',
  'ProgramFiles(x86)',
];

/** Families read by the locale (LC_ALL, LC_CTYPE, …), the XDG folders and fontconfig (a launched browser). */
const SYSTEM_PREFIXES = ['LC_', 'XDG_', 'FONTCONFIG_'];

/** Every name an audit process may receive: the system's above and the engine's own settings (AUDIT_ENVIRONMENT). */
export const AUDIT_PROCESS_ENVIRONMENT: readonly string[] = [...SYSTEM_NAMES, ...AUDIT_ENVIRONMENT.map((setting) => setting.name)];

/** The part of `env` an audit process is started with (names compared without case on Windows, as Windows does). */
export function auditProcessEnvironment(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): Record<string, string> {
  const fold = (name: string) => (platform === 'win32' ? name.toUpperCase() : name);
  const names = new Set(AUDIT_PROCESS_ENVIRONMENT.map(fold));
  const prefixes = SYSTEM_PREFIXES.map(fold);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const folded = fold(name);
    if (names.has(folded) || prefixes.some((prefix) => folded.startsWith(prefix))) kept[name] = value;
  }
  return kept;
}
