// Generated files (artifacts) that address a site's failing checks.
import { z } from 'zod';
import { IdParams, Uuid } from '../common';
import { ARTIFACT_KINDS } from '@/lib/schemas/vocabulary/artifacts';

export const ArtifactParams = IdParams.extend({
  kind: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: 'must be an artifact kind such as llms-txt.' }).meta({
    description: `One of ${ARTIFACT_KINDS.join(', ')}; another value gives 404 naming the valid kinds, and a kind the site is not offered 404 artifact-not-applicable saying why.`,
  }),
});

export const Artifact = z
  .object({
    kind: z.enum(ARTIFACT_KINDS),
    path: z.string().meta({ description: 'Where to serve the file on the site, e.g. /llms.txt.' }),
    alsoServeAt: z.array(z.string()).meta({
      description: 'Further paths to serve the same bytes at, with the same headers: the AI catalog also at /.well-known/ard.json, where ARD 0.91 consumers read it. Usually empty.',
    }),
    contentType: z.string().meta({ description: 'The Content-Type to serve it with.' }),
    headers: z.record(z.string(), z.string()).meta({ description: 'Every response header to serve it with (Content-Type included).' }),
    body: z.string().meta({ description: 'The whole file, UTF-8 text.' }),
    filename: z.string().meta({ description: 'A file name to save it under.' }),
    siteId: Uuid,
    generatedFrom: Uuid.meta({ description: 'The finished scan whose report and pages the file is generated from.' }),
  })
  .meta({
    id: 'Artifact',
    description:
      'A generated file as UTF-8 text in `body`, with the path, Content-Type and headers to serve it at. Generated from the site\'s latest finished scan (its pages, titles and descriptions), never by fetching the site. Reading it records advice for the check it addresses when that check applies and does not pass (verification records).',
  });
