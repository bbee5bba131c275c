// A site's proof of ownership of its host (issue 52 point 3): the organization's token, the three ways to publish
// it, the state of the last check, and the withdrawal of a proven host from every public surface.
import { z } from 'zod';
import { Timestamp, Uuid } from '../common';

export const OWNERSHIP_METHODS = ['dns', 'file', 'meta'] as const;

export const SiteOwnership = z
  .object({
    siteId: Uuid,
    host: z.string(),
    token: z.string().meta({ description: 'The organization\'s ownership token: the same for every host of the organization.' }),
    verified: z.boolean().meta({ description: 'The organization has proven it controls the host (and no re-check has failed since).' }),
    method: z.enum(OWNERSHIP_METHODS).nullable().meta({ description: 'How the host was proven (dns, file or meta); null while unproven.' }),
    verifiedAt: Timestamp.nullable(),
    checkedAt: Timestamp.nullable().meta({ description: 'The last check, asked for or scheduled.' }),
    nextCheckAt: Timestamp.nullable().meta({ description: 'When the worker re-checks a proven host (every AGENTGAUGE_OWNERSHIP_RECHECK_SECONDS); null while unproven.' }),
    lostAt: Timestamp.nullable().meta({ description: 'When a re-check lost a proof the host had; null once proven again.' }),
    lastError: z.string().nullable().meta({ description: 'Why the last check failed, each way tried; null after a success.' }),
    held: z.boolean().meta({ description: 'The site\'s publicReport or indexOptIn is on but not public, as the host is not proven: it counts again once it is.' }),
    ways: z
      .object({
        dns: z
          .object({ names: z.array(z.string()).meta({ description: 'Either name may hold the record.' }), value: z.string() })
          .nullable()
          .meta({ description: 'A TXT record; null for a host that is an IP address.' }),
        file: z.object({ url: z.string(), content: z.string() }).meta({ description: 'The file at exactly /.well-known/agentgauge-verification.txt of the host\'s origin, served as text/plain, with the token on a line of its own.' }),
        meta: z.object({ url: z.string(), tag: z.string() }).meta({ description: 'A meta tag as an element of the <head> of the origin\'s root page / (the HTML answer to it): never a page under a path.' }),
      })
      .meta({ description: 'The three ways to prove the host: any one of them proves it.' }),
  })
  .meta({ id: 'SiteOwnership', description: 'The organization\'s proof that it controls the site\'s host.' });

export const HostWithdrawal = z
  .object({
    host: z.string(),
    withdrawnSites: z.int().min(0).meta({ description: 'Sites on the host (of any organization) whose publicReport or indexOptIn was switched off.' }),
  })
  .meta({ id: 'HostWithdrawal', description: 'The host, withdrawn from the index and from public reports.' });
