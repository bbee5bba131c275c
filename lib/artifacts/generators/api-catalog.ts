// /.well-known/api-catalog per RFC 9727 / RFC 9264: a linkset describing the site's API and its documentation. Only
// offered once the last scan found the site's API description (lib/artifacts/offer.ts): a catalog of an API the site
// has not shown would point agents at a guessed URL.
import { API_CATALOG_PATH } from '@/engine/light';
import { apiDescriptionShown, surfacesShown } from '../shown-surfaces';
import { sitePagesOf } from '../site-input';
import type { Generator } from './types';

export const apiCatalog: Generator = (input) => {
  const description = apiDescriptionShown(input);
  if (description === null) throw new Error('The api-catalog file is offered only for a site whose API description the last scan found.');
  const docs = sitePagesOf(input)[0]?.url ?? `${input.origin}/`;
  // The media type the scan saw it served as; reports without surface facts: by its extension.
  const mediaType = surfacesShown(input).apiDescription?.mediaType ?? (/\.ya?ml$/i.test(new URL(description).pathname) ? 'application/openapi+yaml' : 'application/openapi+json');
  const body = {
    linkset: [
      {
        anchor: `${input.origin}${API_CATALOG_PATH}`,
        item: [{ href: `${input.origin}/` }],
        'service-desc': [{ href: description, type: mediaType }],
        'service-doc': [{ href: docs, type: 'text/html' }],
      },
    ],
  };
  return {
    contentType: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    body: `${JSON.stringify(body, null, 2)}\n`,
    headers: { link: `<${API_CATALOG_PATH}>; rel="api-catalog"` },
  };
};
