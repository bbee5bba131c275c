// System tier (the built server): the /index page, which the in-process service does not render; the API, the
// badges and the report of the same edition are tests/integration/index/private-origins.test.ts.
// Issue 52 points 2 and 5: the index names only public origins. A run that scanned a private origin the operator
// allows (AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4711, an organization's own trial site), opted in by its site,
// put that host in /api/v1/index/sites, on /index and in its index badge, while its public report answered 404
// (docs/security.md). Every public surface of the index now applies the public report's rule: the host is never named,
// and it still counts, without its name, in the edition's figures and the ranks of the others.
import { describe, expect, it } from 'vitest';
import { startServer } from '../../helpers/server';
import { publicGet } from '../../helpers/index-editions/helpers';
import { PRIVATE, PUBLIC, privateOriginEditionServer } from '../../helpers/index-editions/private-origins';

const server = privateOriginEditionServer(startServer);

describe('the index names only public origins (issue 52 point 2)', () => {
  it('names it neither on /index nor in an index badge, as its public report does not', async () => {
    const page = await publicGet(server.baseUrl, '/index', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain(PUBLIC);
    // (The page names the test server's own 127.0.0.1 address in its links: the private origin is another port.)
    expect(page.text).not.toContain(PRIVATE);
  });
});
