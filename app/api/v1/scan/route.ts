import { publicRoute } from '@/lib/http/route';
import { publicScan } from '@/lib/openapi/operations';
import { runPublicScan } from '@/lib/services/run-public-scan';

export const POST = publicRoute(publicScan, ({ body, clientIp }) => runPublicScan(body.domain, clientIp));
