// SVCB (type 64) and HTTPS (type 65) RDATA, RFC 9460 §2.2: SvcPriority (16 bits), an uncompressed TargetName, then
// SvcParams as key (16) / length (16) / value, keys strictly ascending. Written by hand: dns-packet returns these
// types as raw bytes, and Node's `dns` refuses them. DNS-AID (draft-mozleywilliams-dnsop-dnsaid-02) adds private-use
// keys, decoded by name; unknown keys are kept, never rejected.

export interface SvcParam {
  key: number;
  /** RFC 9460 or DNS-AID name, else `key<N>`. */
  name: string;
  /** Decoded for the keys known here; the raw bytes' length otherwise. */
  value: string | number | string[] | number[] | null;
}

export interface SvcbRecord {
  priority: number;
  /** Lower-case, without the trailing dot; "" for the root (".": the owner name itself). */
  target: string;
  params: SvcParam[];
  /** Wire-format problems (a key twice, out of order, a wrong length, a mandatory key missing). */
  problems: string[];
}

const SVC_KEY_NAMES: Readonly<Record<number, string>> = {
  0: 'mandatory',
  1: 'alpn',
  2: 'no-default-alpn',
  3: 'port',
  4: 'ipv4hint',
  5: 'ech',
  6: 'ipv6hint',
  7: 'dohpath',
  65400: 'cap',
  65401: 'cap-sha256',
  65402: 'bap',
  65403: 'policy',
  65404: 'realm',
  65409: 'well-known',
};

/** The private-use DNS-AID keys, whose values are text. */
const TEXT_KEYS = new Set([7, 65400, 65402, 65403, 65404, 65409, 65401]);

function readName(data: Buffer, start: number): { name: string; end: number } | null {
  const labels: string[] = [];
  let offset = start;
  for (;;) {
    if (offset >= data.length) return null;
    const length = data[offset]!;
    // RFC 9460 §2.2: TargetName is not compressed; a pointer (top bits 11) is malformed here.
    if (length & 0xc0) return null;
    offset++;
    if (length === 0) break;
    if (offset + length > data.length) return null;
    labels.push(data.subarray(offset, offset + length).toString('latin1'));
    offset += length;
  }
  return { name: labels.join('.').toLowerCase(), end: offset };
}

function decode(key: number, value: Buffer, problems: string[]): SvcParam['value'] {
  switch (key) {
    case 0: {
      if (value.length === 0 || value.length % 2 !== 0) problems.push('"mandatory" has a length that is not a non-zero multiple of 2');
      const keys: number[] = [];
      for (let i = 0; i + 1 < value.length; i += 2) keys.push(value.readUInt16BE(i));
      return keys;
    }
    case 1: {
      const ids: string[] = [];
      let i = 0;
      while (i < value.length) {
        const length = value[i]!;
        if (length === 0 || i + 1 + length > value.length) {
          problems.push('"alpn" has a malformed protocol id list');
          break;
        }
        ids.push(value.subarray(i + 1, i + 1 + length).toString('latin1'));
        i += 1 + length;
      }
      if (value.length === 0) problems.push('"alpn" is empty');
      return ids;
    }
    case 2:
      if (value.length !== 0) problems.push('"no-default-alpn" has a value');
      return null;
    case 3:
      if (value.length !== 2) {
        problems.push(`"port" is ${value.length} bytes, not 2`);
        return null;
      }
      return value.readUInt16BE(0);
    case 4:
      if (value.length === 0 || value.length % 4 !== 0) problems.push('"ipv4hint" has a length that is not a multiple of 4');
      return value.length;
    case 6:
      if (value.length === 0 || value.length % 16 !== 0) problems.push('"ipv6hint" has a length that is not a multiple of 16');
      return value.length;
    default:
      return TEXT_KEYS.has(key) ? value.toString('utf8') : value.length;
  }
}

export function parseSvcb(data: Buffer): SvcbRecord | { error: string } {
  if (data.length < 3) return { error: 'the record is shorter than a priority and a target name' };
  const priority = data.readUInt16BE(0);
  const name = readName(data, 2);
  if (!name) return { error: 'the target name is malformed or compressed' };
  const problems: string[] = [];
  const params: SvcParam[] = [];
  let offset = name.end;
  let previous = -1;
  while (offset < data.length) {
    if (offset + 4 > data.length) {
      problems.push('the SvcParams end in the middle of a key or length');
      break;
    }
    const key = data.readUInt16BE(offset);
    const length = data.readUInt16BE(offset + 2);
    if (offset + 4 + length > data.length) {
      problems.push(`key${key} declares ${length} bytes but the record ends first`);
      break;
    }
    if (key === previous) problems.push(`${SVC_KEY_NAMES[key] ?? `key${key}`} appears twice`);
    else if (key < previous) problems.push(`${SVC_KEY_NAMES[key] ?? `key${key}`} is out of ascending order`);
    previous = Math.max(previous, key);
    const value = data.subarray(offset + 4, offset + 4 + length);
    params.push({ key, name: SVC_KEY_NAMES[key] ?? `key${key}`, value: decode(key, value, problems) });
    offset += 4 + length;
  }
  const mandatory = params.find((param) => param.key === 0)?.value;
  if (Array.isArray(mandatory)) {
    for (const key of mandatory as number[]) {
      if (key === 0) problems.push('"mandatory" lists itself');
      else if (!params.some((param) => param.key === key)) problems.push(`mandatory key ${SVC_KEY_NAMES[key] ?? `key${key}`} is missing`);
    }
  }
  return { priority, target: name.name, params, problems };
}
